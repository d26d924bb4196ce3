import HistoryRounded from '@mui/icons-material/HistoryRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Card, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { HISTORY_AT_PARAM, HISTORY_TAB, HISTORY_TAB_PARAM } from './recordLinks';
import { RecordHistory } from './RecordHistory';

/** The record's page and its audit history, as two tabs; the tab and moment live in the URL (?tab=audit&at=position). */
export default function AdminRecordTabs({
  targetType,
  id,
  children,
}: {
  targetType: string;
  id: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const onHistory = params.get(HISTORY_TAB_PARAM) === HISTORY_TAB;
  const choose = (history: boolean) => {
    const next = new URLSearchParams(params);
    if (history) next.set(HISTORY_TAB_PARAM, HISTORY_TAB);
    else {
      next.delete(HISTORY_TAB_PARAM);
      next.delete(HISTORY_AT_PARAM);
    }
    setParams(next, { replace: true });
  };
  return (
    <Box data-testid="record-tabs">
      <Card sx={{ px: 1, mb: 3 }}>
        <Tabs
          value={onHistory ? 1 : 0}
          onChange={(_event, value) => choose(value === 1)}
          aria-label={translate('app.report.history.tabs_label')}
        >
          <Tab
            id="record-tab"
            aria-controls={onHistory ? undefined : 'record-panel'}
            icon={<InfoOutlined fontSize="small" />}
            iconPosition="start"
            label={translate('app.report.history.record_tab')}
            sx={{ minHeight: 52, fontWeight: 600 }}
            data-testid="record-tab"
          />
          <Tab
            id="history-tab"
            aria-controls={onHistory ? 'history-panel' : undefined}
            icon={<HistoryRounded fontSize="small" />}
            iconPosition="start"
            label={translate('app.pages.audit_history')}
            sx={{ minHeight: 52, fontWeight: 600 }}
            data-testid="history-tab"
          />
        </Tabs>
      </Card>
      {onHistory ? (
        <Box role="tabpanel" id="history-panel" aria-labelledby="history-tab">
          <RecordHistory
            key={`${targetType}/${id}`}
            targetType={targetType}
            id={id}
            initialAt={params.get(HISTORY_AT_PARAM)}
          />
        </Box>
      ) : (
        <Box role="tabpanel" id="record-panel" aria-labelledby="record-tab">
          {children}
        </Box>
      )}
    </Box>
  );
}
