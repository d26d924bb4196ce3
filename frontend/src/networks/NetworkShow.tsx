import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ResourceContextProvider, useDelete, useGetList, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFormatters } from '../i18n/useFormatters';
import { RecordHeader } from '../components/RecordHeader';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { membersFirstPage, MembershipStatusChip, NetworkMemberList } from '../networkMembers';
import { Stat } from '../components/Stat';
import type { NetworkRecord } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { useRecordAction } from '../forms/useRecordAction';
import { ownsRecord, viewer } from '../providers/viewer';
import { InvitationCreate } from '../invitations';
import { NetworkTeams, networkTeamsQuery } from '../teams';
import { NetworkEdit } from './NetworkEdit';
import { SinceLastVisit } from '../changes';
import { isAdmin } from '../providers/session';
import { MissingRecord } from '../components/MissingRecord';
import { usePersonName } from '../components/fullName';

/**
 * One network. Its owner manages it: details, the members table (filters, notes and tags, bulk
 * remove), invitations (search or email) and its teams. A specialist member sees the network,
 * their own membership (and may leave) and the teams of it they are in.
 */
export function NetworkShow({ id }: { id: string }) {
  return (
    <>
      <ListsBesideTheNetwork id={id} />
      <NetworkPage id={id} />
    </>
  );
}

function NetworkPage({ id }: { id: string }) {
  const { data: network, isPending, error } = useGetOne<NetworkRecord>('networks', { id }, { retry: false });
  if (isPending) return <NetworkSkeleton />;
  if (error || !network) {
    return (
      <MissingRecord
        testId="network-missing"
        icon={<HubOutlined fontSize="large" />}
        messages="app.hiring.networks"
        backTo={links.networks()}
      />
    );
  }
  const owner = ownsRecord(network);
  // Admins see every network whole (its teams, members, notes and tags) and change none of it.
  const seesAll = owner || isAdmin();
  return (
    <Stack spacing={3} data-testid="network-show" data-owner={owner ? 'true' : 'false'}>
      <NetworkHeader network={network} owner={owner} />
      <SinceLastVisit type="network" id={network.id} />
      <NetworkTeams network={network} owner={owner} seesAll={seesAll} />
      {seesAll && (
        <ResourceContextProvider value="network-members">
          <NetworkMemberList network={network} readOnly={!owner} />
        </ResourceContextProvider>
      )}
    </Stack>
  );
}

/**
 * The teams and the members' first page asked for beside the network rather than after it (one round trip
 * less before the page is whole): who sees them all, an owner (their networks are theirs) or an admin, is
 * known before the network answers. NetworkTeams and NetworkMemberList read these same queries. A component
 * of its own that draws nothing: each answer redraws it alone, not the page beside it.
 */
function ListsBesideTheNetwork({ id }: { id: string }) {
  const seesAll = viewer().owner || isAdmin();
  useGetList('teams', networkTeamsQuery(id, seesAll), { retry: false });
  useGetList('network-members', membersFirstPage(id), { enabled: seesAll, retry: false });
  return null;
}

function NetworkHeader({ network, owner }: { network: NetworkRecord; owner: boolean }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  const navigate = useNavigate();
  // `&invite=1` (the dashboard's "search specialists") opens the invite dialog for the owner.
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<'edit' | 'invite' | 'archive' | 'leave' | null>(
    owner && !network.archived && params.get('invite') === '1' ? 'invite' : null,
  );
  const [remove] = useDelete();
  const [update] = useUpdate();
  const run = useRecordAction();
  const membership = network.my_membership;
  const close = () => setDialog(null);

  const archive = () =>
    run(
      () =>
        remove(
          'networks',
          { id: network.id, previousData: network },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      'app.hiring.network_messages.archived',
      { refresh: false },
    ).then(() => navigate(links.networks()));
  const leave = () =>
    run(
      () =>
        update(
          'network-members',
          { id: membership!.id, data: {}, previousData: { id: membership!.id }, meta: { action: 'leave' } },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      'app.hiring.network_messages.left',
      {
        refresh: false,
      },
    ).then(() => navigate(links.networks()));

  return (
    <RecordHeader
      testId="network"
      title={network.name}
      chips={
        <>
          {membership && <MembershipStatusChip status={membership.status} />}
          {network.archived && <Chip size="small" label={translate('app.hiring.common.archived')} />}
        </>
      }
      details={
        <>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.75, whiteSpace: 'pre-line' }}
            data-testid="network-description"
          >
            {network.description || translate('app.hiring.networks.no_description')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {owner
              ? translate('app.hiring.networks.created_on', {
                  date: date(network.created_at, { dateStyle: 'medium' }),
                })
              : membership?.joined_at
                ? translate('app.hiring.networks.owned_by_joined', {
                    name: personName(network.owner_name),
                    date: date(membership.joined_at, { dateStyle: 'medium' }),
                  })
                : translate('app.hiring.networks.owned_by', { name: personName(network.owner_name) })}
          </Typography>
        </>
      }
      actions={
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ flexShrink: 0 }}>
          {owner && !network.archived && (
            <>
              <Button
                variant="contained"
                startIcon={<PersonAddAlt1Rounded />}
                onClick={() => setDialog('invite')}
                data-testid="invite-open"
              >
                {translate('app.hiring.invite.open')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<EditOutlined />}
                onClick={() => setDialog('edit')}
                data-testid="network-edit"
              >
                {translate('app.hiring.common.edit')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<ArchiveOutlined />}
                onClick={() => setDialog('archive')}
                data-testid="network-archive"
              >
                {translate('app.hiring.common.archive')}
              </Button>
            </>
          )}
          {!owner && membership?.status === 'joined' && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<LogoutRounded />}
              onClick={() => setDialog('leave')}
              data-testid="network-leave"
            >
              {translate('app.hiring.networks.leave')}
            </Button>
          )}
        </Stack>
      }
    >
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" sx={{ mt: 2.5 }}>
        <Stat
          icon={<PeopleOutlineRounded />}
          value={network.member_count}
          label={translate('app.hiring.networks.members', { smart_count: network.member_count })}
          testId="network-member-count"
        />
        {owner && network.invited_count != null && (
          <Stat
            icon={<MailOutlineRounded />}
            value={network.invited_count}
            label={translate('app.hiring.networks.pending', { smart_count: network.invited_count })}
            testId="network-invited-count"
          />
        )}
        <Stat
          icon={<GroupsOutlined />}
          value={network.team_count}
          label={translate('app.hiring.networks.teams', { smart_count: network.team_count })}
          testId="network-team-count"
        />
      </Stack>
      {dialog === 'edit' && <NetworkEdit network={network} onClose={close} />}
      {dialog === 'invite' && <InvitationCreate network={network} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'archive'}
        onClose={close}
        onConfirm={archive}
        titleKey="app.hiring.networks.archive_title"
        messageKey="app.hiring.networks.archive_message"
        testId="network-archive-confirm"
      />
      <ConfirmDialog
        open={dialog === 'leave'}
        onClose={close}
        onConfirm={leave}
        titleKey="app.hiring.networks.leave_title"
        messageKey="app.hiring.networks.leave_message"
        testId="network-leave-confirm"
      />
    </RecordHeader>
  );
}

function NetworkSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" data-testid="network-skeleton">
      <Card>
        <CardContent>
          <Skeleton width="35%" height={44} />
          <Skeleton width="70%" />
          <Stack direction="row" spacing={3} sx={{ mt: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" width={110} height={40} />
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
