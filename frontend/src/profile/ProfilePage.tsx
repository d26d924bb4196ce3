import { getUserId } from '../providers/session';
import { ProfileView } from './ProfileView';
import { VideoAskEmbedButton } from './VideoAskEmbed';

/** /profile/profile: My Profile, the signed-in specialist's own, with the Edit/View toggle. */
export default function ProfilePage() {
  return <ProfileView profileId={getUserId()} owner headerExtra={<VideoAskEmbedButton />} />;
}
