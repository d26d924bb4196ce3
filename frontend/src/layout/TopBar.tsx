import MenuRounded from '@mui/icons-material/MenuRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { APP_BAR_HEIGHT, NAV_DRAWER_WIDTH } from '../config';
import { defaultPathFor, getUserType } from '../providers/session';
import { lazyWithMessages } from '../i18n/lazyWithMessages';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { Logo } from '../components/Logo';
import { LogoMark } from '../components/LogoMark';
import { ProfileChip } from './ProfileChip';

// The bell, its live stream and its wording load after the page: the sign-in route carries none of it.
const NotificationBell = lazyWithMessages('notifications', () => import('../notifications/NotificationBell'));

export interface TopBarProps {
  narrow: boolean;
  menuOpen: boolean;
  onMenuToggle: () => void;
  onOpenSettings: () => void;
}

/** Top bar of spec 2.5: logo on desktop, menu toggle on small screens, language, settings and the avatar chip. */
export function TopBar({ narrow, menuOpen, onMenuToggle, onOpenSettings }: TopBarProps) {
  const translate = useTranslate();
  const home = defaultPathFor(getUserType());
  return (
    <AppBar
      position="fixed"
      sx={{ zIndex: (t) => t.zIndex.drawer + 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ minHeight: `${APP_BAR_HEIGHT}px !important`, gap: 1, px: { xs: 1.5, sm: 2.5 } }}>
        {narrow ? (
          <>
            <IconButton
              onClick={onMenuToggle}
              aria-label={translate(menuOpen ? 'app.menu.close' : 'app.menu.open')}
              aria-expanded={menuOpen}
              data-testid="menu-toggle"
              sx={{ bgcolor: 'action.hover' }}
            >
              <MenuRounded />
            </IconButton>
            <Box sx={{ ml: 0.5, display: 'flex' }}>
              <LogoMark size={32} />
            </Box>
          </>
        ) : (
          <Box sx={{ width: NAV_DRAWER_WIDTH - 20, display: 'flex', alignItems: 'center' }} data-testid="desktop-logo">
            <Logo to={home} />
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher compact={narrow} />
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
        <Tooltip title={translate('app.settings.title')}>
          <IconButton
            onClick={onOpenSettings}
            aria-label={translate('app.settings.open')}
            data-testid="open-settings"
            sx={{ color: 'text.secondary' }}
          >
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
        <ProfileChip />
      </Toolbar>
    </AppBar>
  );
}
