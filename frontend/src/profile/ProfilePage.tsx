import { DocumentButton, documentPaths } from '../documents';
import { getStoredUser, getUserId } from '../providers/session';
import { ShareButton } from '../sharing';
import { ProfileView } from './ProfileView';
import { fullNameOf } from './sections/ProfileHeader';
import { VideoAskEmbedButton } from './VideoAskEmbed';

/** /profile/profile: My Profile, the signed-in specialist's own, with the Edit/View toggle. */
export default function ProfilePage() {
  const id = getUserId();
  return (
    <ProfileView
      profileId={id}
      owner
      headerExtra={
        <>
          {id && (
            <ShareButton
              targetType="profile"
              targetId={id}
              targetName={fullNameOf({ first_name: getStoredUser()?.firstName, last_name: getStoredUser()?.lastName })}
            />
          )}
          {id && <DocumentButton kind="cv" path={documentPaths.cv(id)} />}
          <VideoAskEmbedButton />
        </>
      }
    />
  );
}
