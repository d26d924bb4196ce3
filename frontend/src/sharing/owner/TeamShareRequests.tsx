import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { ShareRequestList } from './ShareRequestList';

/** The owner's team page: what clients answered through any of the team's shared links. */
export default function TeamShareRequests({ teamId }: { teamId: string }) {
  const translate = useTranslate();
  return (
    <SectionCard
      title={translate('app.sharing.requests.team_title')}
      icon={<ForumOutlined />}
      testId="team-share-requests"
      subtitle={translate('app.sharing.requests.team_hint')}
    >
      <ShareRequestList
        filter={{ target_type: 'team', target_id: teamId }}
        emptyBody="app.sharing.requests.team_empty"
      />
    </SectionCard>
  );
}
