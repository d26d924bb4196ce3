import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { Alert, Button, Stack, type SxProps, type Theme } from '@mui/material';

/** The items of an `sx` array (MUI's own type for one). */
type SxList = Extract<SxProps<Theme>, readonly unknown[]>;
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { NOTIFICATION_EVENT } from '../notifications';
import type { AppDataProvider } from '../providers/dataProvider';
import { loadFeatureMessages } from '../providers/i18nProvider';
import type { FollowedType, RecordChanges } from './changeTypes';

// The drawer shows the report's field labels: its code and the report's wording load when it first opens.
const ChangesDrawer = lazy(() =>
  Promise.all([import('./ChangesDrawer'), loadFeatureMessages('report').catch(() => undefined)]).then(
    ([module]) => module,
  ),
);

/** How often an open record page asks again (a change by someone else shows without a reload). */
const REFRESH_MS = 30_000;

/**
 * "N changes since your last visit on {date}" at the top of a record page: reading it is the visit
 * (the API records it), "Show changes" opens them field by field, "Mark as seen" clears the count.
 * Nothing shows when nothing changed. Its wording is the `changes` feature's (the page loads it).
 */
export function SinceLastVisit({ type, id, sx }: { type: FollowedType; id: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { date } = useFormatters();
  const [open, setOpen] = useState(false);
  const { data, refetch } = useGetOne<RecordChanges>(
    'record-changes',
    { id: `${type}/${id}` },
    { retry: false, refetchInterval: REFRESH_MS },
  );
  const dataProvider = useDataProvider<AppDataProvider>();
  const { mutate: markSeen, isPending: marking } = useMutation({
    mutationFn: (position: string) => dataProvider.markSeen({ type, id, position }),
    onSuccess: () => {
      setOpen(false);
      notify('app.changes.marked', { type: 'info' });
      void refetch();
    },
  });
  // A live notification (the bell's stream) may be about this record: read again at once.
  useEffect(() => {
    const readAgain = () => void refetch();
    window.addEventListener(NOTIFICATION_EVENT, readAgain);
    return () => window.removeEventListener(NOTIFICATION_EVENT, readAgain);
  }, [refetch]);
  if (!data || data.count === 0) return null;
  return (
    <>
      <Alert
        severity="info"
        icon={<HistoryRounded />}
        data-testid="since-last-visit"
        sx={[{ alignItems: 'center' }, ...((Array.isArray(sx) ? sx : [sx]) as SxList)]}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => setOpen(true)} data-testid="show-changes">
              {translate('app.changes.show')}
            </Button>
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={() => markSeen(data.position)}
              disabled={marking}
              data-testid="mark-seen"
            >
              {translate('app.changes.mark_seen')}
            </Button>
          </Stack>
        }
      >
        {translate('app.changes.since_last_visit', {
          smart_count: data.count,
          date: date(data.since.at, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </Alert>
      {open && (
        <Suspense fallback={null}>
          <ChangesDrawer
            changes={data}
            onClose={() => setOpen(false)}
            onMarkSeen={() => markSeen(data.position)}
            marking={marking}
          />
        </Suspense>
      )}
    </>
  );
}
