import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate, useUpdate, type Identifier } from 'react-admin';
import { RowsSkeleton } from '../components/RowsSkeleton';
import { useRecordAction } from '../forms/useRecordAction';
import { EmptyText } from '../components/SectionCard';

export interface PendingInvitationsProps<T extends { id: Identifier }> {
  /** A resource whose list is the reader's pending invitations and whose update takes `meta.action` accept | decline. */
  resource: string;
  wording: {
    title: string;
    empty: string;
    loadFailed: string;
    accept: string;
    decline: string;
    accepted: string;
    declined: string;
  };
  /** What the invitation is to, and from whom. */
  describe: (invitation: T) => { title: string; subtitle: string };
  /** Test ids: `{testId}-list`, `{testId}`, `{testId}-accept`, `{testId}-decline`, `{testId}s-empty`. */
  testId: string;
  /** Shown only when there are invitations (a page with other content need not say there are none). */
  hideWhenEmpty?: boolean;
}

/** A reader's pending invitations (to networks, to projects), each with Accept and Decline. */
export function PendingInvitations<T extends { id: Identifier }>({
  resource,
  wording,
  describe,
  testId,
  hideWhenEmpty,
}: PendingInvitationsProps<T>) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<T>(
    resource,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'invited_at', order: 'DESC' } },
    { retry: false },
  );
  const pending = data ?? [];
  if (hideWhenEmpty && !isPending && !error && pending.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={`${testId}-title`} data-testid={`${testId}-list`}>
      <CardContent>
        <Stack direction="row" spacing={1.25} alignItems="center" sx={{ mb: 2 }}>
          <MarkEmailUnreadOutlined color="primary" />
          <Typography id={`${testId}-title`} variant="h5" component="h2">
            {translate(wording.title)}
          </Typography>
        </Stack>
        {isPending ? (
          <RowsSkeleton rows={2} />
        ) : error ? (
          <EmptyText>{translate(wording.loadFailed)}</EmptyText>
        ) : pending.length === 0 ? (
          <EmptyText testId={`${testId}s-empty`}>{translate(wording.empty)}</EmptyText>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {pending.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                resource={resource}
                invitation={invitation}
                wording={wording}
                shown={describe(invitation)}
                testId={testId}
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function InvitationRow<T extends { id: Identifier }>({
  resource,
  invitation,
  wording,
  shown,
  testId,
}: {
  resource: string;
  invitation: T;
  wording: PendingInvitationsProps<T>['wording'];
  shown: { title: string; subtitle: string };
  testId: string;
}) {
  const translate = useTranslate();
  const [update] = useUpdate();
  const run = useRecordAction();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const answer = async (action: 'accept' | 'decline') => {
    setBusy(action);
    try {
      await run(
        () =>
          update(
            resource,
            { id: invitation.id, data: {}, previousData: invitation, meta: { action } },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        action === 'accept' ? wording.accepted : wording.declined,
      );
    } catch {
      // told by a toast
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        alignItems: { sm: 'center' },
      }}
      data-testid={testId}
      data-id={String(invitation.id)}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}
          data-testid={`${testId}-title`}
        >
          {shown.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {shown.subtitle}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<CloseRounded />}
          onClick={() => void answer('decline')}
          loading={busy === 'decline'}
          disabled={!!busy}
          data-testid={`${testId}-decline`}
        >
          {translate(wording.decline)}
        </Button>
        <Button
          variant="contained"
          startIcon={<CheckRounded />}
          onClick={() => void answer('accept')}
          loading={busy === 'accept'}
          disabled={!!busy}
          data-testid={`${testId}-accept`}
        >
          {translate(wording.accept)}
        </Button>
      </Stack>
    </Box>
  );
}
