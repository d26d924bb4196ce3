import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { ProfileView } from './ProfileView';

/** /profile-view?id=…: another specialist's profile, read-only (no edit control is rendered). */
export default function ProfileViewPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('profileId');
  if (!id) return <EmptyState icon={<PersonSearchOutlined />} title={translate('app.profile.view_missing_title')} body={translate('app.profile.view_missing_body')} />;
  return <ProfileView key={id} profileId={id} owner={false} />;
}
