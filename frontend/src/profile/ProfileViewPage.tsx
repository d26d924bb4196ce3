import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { DocumentButton, documentPaths } from '../documents';
import { RecordTabs } from '../report';
import { ProfileView } from './ProfileView';
import { SinceLastVisit } from '../changes';

/** /profile-view?id=…: another specialist's profile, read-only (no edit control is rendered); admins also get its History tab. */
export default function ProfileViewPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('profileId');
  if (!id)
    return (
      <EmptyState
        icon={<PersonSearchOutlined />}
        title={translate('app.profile.view_missing_title')}
        body={translate('app.profile.view_missing_body')}
      />
    );
  return (
    <RecordTabs key={id} targetType="specialist" id={id}>
      <SinceLastVisit type="specialist" id={id} sx={{ mb: 3 }} />
      <ProfileView
        profileId={id}
        owner={false}
        headerExtra={<DocumentButton kind="cv" path={documentPaths.cv(id)} />}
      />
    </RecordTabs>
  );
}
