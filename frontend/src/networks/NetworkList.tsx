import AddRounded from '@mui/icons-material/AddRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { LinkBase, ListBase, Pagination, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { useFormatters } from '../i18n/useFormatters';
import { CardsSkeleton } from '../components/CardsSkeleton';
import { MembershipStatusChip } from '../networkMembers';
import { Stat } from '../components/Stat';
import type { NetworkRecord } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { viewer } from '../providers/viewer';
import { InvitationList } from '../invitations';
import { useListFilters } from '../components/useListFilters';
import { usePersonName } from '../components/fullName';

/**
 * /profile/profile-network/network. A business owner or admin sees their networks with member
 * and team counts and creates new ones; a specialist sees the networks they belong to and their
 * pending invitations (Accept / Decline).
 */
export default function NetworkList() {
  const me = viewer();
  return me.owner ? <OwnerNetworks /> : <MemberNetworks />;
}

function OwnerNetworks() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} data-testid="network-list" data-view="owner">
      <ListBase resource="networks" sort={{ field: 'created_at', order: 'DESC' }} perPage={24} disableSyncWithLocation>
        <Toolbar
          actions={
            <>
              <Button
                component={LinkBase}
                to={links.teams()}
                variant="outlined"
                startIcon={<GroupsOutlined />}
                data-testid="all-teams"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {translate('app.hiring.networks.all_teams')}
              </Button>
              <Button
                component={LinkBase}
                to={links.newNetwork()}
                variant="contained"
                startIcon={<AddRounded />}
                data-testid="create-network"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {translate('app.hiring.networks.create')}
              </Button>
            </>
          }
        />
        <NetworkCards
          heading="h2"
          empty={
            <EmptyState
              icon={<HubOutlined fontSize="large" />}
              title={translate('app.hiring.networks.empty_owner_title')}
              body={translate('app.hiring.networks.empty_owner_body')}
              action={
                <Button component={LinkBase} to={links.newNetwork()} variant="contained" startIcon={<AddRounded />}>
                  {translate('app.hiring.networks.create')}
                </Button>
              }
            />
          }
        />
      </ListBase>
    </Stack>
  );
}

function MemberNetworks() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} data-testid="network-list" data-view="member">
      <InvitationList />
      <Box component="section" aria-labelledby="my-networks-title">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          justifyContent="space-between"
          alignItems={{ sm: 'center' }}
          sx={{ mb: 2 }}
        >
          <Typography id="my-networks-title" variant="h5" component="h2">
            {translate('app.hiring.networks.mine')}
          </Typography>
          <Button
            component={LinkBase}
            to={links.teams()}
            variant="outlined"
            startIcon={<GroupsOutlined />}
            data-testid="all-teams"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {translate('app.hiring.networks.my_teams')}
          </Button>
        </Stack>
        <ListBase resource="networks" sort={{ field: 'name', order: 'ASC' }} perPage={24} disableSyncWithLocation>
          <NetworkCards
            heading="h3"
            empty={
              <EmptyState
                icon={<HubOutlined fontSize="large" />}
                title={translate('app.hiring.networks.empty_member_title')}
                body={translate('app.hiring.networks.empty_member_body')}
              />
            }
          />
        </ListBase>
      </Box>
    </Stack>
  );
}

const SORTS = [
  ['created_at', 'DESC', 'newest'],
  ['name', 'ASC', 'name'],
  ['member_count', 'DESC', 'members'],
] as const;

/** Search by name and sort: the owner's list tools. */
function Toolbar({ actions }: { actions: React.ReactNode }) {
  const translate = useTranslate();
  const { filterValues, setFilters, sort, setSort } = useListFilters<{ q?: string }>();
  const [q, setQ] = useState<string>((filterValues.q as string) ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filterValues.q ?? '') !== q.trim())
        setFilters(
          q.trim()
            ? { ...filterValues, q: q.trim() }
            : Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== 'q')),
          undefined,
        );
    }, 350);
    return () => clearTimeout(timer);
  }, [q, filterValues, setFilters]);
  const current = SORTS.find(([field]) => field === sort.field)?.[2] ?? 'newest';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
      <TextField
        size="small"
        margin="none"
        fullWidth={false}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        label={translate('app.hiring.networks.search')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'data-testid': 'network-search' },
        }}
        sx={{ width: { xs: '100%', md: 300 } }}
      />
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={translate('app.hiring.common.sort_by')}
        value={current}
        onChange={(event) => {
          const [field, order] = SORTS.find(([, , key]) => key === event.target.value)!;
          setSort({ field, order });
        }}
        sx={{ width: { xs: '100%', md: 200 } }}
      >
        {SORTS.map(([, , key]) => (
          <MenuItem key={key} value={key}>
            {translate(`app.hiring.networks.sort.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flexGrow: 1 }} />
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
        {actions}
      </Stack>
    </Stack>
  );
}

function NetworkCards({ empty, heading }: { empty: React.ReactNode; heading: 'h2' | 'h3' }) {
  const { data, isPending, error, total, filterValues } = useListFilters<{ q?: string }, NetworkRecord>();
  const translate = useTranslate();
  if (isPending) return <CardsSkeleton />;
  if (error)
    return (
      <Card>
        <CardContent>
          <EmptyState icon={<HubOutlined fontSize="large" />} title={translate('app.hiring.common.load_failed')} />
        </CardContent>
      </Card>
    );
  if (!data?.length) {
    if (filterValues.q)
      return (
        <Typography color="text.secondary" sx={{ py: 3 }} data-testid="no-results">
          {translate('app.hiring.common.no_results')}
        </Typography>
      );
    return (
      <Card data-testid="networks-empty">
        <CardContent>{empty}</CardContent>
      </Card>
    );
  }
  return (
    <>
      <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((network) => (
          <Grid key={network.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <NetworkCard network={network} heading={heading} />
          </Grid>
        ))}
      </Grid>
      {(total ?? 0) > data.length && <Pagination rowsPerPageOptions={[]} />}
    </>
  );
}

function NetworkCard({ network, heading }: { network: NetworkRecord; heading: 'h2' | 'h3' }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  const me = viewer();
  const mine = network.owner_id === me.id;
  return (
    <Card sx={{ height: '100%' }} data-testid="network-card" data-id={network.id}>
      <CardActionArea
        component={LinkBase}
        to={links.network(network.id)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
            <Typography
              variant="h6"
              component={heading}
              sx={{ fontWeight: 650, wordBreak: 'break-word' }}
              data-testid="network-name"
            >
              {network.name}
            </Typography>
            {network.my_membership && <MembershipStatusChip status={network.my_membership.status} />}
            {network.archived && <Chip size="small" label={translate('app.hiring.common.archived')} />}
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.9em',
            }}
          >
            {network.description || translate('app.hiring.networks.no_description')}
          </Typography>
          <Stack direction="row" spacing={2.5} useFlexGap flexWrap="wrap" sx={{ mt: 'auto' }}>
            <Stat
              icon={<PeopleOutlineRounded />}
              value={network.member_count}
              label={translate('app.hiring.networks.members', { smart_count: network.member_count })}
              testId="network-member-count"
            />
            {network.invited_count != null && mine && (
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
          <Typography variant="caption" color="text.secondary">
            {mine
              ? translate('app.hiring.networks.created_on', { date: date(network.created_at, { dateStyle: 'medium' }) })
              : translate('app.hiring.networks.owned_by', { name: personName(network.owner_name) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
