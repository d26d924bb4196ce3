import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Form, useCreate, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { domainResolver } from '../forms/domainResolver';
import { TextFieldInput } from '../forms/TextFieldInput';
import {
  invitationSchema,
  type MembershipStatus,
  type NetworkMemberRecord,
  type NetworkRecord,
} from '../providers/hiringDomain';
import { useRecordAction } from '../forms/useRecordAction';
import { SpecialistList, type SearchCard } from '../specialists';

/**
 * Invite specialists to a network: search them (skills, level, country, languages…) and invite
 * from a card, or invite by email (an address without an account gets a registration link; the
 * invitation waits for it).
 */
export function InvitationCreate({ network, onClose }: { network: NetworkRecord; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [tab, setTab] = useState<'search' | 'email'>('search');
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="invite-title"
      data-testid="invite-dialog"
    >
      <DialogTitle id="invite-title" sx={{ pr: 7 }}>
        <Typography variant="h5" component="span" sx={{ display: 'block' }}>
          {translate('app.hiring.invite.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {network.name}
        </Typography>
        <IconButton
          aria-label={translate('app.common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
          data-testid="invite-close"
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_, next: typeof tab) => setTab(next)}
        variant="fullWidth"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={translate('app.hiring.invite.how')}
      >
        <Tab
          value="search"
          icon={<PersonSearchOutlined />}
          iconPosition="start"
          label={translate('app.hiring.invite.by_search')}
          data-testid="invite-tab-search"
          id="invite-tab-search"
          aria-controls="invite-panel-search"
        />
        <Tab
          value="email"
          icon={<MailOutlineRounded />}
          iconPosition="start"
          label={translate('app.hiring.invite.by_email')}
          data-testid="invite-tab-email"
          id="invite-tab-email"
          aria-controls="invite-panel-email"
        />
      </Tabs>
      <DialogContent sx={{ minHeight: 420 }}>
        <Box role="tabpanel" id={`invite-panel-${tab}`} aria-labelledby={`invite-tab-${tab}`}>
          {tab === 'search' ? <InviteFromSearch network={network} /> : <InviteByEmail network={network} />}
        </Box>
      </DialogContent>
    </Dialog>
  );
}

/** Who is already invited or in (by specialist id), so a card says so instead of offering to invite again. */
function useKnownMembers(networkId: string) {
  const { data } = useGetList<NetworkMemberRecord & { id: string }>(
    'network-members',
    {
      filter: { network_id: networkId },
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'invited_at', order: 'DESC' },
    },
    { retry: false },
  );
  return useMemo(() => {
    const known = new Map<string, MembershipStatus>();
    for (const member of data ?? [])
      if (member.specialist_id && (member.status === 'invited' || member.status === 'joined'))
        known.set(member.specialist_id, member.status);
    return known;
  }, [data]);
}

function InviteFromSearch({ network }: { network: NetworkRecord }) {
  const translate = useTranslate();
  const known = useKnownMembers(network.id);
  const [invited, setInvited] = useState<Set<string>>(new Set());
  const [sending, setSending] = useState<string | null>(null);
  const [create] = useCreate();
  const run = useRecordAction();
  const invite = async (card: SearchCard) => {
    setSending(card.id);
    try {
      await run(
        () =>
          create('invitations', { data: { network_id: network.id, specialist_id: card.id } }, { returnPromise: true }),
        'app.hiring.network_messages.invited',
      );
      setInvited((previous) => new Set(previous).add(card.id));
    } catch {
      // told by a toast
    } finally {
      setSending(null);
    }
  };
  return (
    <SpecialistList
      action={(card) => {
        const status = invited.has(card.id) ? 'invited' : known.get(card.id);
        if (status)
          return (
            <Chip
              icon={<CheckRounded />}
              color={status === 'joined' ? 'success' : 'default'}
              label={translate(`app.hiring.invite.already_${status}`)}
              data-testid="specialist-invited"
            />
          );
        return (
          <Button
            variant="contained"
            size="small"
            startIcon={<PersonAddAlt1Rounded />}
            onClick={() => void invite(card)}
            loading={sending === card.id}
            disabled={!!sending}
            data-testid="specialist-invite"
          >
            {translate('app.hiring.invite.invite')}
          </Button>
        );
      }}
    />
  );
}

function InviteByEmail({ network }: { network: NetworkRecord }) {
  const translate = useTranslate();
  const [create] = useCreate();
  const run = useRecordAction();
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  const resolver = useMemo(() => domainResolver(invitationSchema), []);
  return (
    <Stack spacing={2} sx={{ maxWidth: 520, pt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.hiring.invite.email_hint')}
      </Typography>
      {sent && (
        <Alert severity="success" data-testid="invite-email-sent">
          {translate('app.hiring.invite.email_sent', { email: sent.email })}
        </Alert>
      )}
      <Form
        resolver={resolver}
        defaultValues={{ email: '' }}
        mode="all"
        noValidate
        disableInvalidFormNotification
        onSubmit={async (values: Record<string, unknown>) => {
          setSent(null); // the last one's success must not stand beside this one's refusal
          try {
            await run(
              () =>
                create(
                  'invitations',
                  { data: { network_id: network.id, email: values.email } },
                  { returnPromise: true },
                ),
              'app.hiring.network_messages.invited',
            );
            setSent({ email: values.email as string, at: Date.now() });
          } catch {
            // told by a toast
          }
        }}
      >
        <EmailFields sentAt={sent?.at} />
      </Form>
    </Stack>
  );
}

/** The address, emptied after each invitation sent so the next one can be typed. */
function EmailFields({ sentAt }: { sentAt?: number }) {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  const { reset } = useFormContext();
  useEffect(() => {
    if (sentAt) reset({ email: '' });
  }, [sentAt, reset]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
      <TextFieldInput
        source="email"
        type="email"
        label="app.auth.fields.email"
        autoComplete="off"
        slotProps={{ htmlInput: { 'data-testid': 'invite-email' } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SendRounded />}
        disabled={!isValid || isSubmitting}
        loading={isSubmitting}
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
        data-testid="invite-email-send"
      >
        {translate('app.hiring.invite.send')}
      </Button>
    </Stack>
  );
}
