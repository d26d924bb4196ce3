import CloseRounded from '@mui/icons-material/CloseRounded';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { Box, Button, Divider, Drawer, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { LinkBase, useGetOne, useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { useFormatters } from '../i18n/useFormatters';
import { useFilterNames } from './ActiveFilters';
import { ActorCell, TargetCell } from './AuditCells';
import { ChangeList } from './ChangeList';
import { asOfLinkOf } from './recordLinks';
import type { AuditEvent } from './reportTypes';
import { RevertChange } from './RevertChange';
import { useReportWording } from './useReportWording';
import { usePersonName } from '../components/fullName';

/** One event, opened from its row: who, when, what record, and the diff field by field. */
export function AuditEventDrawer({
  id,
  onClose,
  onOpen,
}: {
  id: string | null;
  onClose: () => void;
  onOpen: (position: string) => void;
}) {
  return (
    <Drawer
      anchor="right"
      open={!!id}
      onClose={onClose}
      // Above the app bar, which sits over the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 560 }, maxWidth: '100%' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'audit-event-title',
          'data-testid': 'audit-event-drawer',
        } as object,
      }}
    >
      {id && <AuditEventShow id={id} onClose={onClose} onOpen={onOpen} />}
    </Drawer>
  );
}

function AuditEventShow({
  id,
  onClose,
  onOpen,
}: {
  id: string;
  onClose: () => void;
  onOpen: (position: string) => void;
}) {
  const translate = useTranslate();
  const { data: event, isPending, error } = useGetOne<AuditEvent>('audit-events', { id }, { retry: false });
  return (
    <Stack sx={{ height: '100%' }}>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="audit-event-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('app.report.show.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.report.show.close')} data-testid="close-drawer">
          <CloseRounded />
        </IconButton>
      </Stack>
      <Box sx={{ p: 3, overflowY: 'auto', flexGrow: 1 }}>
        {isPending ? (
          <Stack spacing={2} aria-busy="true">
            <Skeleton width="60%" height={32} />
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        ) : error || !event ? (
          <EmptyState dense icon={<HistoryRounded />} title={translate('app.report.show.load_failed')} />
        ) : (
          <EventDetails event={event} onClose={onClose} onOpen={onOpen} />
        )}
      </Box>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}

function EventDetails({
  event,
  onClose,
  onOpen,
}: {
  event: AuditEvent;
  onClose: () => void;
  onOpen: (position: string) => void;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const wording = useReportWording();
  const { date } = useFormatters();
  const list = useListContext();
  const [names, setNames] = useFilterNames();
  const asOf = asOfLinkOf(event.target, event.position);
  const onlyThisRecord = () => {
    setNames({ ...names, [event.target.id]: event.target.name ?? event.target.id });
    list.setFilters(
      { ...list.filterValues, target_type: event.target.type, target_id: event.target.id },
      undefined,
      false,
    );
    onClose();
  };
  return (
    <Stack spacing={3} data-testid="audit-event" data-position={event.position}>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700 }}
        data-testid="drawer-action"
        data-type={event.action}
      >
        {wording.action(event.action)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1.25,
          m: 0,
          alignItems: 'center',
        }}
      >
        <Row label={translate('app.report.show.when')}>
          <time dateTime={event.at}>{date(event.at, { dateStyle: 'full', timeStyle: 'medium' })}</time>
        </Row>
        <Row label={translate('app.report.show.by')}>
          <ActorCell event={event} filterable={false} />
        </Row>
        <Row label={translate('app.report.show.record')}>
          <TargetCell event={event} />
        </Row>
        {event.owner && (
          <Row label={translate('app.report.show.owner')}>
            <Typography variant="body2">{event.owner.name ? personName(event.owner.name) : event.owner.id}</Typography>
          </Row>
        )}
        <Row label={translate('app.report.show.source')}>
          <Typography variant="body2">{wording.source(event.source)}</Typography>
        </Row>
        <Row label={translate('app.report.show.request')}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {event.correlation_id || '—'}
          </Typography>
        </Row>
        <Row label={translate('app.report.show.position')}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {event.position}
          </Typography>
        </Row>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {asOf && (
          <Button
            component={LinkBase}
            to={asOf}
            variant="contained"
            startIcon={<HistoryRounded />}
            data-testid="as-of-link"
          >
            {translate('app.report.show.as_of')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<FilterAltOutlined />}
          onClick={onlyThisRecord}
          data-testid="only-this-record"
        >
          {translate('app.report.filters.only_record')}
        </Button>
      </Stack>
      <RevertChange event={event} onOpen={onOpen} />
      <Divider />
      <Box component="section" aria-labelledby="audit-event-changes">
        <Typography id="audit-event-changes" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {translate('app.report.show.changes')}
        </Typography>
        {event.changes.length ? (
          <ChangeList changes={event.changes} names={event.names} headingLevel="h4" />
        ) : (
          <Typography color="text.secondary">{translate('app.report.show.no_changes')}</Typography>
        )}
      </Box>
    </Stack>
  );
}
