import { Stack } from '@mui/material';
import { useMemo } from 'react';
import {
  ProfileColumns,
  ProfileContext,
  ProfileHeader,
  type ProfileContextValue,
  type SpecialistProfile,
} from '../profile';

/**
 * A specialist's profile document as of a moment, with the profile page's own read-only sections
 * (no edit control: not the owner, not editing), in the page's two columns. The page's sticky
 * section anchors are left out: inside the History tab they would scroll the live page.
 */
export default function ProfileAsOf({ record }: { record: Record<string, unknown> }) {
  const profile = record as unknown as SpecialistProfile;
  const value = useMemo<ProfileContextValue>(
    () => ({ profile, owner: false, editing: false, reload: () => Promise.resolve(profile) }),
    [profile],
  );
  return (
    <ProfileContext.Provider value={value}>
      <Stack spacing={3} data-testid="profile-as-of">
        <ProfileHeader mode="view" />
        <ProfileColumns side={{ xs: 12, lg: 5 }} main={{ xs: 12, lg: 7 }} />
      </Stack>
    </ProfileContext.Provider>
  );
}
