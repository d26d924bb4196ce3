import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { Box, Chip, Divider, ListItemIcon, ListItemText, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetIdentity, useLogout, useNavigate, useTranslate } from 'react-admin';
import { paths } from '../routes/paths';
import { getStoredUser } from '../providers/session';
import { UserAvatar, initialsOf } from '../components/UserAvatar';

/** The avatar chip of the top bar; its popup has Account (for whoever may open the account page: not admins) and Logout. */
export function ProfileChip() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = getStoredUser();
  const name = identity?.fullName || [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  const close = () => setAnchor(null);
  const { canAccess: canOpenAccount } = useCanAccess({ resource: 'editAccount', action: 'access' });

  return (
    <>
      <Chip
        onClick={(e) => setAnchor(e.currentTarget)}
        avatar={<UserAvatar name={name} src={identity?.avatar} size={32} decorative />}
        label={<TuneRounded fontSize="small" sx={{ display: 'block', color: 'text.secondary' }} />}
        // The initials the avatar shows are part of the name (WCAG 2.5.3, label in name).
        aria-label={
          identity?.avatar
            ? translate('app.layout.profile_menu')
            : `${translate('app.layout.profile_menu')}: ${initialsOf(name)}`
        }
        aria-haspopup="menu"
        data-testid="profile-chip"
        variant="outlined"
        sx={{
          height: 44,
          borderRadius: 99,
          pl: 0.5,
          pr: 0.25,
          '& .MuiChip-avatar': { width: 32, height: 32, ml: 0.25 },
        }}
      />
      {/* Who is signed in heads the popup, outside the menu: role=menu holds only its items. */}
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, pt: 2, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar name={name} src={identity?.avatar} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {translate(`app.roles.${user?.userType ?? 'specialist'}`, { _: user?.userType ?? '' })}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuList autoFocusItem aria-label={translate('app.layout.profile_menu')} sx={{ py: 0.5 }}>
          {canOpenAccount && (
            <MenuItem
              data-testid="menu-account"
              onClick={() => {
                close();
                navigate(paths.editAccount);
              }}
            >
              <ListItemIcon>
                <ManageAccountsOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate('app.layout.account')} />
            </MenuItem>
          )}
          <MenuItem
            data-testid="menu-logout"
            onClick={() => {
              close();
              void logout();
            }}
          >
            <ListItemIcon>
              <LogoutRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('app.layout.logout')} />
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
