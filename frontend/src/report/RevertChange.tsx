import UndoRounded from '@mui/icons-material/UndoRounded';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetMany, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import type { AppDataProvider } from '../providers/dataProvider';
import { ChangeList } from './ChangeList';
import type { AuditEvent, EventTypeInfo, FieldChange, LaterChange } from './reportTypes';
import { useReportWording } from './useReportWording';
import { usePersonName } from '../components/fullName';

interface RevertFailure {
  status?: number;
  message?: string;
  body?: { error?: { message?: string; message_code?: string; details?: { later?: LaterChange[] } } };
}

/** The server's revert message in the reader's language (codes `audit.<key>`), else its English. */
function useRevertMessage() {
  const translate = useTranslate();
  return (failure: RevertFailure) => {
    const error = failure.body?.error;
    const key = error?.message_code?.startsWith('audit.') ? error.message_code.slice('audit.'.length) : undefined;
    const english = error?.message ?? failure.message ?? '';
    return key
      ? translate(`app.report.revert.messages.${key}`, { _: english })
      : translate('app.http.failed', { _: english });
  };
}

/** What the revert does: each field from its value after the change back to its value before. */
const undone = (changes: FieldChange[]): FieldChange[] =>
  changes
    .filter((change) => !change.field.startsWith('event.'))
    .map(({ field, before, after }) => ({ field, before: after, after: before }));

/**
 * The revert of one report row: the links between a change and its reverts, and (for an admin, on
 * a revertible type) "Revert this change" with a confirmation; a 409 for later changes shows what
 * reverting anyway would overwrite.
 */
export function RevertChange({ event, onOpen }: { event: AuditEvent; onOpen: (position: string) => void }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  const { data: type } = useGetOne<EventTypeInfo>(
    'event-types',
    { id: event.action },
    { staleTime: Infinity, retry: false },
  );
  const [confirming, setConfirming] = useState(false);
  const when = (at: string) => date(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack spacing={1.5} data-testid="revert-section">
      {event.reverts && (
        <Alert
          severity="info"
          data-testid="reverts-link"
          action={
            <Button color="inherit" size="small" onClick={() => onOpen(event.reverts!)}>
              {translate('app.report.revert.show_reverted')}
            </Button>
          }
        >
          {translate('app.report.revert.reverts', { position: event.reverts })}
        </Alert>
      )}
      {event.reverted_by?.map((mark) => (
        <Alert
          key={mark.position}
          severity="warning"
          data-testid="reverted-by"
          data-position={mark.position}
          action={
            <Button color="inherit" size="small" onClick={() => onOpen(mark.position)}>
              {translate('app.report.revert.show_revert')}
            </Button>
          }
        >
          {translate('app.report.revert.reverted_by', {
            name: mark.actor?.name ? personName(mark.actor.name) : translate('app.report.system'),
            date: when(mark.at),
          })}
        </Alert>
      ))}
      {type?.revertible ? (
        <Box>
          <Button
            variant="outlined"
            startIcon={<UndoRounded />}
            onClick={() => setConfirming(true)}
            data-testid="revert-button"
          >
            {translate('app.report.revert.button')}
          </Button>
        </Box>
      ) : type?.notRevertible ? (
        <NotRevertible why={type.notRevertible} />
      ) : null}
      {confirming && <RevertDialog event={event} onClose={() => setConfirming(false)} />}
    </Stack>
  );
}

/** Why a type of change cannot be reverted, in the reader's language. */
export function NotRevertible({ why }: { why: NonNullable<EventTypeInfo['notRevertible']> }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="not-revertible">
      {translate('app.report.revert.not_revertible', {
        reason: translate(`app.report.revert.reasons.${why.reason}`, { _: why.because }),
      })}
    </Typography>
  );
}

function RevertDialog({ event, onClose }: { event: AuditEvent; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const messageOf = useRevertMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [later, setLater] = useState<LaterChange[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: revertChange, isPending } = useMutation({
    mutationFn: (anyway: boolean) => dataProvider.revertChange({ position: event.position, anyway }),
    onMutate: () => setFailure(null),
    onSuccess: () => {
      notify('app.report.revert.done', { type: 'success' });
      onClose();
      refresh();
    },
    onError: (error) => {
      const shown = error as RevertFailure;
      const conflicts = shown.status === 409 ? shown.body?.error?.details?.later : undefined;
      if (conflicts?.length) setLater(conflicts);
      setFailure(messageOf(shown));
    },
  });
  const revert = (anyway: boolean) => revertChange(anyway);
  const changes = undone(event.changes);
  return (
    <Dialog open onClose={onClose} aria-labelledby="revert-title" maxWidth="sm" fullWidth data-testid="revert-dialog">
      <DialogTitle id="revert-title">
        {translate(later ? 'app.report.revert.conflict_title' : 'app.report.revert.confirm_title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert" data-testid="revert-error">
              {failure}
            </Alert>
          )}
          {later ? (
            <>
              <DialogContentText>{translate('app.report.revert.conflict_body')}</DialogContentText>
              <LaterChanges later={later} reverted={new Set(event.changes.map((c) => c.field))} />
            </>
          ) : (
            <>
              <DialogContentText>{translate('app.report.revert.confirm_body')}</DialogContentText>
              {changes.length > 0 && <ChangeList changes={changes} names={event.names} headingLevel="h3" />}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {later ? (
          <Button
            color="error"
            variant="contained"
            disabled={isPending}
            onClick={() => revert(true)}
            data-testid="revert-anyway"
          >
            {translate('app.report.revert.anyway')}
          </Button>
        ) : (
          <Button variant="contained" disabled={isPending} onClick={() => revert(false)} data-testid="revert-confirm">
            {translate('app.report.revert.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The later changes a forced revert would overwrite, each as the report shows it. */
/** `reverted`: the fields of the change being reverted; a later change's other fields are named as such. */
function LaterChanges({ later, reverted }: { later: LaterChange[]; reverted: ReadonlySet<string> }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const wording = useReportWording();
  const { date } = useFormatters();
  const { data: rows, isPending } = useGetMany<AuditEvent>('audit-events', {
    ids: later.map((change) => change.position),
  });
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  const byPosition = new Map((rows ?? []).map((row) => [row.position, row]));
  return (
    <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} data-testid="later-changes">
      {later.map((change) => {
        const row = byPosition.get(change.position);
        const shown = row?.changes.filter((c) => !c.field.startsWith('event.')) ?? [];
        const others = shown.filter((c) => !reverted.has(c.field));
        return (
          <Box
            component="li"
            key={change.position}
            sx={{ listStyle: 'none', borderLeft: 3, borderColor: 'error.main', pl: 1.5 }}
            data-testid="later-change"
            data-position={change.position}
          >
            <Typography variant="subtitle2" component="h3">
              {translate('app.report.revert.later_change', {
                action: wording.action(change.action),
                name: row?.actor?.name ? personName(row.actor.name) : translate('app.report.system'),
                date: date(change.at, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Typography>
            {others.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="later-other-fields">
                {translate('app.report.revert.later_other_fields', {
                  fields: others.map((c) => wording.field(c.field)).join(', '),
                })}
              </Typography>
            )}
            {row && shown.length > 0 && <ChangeList changes={shown} names={row.names} headingLevel="h4" />}
          </Box>
        );
      })}
    </Stack>
  );
}
