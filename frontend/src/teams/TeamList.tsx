import AddRounded from '@mui/icons-material/AddRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { LinkBase, ListBase, Pagination, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { CardsSkeleton } from '../components/CardsSkeleton';
import { TEAM_STATUSES, type TeamRecord } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { viewer } from '../providers/viewer';
import { TeamCard } from './TeamCard';
import { TeamCreate } from './TeamCreate';
import { useChangedSinceSeen } from '../changes';
import { useListFilters } from '../components/useListFilters';

/** /profile/profile-teams/teams: every team of mine (owner), or every team I am in (specialist, read-only). */
export default function TeamList() {
  const me = viewer();
  const translate = useTranslate();
  // `?create=1` (the dashboard's "create a team") opens the create dialog for an owner.
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(me.owner && params.get('create') === '1');
  return (
    <Stack spacing={3} data-testid="team-list" data-view={me.owner ? 'owner' : 'member'}>
      <ListBase
        resource="teams"
        filter={me.owner ? {} : { member_id: me.id }}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={24}
        disableSyncWithLocation
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
          <Filters />
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
            <Button component={LinkBase} to={links.networks()} variant="outlined" startIcon={<HubOutlined />}>
              {translate(me.owner ? 'app.hiring.teams.to_networks' : 'app.hiring.networks.mine')}
            </Button>
            {me.owner && (
              <Button
                variant="contained"
                startIcon={<AddRounded />}
                onClick={() => setCreating(true)}
                data-testid="team-create-open"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {translate('app.hiring.teams.create')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Teams owner={me.owner} />
      </ListBase>
      {creating && <TeamCreate onClose={() => setCreating(false)} />}
    </Stack>
  );
}

function Filters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilters<{ q?: string; status?: string }>();
  const [q, setQ] = useState<string>((filterValues.q as string) ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filterValues.q ?? '') === q.trim()) return;
      const { q: _, ...rest } = filterValues;
      setFilters(q.trim() ? { ...rest, q: q.trim() } : rest, undefined);
    }, 350);
    return () => clearTimeout(timer);
  }, [q, filterValues, setFilters]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        size="small"
        margin="none"
        fullWidth={false}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        label={translate('app.hiring.teams.search')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={translate('resources.teams.fields.status')}
        value={filterValues.status ?? ''}
        onChange={(event) => {
          const { status: _, ...rest } = filterValues;
          setFilters(event.target.value ? { ...rest, status: event.target.value } : rest, undefined);
        }}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="">{translate('app.hiring.common.all')}</MenuItem>
        {TEAM_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`app.hiring.team_status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function Teams({ owner }: { owner: boolean }) {
  const translate = useTranslate();
  const { data, isPending, error, total, filterValues } = useListFilters<{ q?: string; status?: string }, TeamRecord>();
  const changed = useChangedSinceSeen('team', data?.map((team) => team.id) ?? []);
  if (isPending) return <CardsSkeleton />;
  if (error)
    return (
      <Card>
        <CardContent>
          <EmptyState icon={<GroupsOutlined fontSize="large" />} title={translate('app.hiring.common.load_failed')} />
        </CardContent>
      </Card>
    );
  if (!data?.length) {
    if (filterValues.q || filterValues.status)
      return (
        <Typography color="text.secondary" sx={{ py: 3 }} data-testid="no-results">
          {translate('app.hiring.common.no_results')}
        </Typography>
      );
    return (
      <Card data-testid="teams-empty">
        <CardContent>
          <EmptyState
            icon={<GroupsOutlined fontSize="large" />}
            title={translate(owner ? 'app.hiring.teams.empty_owner_title' : 'app.hiring.teams.empty_member_title')}
            body={translate(owner ? 'app.hiring.teams.empty_owner_body' : 'app.hiring.teams.empty_member_body')}
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((team) => (
          <Grid key={team.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <TeamCard team={team} showNetwork heading="h2" changed={changed.has(team.id)} />
          </Grid>
        ))}
      </Grid>
      {(total ?? 0) > data.length && <Pagination rowsPerPageOptions={[]} />}
    </>
  );
}
