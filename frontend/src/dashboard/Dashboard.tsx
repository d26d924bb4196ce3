import { Grid, Stack } from '@mui/material';
import { ActivityCard } from './ActivityCard';
import { CompletenessCard } from './CompletenessCard';
import { IntroductionCard } from './IntroductionCard';
import { QuickLinks } from './QuickLinks';
import { WelcomeBanner } from './WelcomeBanner';
import { getUserId } from '../providers/session';
import { useProfileRecord } from '../profile/useProfileRecord';
import type { ProfileState } from './completeness';

/** /profile/dashboard: welcome, profile completeness, quick links, introduction and recent activity. */
export default function Dashboard() {
  const { profile: record, failed } = useProfileRecord(getUserId());
  // Any failure (a business owner has no specialist profile) shows the empty states.
  const profile: ProfileState = record ? { status: 'ready', profile: record } : failed ? { status: 'unavailable' } : { status: 'loading' };
  return (
    <Stack spacing={3} data-testid="dashboard">
      <WelcomeBanner />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <CompletenessCard state={profile} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <QuickLinks />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ActivityCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <IntroductionCard state={profile} />
        </Grid>
      </Grid>
    </Stack>
  );
}
