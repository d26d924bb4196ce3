import { Grid, Stack } from '@mui/material';
import { useMemo } from 'react';
import { ProfileContext, type ProfileContextValue } from '../profile/ProfileContext';
import type { SpecialistProfile } from '../profile/profileDomain';
import { LeftColumn } from '../profile/sections/LeftColumn';
import { AboutPanel, AdmiredBrandsPanel, AnswerPanel, CertificatesPanel, InterestsPanel, ProjectsPanel } from '../profile/sections/MainPanels';
import { ProfileHeader } from '../profile/sections/ProfileHeader';
import { SidePanel } from '../profile/sections/SidePanel';

/**
 * A specialist's profile document as of a moment, with the profile page's own read-only sections
 * (no edit control: not the owner, not editing), in the page's two columns. The page's sticky
 * section anchors are left out: inside the History tab they would scroll the live page.
 */
export default function ProfileAsOf({ record }: { record: Record<string, unknown> }) {
  const profile = record as unknown as SpecialistProfile;
  const value = useMemo<ProfileContextValue>(() => ({ profile, owner: false, editing: false, reload: async () => profile }), [profile]);
  return (
    <ProfileContext.Provider value={value}>
      <Stack spacing={3} data-testid="profile-as-of">
        <ProfileHeader mode="view" />
        <Grid container spacing={3} alignItems="flex-start">
          <Grid size={{ xs: 12, lg: 5 }}>
            <Stack spacing={3}>
              <SidePanel />
              <LeftColumn />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack spacing={3}>
              <AnswerPanel slot={2} />
              <AboutPanel />
              <AnswerPanel slot={3} />
              <AnswerPanel slot={4} />
              <AnswerPanel slot={5} />
              <AnswerPanel slot={6} />
              <CertificatesPanel />
              <ProjectsPanel />
              <AnswerPanel slot={7} />
              <InterestsPanel />
              <AnswerPanel slot={8} />
              <AdmiredBrandsPanel />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </ProfileContext.Provider>
  );
}
