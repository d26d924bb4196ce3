import { Box, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-admin';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import { APP_BAR_HEIGHT } from '../config';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { Breadcrumbs } from './Breadcrumbs';
import { ErasureReminder } from './ErasureReminder';
import { PageSkeleton } from './PageSkeleton';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The signed-in shell of spec 2.5: top bar, left drawer, breadcrumbs, the page, the settings drawer. */
export default function AppLayout() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { pathname } = useLocation();
  // The phone's menu is open on the page, at the width, where it was opened: going elsewhere closes it.
  const here = `${pathname} ${narrow}`;
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === here;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? here : null);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopBar
        narrow={narrow}
        menuOpen={menuOpen}
        onMenuToggle={() => setMenuOpen(!menuOpen)}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <Sidebar narrow={narrow} open={narrow ? menuOpen : true} onClose={() => setMenuOpen(false)} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: 6, outline: 'none' }}
      >
        <Toolbar sx={{ minHeight: `${APP_BAR_HEIGHT}px !important` }} />
        <Box sx={{ maxWidth: 1440, mx: 'auto', pt: { xs: 2.5, md: 4 } }}>
          <ErasureReminder />
          <Breadcrumbs />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
