import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate, useUpdate, type Identifier } from 'react-admin';
import { EmptyText } from '../profile/sections/SectionCard';
import { useFormatters } from '../i18n/useFormatters';
import { RowsSkeleton } from '../hiring/HiringBits';
import { useHiringAction } from '../hiring/useHiringAction';

export interface Invitation {
  id: Identifier;
  network_id: string;
  network_name: string;
  owner_name: string;
  invited_at: string;
  status: string;
}

/** A specialist's pending invitations (GET /invitations), each with Accept and Decline. */
export function InvitationList() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<Invitation>('invitations', { pagination: { page: 1, perPage: 100 }, sort: { field: 'invited_at', order: 'DESC' } }, { retry: false });
  const pending = (data ?? []).filter((invitation) => !invitation.status || invitation.status === 'invited');
  return (
    <Card component="section" aria-labelledby="invitations-title" data-testid="invitation-list">
      <CardContent>
        <Stack direction="row" spacing={1.25} alignItems="center" sx={{ mb: 2 }}>
          <MarkEmailUnreadOutlined color="primary" />
          <Typography id="invitations-title" variant="h5" component="h2">
            {translate('app.hiring.invitations.title')}
          </Typography>
        </Stack>
        {isPending ? (
          <RowsSkeleton rows={2} />
        ) : error ? (
          <EmptyText>{translate('app.hiring.common.load_failed')}</EmptyText>
        ) : pending.length === 0 ? (
          <EmptyText testId="invitations-empty">{translate('app.hiring.invitations.empty')}</EmptyText>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {pending.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const [update] = useUpdate();
  const run = useHiringAction();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const answer = async (action: 'accept' | 'decline') => {
    setBusy(action);
    try {
      await run(
        () => update('invitations', { id: invitation.id, data: {}, previousData: invitation, meta: { action } }, { mutationMode: 'pessimistic', returnPromise: true }),
        action === 'accept' ? 'app.hiring.network_messages.accepted' : 'app.hiring.network_messages.declined',
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
      sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}
      data-testid="invitation"
      data-network={invitation.network_id}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650 }} data-testid="invitation-network">
          {invitation.network_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.hiring.invitations.from', { name: invitation.owner_name, date: date(invitation.invited_at, { dateStyle: 'medium' }) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="inherit" startIcon={<CloseRounded />} onClick={() => void answer('decline')} loading={busy === 'decline'} disabled={!!busy} data-testid="invitation-decline">
          {translate('app.hiring.invitations.decline')}
        </Button>
        <Button variant="contained" startIcon={<CheckRounded />} onClick={() => void answer('accept')} loading={busy === 'accept'} disabled={!!busy} data-testid="invitation-accept">
          {translate('app.hiring.invitations.accept')}
        </Button>
      </Stack>
    </Box>
  );
}
