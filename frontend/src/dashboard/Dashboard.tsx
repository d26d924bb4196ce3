import { Grid, Skeleton, Stack } from '@mui/material';
import { Suspense } from 'react';
import { lazyWithMessages } from '../i18n/lazyWithMessages';
import { isAdminRole } from '../providers/domain';
import { getUserId, getUserType } from '../providers/session';
import { useProfileRecord } from '../profile';
import { ActivityCard } from './ActivityCard';
import { AvailabilityReminder } from './AvailabilityReminder';
import { CompletenessCard } from './CompletenessCard';
import { IntroductionCard } from './IntroductionCard';
import { QuickLinks } from './QuickLinks';
import { WelcomeBanner } from './WelcomeBanner';
import type { ProfileState } from './completeness';

/** The owner's cards speak the hiring pages' words: their chunk loads with that wording. */
const OwnerDashboard = lazyWithMessages('hiring', () => import('./OwnerDashboard'));
/** So do the offers a specialist is made. */
const PendingOffersCard = lazyWithMessages('hiring', () => import('../offers/PendingOffersCard'));

/**
 * /profile/dashboard: a welcome, then for a specialist their profile's completeness, quick links,
 * introduction and recent activity; for a business owner (or admin) what they hire with instead
 * (they have no specialist profile to complete).
 */
export default function Dashboard() {
  const type = getUserType();
  const owner = type === 'business_owner' || isAdminRole(type);
  return (
    <Stack spacing={3} data-testid="dashboard" data-view={owner ? 'owner' : 'specialist'}>
      {owner ? (
        <Suspense fallback={<Skeleton variant="rounded" height={480} aria-busy="true" />}>
          <OwnerDashboard />
        </Suspense>
      ) : (
        <>
          <WelcomeBanner />
          <SpecialistDashboard />
        </>
      )}
    </Stack>
  );
}

function SpecialistDashboard() {
  const { profile: record, failed } = useProfileRecord(getUserId());
  const profile: ProfileState = record
    ? { status: 'ready', profile: record }
    : failed
      ? { status: 'unavailable' }
      : { status: 'loading' };
  return (
    <>
      <AvailabilityReminder state={profile} />
      <Suspense fallback={null}>
        <PendingOffersCard />
      </Suspense>
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
    </>
  );
}
