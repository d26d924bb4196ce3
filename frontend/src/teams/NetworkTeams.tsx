import AddRounded from '@mui/icons-material/AddRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { Button, Grid } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { CardsSkeleton } from '../components/CardsSkeleton';
import type { NetworkRecord, TeamRecord } from '../providers/hiringDomain';
import { ASKED_BESIDE_MS } from '../networkMembers';
import { viewer } from '../providers/viewer';
import { TeamCard } from './TeamCard';
import { TeamCreate } from './TeamCreate';

/** The teams of a network one reads: all of them (`seesAll`), or the ones the reader is in. */
export const networkTeamsQuery = (networkId: string, seesAll: boolean) => ({
  filter: seesAll ? { network_id: networkId } : { network_id: networkId, member_id: viewer().id },
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'created_at', order: 'DESC' as const },
});

/** The teams of a network: all of them for its owner (with Create team), the ones they are in for a member. */
/** `seesAll`: the owner and admins see every team of the network; a member the ones they are in. Only the owner creates. */
export function NetworkTeams({
  network,
  owner,
  seesAll = owner,
}: {
  network: NetworkRecord;
  owner: boolean;
  seesAll?: boolean;
}) {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const { data, isPending, error } = useGetList<TeamRecord>('teams', networkTeamsQuery(network.id, seesAll), {
    retry: false,
    staleTime: ASKED_BESIDE_MS,
  });
  return (
    <SectionCard
      title={translate(seesAll ? 'app.hiring.teams.of_network' : 'app.hiring.teams.mine_in_network')}
      icon={<GroupsOutlined />}
      testId="network-teams"
      action={
        owner && !network.archived ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<AddRounded />}
            onClick={() => setCreating(true)}
            data-testid="team-create-open"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {translate('app.hiring.teams.create')}
          </Button>
        ) : undefined
      }
    >
      {isPending ? (
        <CardsSkeleton count={2} height={130} />
      ) : error ? (
        <EmptyText>{translate('app.hiring.common.load_failed')}</EmptyText>
      ) : !data?.length ? (
        <EmptyText testId="teams-empty">
          {translate(seesAll ? 'app.hiring.teams.empty_network' : 'app.hiring.teams.empty_member_network')}
        </EmptyText>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((team) => (
            <Grid key={team.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <TeamCard team={team} />
            </Grid>
          ))}
        </Grid>
      )}
      {creating && <TeamCreate network={network} onClose={() => setCreating(false)} />}
    </SectionCard>
  );
}
