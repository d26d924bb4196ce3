import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { summarizeChange } from './changes';
import type { FieldChange } from './reportTypes';
import { useReportWording } from './useReportWording';

const SHOWN = 2;
const clip = (text: string, max = 48) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The list's changes column: the first fields in a few words (a value as before → after, a list as counts). */
export function ChangeSummary({ changes }: { changes: FieldChange[] }) {
  const translate = useTranslate();
  const wording = useReportWording();
  if (!changes.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.report.no_visible_change')}
      </Typography>
    );
  const empty = translate('app.report.show.empty_value');
  return (
    <Box data-testid="change-summary" sx={{ minWidth: 0 }}>
      {changes.slice(0, SHOWN).map((change) => {
        const summary = summarizeChange(change);
        return (
          <Typography key={change.field} variant="body2" sx={{ wordBreak: 'break-word' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {wording.field(change.field)}
            </Box>
            {': '}
            {summary.kind === 'value' ? (
              <>
                <Box component="del" sx={{ color: 'text.secondary' }}>
                  {clip(wording.value(change.before, {}, change.field)) || empty}
                </Box>
                {' → '}
                <ins style={{ textDecoration: 'none' }}>
                  {clip(wording.value(change.after, {}, change.field)) || empty}
                </ins>
              </>
            ) : (
              [
                summary.added && translate('app.report.list_added', { smart_count: summary.added }),
                summary.removed && translate('app.report.list_removed', { smart_count: summary.removed }),
                summary.changed && translate('app.report.list_changed', { smart_count: summary.changed }),
              ]
                .filter(Boolean)
                .join(', ') || translate('app.report.no_visible_change')
            )}
          </Typography>
        );
      })}
      {changes.length > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.report.more_changes', { smart_count: changes.length - SHOWN })}
        </Typography>
      )}
    </Box>
  );
}
