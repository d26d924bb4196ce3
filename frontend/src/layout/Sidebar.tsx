import { Box, Chip, Drawer, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { APP_BAR_HEIGHT, NAV_DRAWER_WIDTH, VERSION_LABEL } from '../config';
import { defaultPathFor, getUserType } from '../providers/session';
import { Logo } from '../components/Logo';
import { MenuList } from './menu/MenuList';
import { menuFor } from './menu/menuItems';

export interface SidebarProps {
  /** Narrow screens get a temporary drawer that closes after a choice. */
  narrow: boolean;
  open: boolean;
  onClose: () => void;
}

/** The left drawer of spec 2.5: persistent on wide screens, temporary on narrow ones. */
export function Sidebar({ narrow, open, onClose }: SidebarProps) {
  const translate = useTranslate();
  const userType = getUserType();
  const content = (
    <Stack sx={{ height: '100%' }}>
      {narrow ? (
        <Box sx={{ px: 3, height: APP_BAR_HEIGHT, display: 'flex', alignItems: 'center' }}>
          <Logo to={defaultPathFor(userType)} size={32} />
        </Box>
      ) : (
        <Toolbar sx={{ minHeight: `${APP_BAR_HEIGHT}px !important` }} />
      )}
      <Box sx={{ flexGrow: 1, overflowY: 'auto', pb: 2 }}>
        <MenuList items={menuFor(userType)} onNavigate={narrow ? onClose : undefined} />
      </Box>
      <Box sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {translate('app.layout.version')}
        </Typography>
        <Chip size="small" variant="outlined" label={VERSION_LABEL} sx={{ fontSize: '0.7rem', height: 22 }} />
      </Box>
    </Stack>
  );
  return (
    <Box component="aside" sx={{ width: { md: NAV_DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
      <Drawer
        variant={narrow ? 'temporary' : 'persistent'}
        anchor="left"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        data-drawer-variant={narrow ? 'temporary' : 'persistent'}
        slotProps={{
          paper: {
            sx: {
              width: NAV_DRAWER_WIDTH,
              boxSizing: 'border-box',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            },
          },
        }}
      >
        {content}
      </Drawer>
    </Box>
  );
}
