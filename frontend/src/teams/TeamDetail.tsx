import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { RecordTabs } from '../report';
import { TeamShow } from './TeamShow';

/**
 * The team detail of both spec routes: /profile/profile-network/network-detail/{networkId}/{teamId}
 * and /profile/profile-teams/team-detail?id={teamId}. Admins also get its History tab.
 */
export default function TeamDetail() {
  const translate = useTranslate();
  const { teamDet1 } = useParams();
  const [params] = useSearchParams();
  const id = teamDet1 ?? params.get('id');
  if (!id)
    return (
      <EmptyState
        icon={<GroupsOutlined fontSize="large" />}
        title={translate('app.hiring.team.missing_title')}
        body={translate('app.hiring.team.none_chosen')}
      />
    );
  return (
    <RecordTabs key={id} targetType="team" id={id}>
      <TeamShow id={id} />
    </RecordTabs>
  );
}
