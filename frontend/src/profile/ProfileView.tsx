import { Card, Grid, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ProfileContext, type ProfileContextValue } from './ProfileContext';
import { ProfileColumns } from './sections/ProfileColumns';
import { ProfileHeader } from './sections/ProfileHeader';
import { useProfileRecord } from './useProfileRecord';
import { HeaderCardSkeleton } from '../components/HeaderCardSkeleton';

const TABS = [
  ['basic-info', 'app.profile.tabs.basic_info'],
  ['skills', 'app.profile.tabs.skills'],
  ['certificate', 'app.profile.tabs.certificate'],
  ['projects', 'app.profile.tabs.projects'],
  ['projectinterest', 'app.profile.tabs.projectinterest'],
] as const;

function TabAnchors() {
  const translate = useTranslate();
  const [active, setActive] = useState<string>(
    () => (typeof window !== 'undefined' && window.location.hash.slice(1)) || 'basic-info',
  );
  const go = (id: string) => {
    setActive(id);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(id)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  return (
    <Card sx={{ position: 'sticky', top: { xs: 64, md: 80 }, zIndex: 3, px: 1 }} data-testid="profile-tabs">
      <Tabs
        value={TABS.some(([id]) => id === active) ? active : false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('app.profile.tabs.label')}
      >
        {TABS.map(([id, key]) => (
          <Tab
            key={id}
            value={id}
            label={translate(key)}
            component="a"
            href={`#${id}`}
            onClick={(e: React.MouseEvent) => {
              e.preventDefault();
              go(id);
            }}
            sx={{ minHeight: 52, fontWeight: 600 }}
            data-testid={`tab-${id}`}
          />
        ))}
      </Tabs>
    </Card>
  );
}

export function ProfileSkeleton() {
  return (
    <Stack spacing={3} data-testid="profile-skeleton" aria-busy="true">
      <HeaderCardSkeleton bannerHeight={128} picture="circular" pictureSize={128} />
      <Skeleton variant="rounded" height={52} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={180} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

/**
 * The profile page of spec 2.6. `owner` enables the Edit/View toggle and every edit control;
 * other viewers get none of them in the DOM.
 */
export function ProfileView({
  profileId,
  owner,
  initialMode = 'view',
  headerExtra,
  children,
}: {
  profileId: string | null;
  owner: boolean;
  initialMode?: 'view' | 'edit';
  headerExtra?: ReactNode;
  children?: ReactNode;
}) {
  const { profile, reload } = useProfileRecord(profileId);
  const [mode, setMode] = useState<'view' | 'edit'>(owner ? initialMode : 'view');
  // A profile that cannot be loaded keeps the skeleton (spec 8: only logged).
  const value = useMemo<ProfileContextValue | null>(
    () => (profile ? { profile, owner, editing: owner && mode === 'edit', reload } : null),
    [profile, owner, mode, reload],
  );
  if (!value) return <ProfileSkeleton />;
  return (
    <ProfileLayout value={value} mode={mode} onMode={owner ? setMode : undefined} headerExtra={headerExtra}>
      {children}
    </ProfileLayout>
  );
}

/**
 * A profile already in hand (a shared link's public profile), in the same layout, read-only: no
 * edit control, and with `publicView` no contact or billing row.
 */
export function ProfileReadOnly({
  profile,
  publicView = false,
  children,
}: {
  profile: ProfileContextValue['profile'];
  publicView?: boolean;
  children?: ReactNode;
}) {
  const value = useMemo<ProfileContextValue>(
    () => ({ profile, owner: false, editing: false, reload: () => Promise.resolve(profile), publicView }),
    [profile, publicView],
  );
  return (
    <ProfileLayout value={value} mode="view">
      {children}
    </ProfileLayout>
  );
}

function ProfileLayout({
  value,
  mode,
  onMode,
  headerExtra,
  children,
}: {
  value: ProfileContextValue;
  mode: 'view' | 'edit';
  onMode?: (mode: 'view' | 'edit') => void;
  headerExtra?: ReactNode;
  children?: ReactNode;
}) {
  const { owner } = value;
  return (
    <ProfileContext.Provider value={value}>
      <Stack
        spacing={3}
        data-testid="profile-page"
        data-mode={value.editing ? 'edit' : 'view'}
        data-owner={owner ? 'true' : 'false'}
        sx={{ maxWidth: 1440, mx: 'auto', width: '100%' }}
      >
        {children}
        <ProfileHeader mode={mode} onMode={onMode} extra={headerExtra} />
        <TabAnchors />
        <ProfileColumns side={{ xs: 12, md: 5, lg: 4 }} main={{ xs: 12, md: 7, lg: 8 }} />
      </Stack>
    </ProfileContext.Provider>
  );
}
