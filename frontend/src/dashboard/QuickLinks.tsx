import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Box, Card, CardHeader, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { LinkBase, useTranslate } from 'react-admin';
import { paths } from '../routes/paths';

const LINKS = [
  { key: 'profile', to: paths.profile, icon: PersonOutlineOutlined },
  { key: 'network', to: paths.network, icon: HubOutlined },
  { key: 'my_projects', to: paths.myProjects, icon: WorkOutlineOutlined },
  { key: 'shared_projects', to: paths.sharedProjects, icon: FolderSharedOutlined },
  { key: 'account', to: paths.editAccount, icon: ManageAccountsOutlined },
] as const;

export function QuickLinks() {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid="quick-links">
      <CardHeader title={translate('app.dashboard.quick_links.title')} />
      <List sx={{ px: 1.5, pb: 1.5 }}>
        {LINKS.map(({ key, to, icon: Icon }) => (
          <ListItem key={key} disablePadding>
            <ListItemButton component={LinkBase} to={to} sx={{ py: 1.25 }}>
              <ListItemIcon>
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                  }}
                >
                  <Icon fontSize="small" />
                </Box>
              </ListItemIcon>
              <ListItemText
                primary={translate(`app.dashboard.quick_links.${key}`)}
                secondary={translate(`app.dashboard.quick_links.${key}_hint`)}
                slotProps={{ primary: { variant: 'body2', fontWeight: 600 }, secondary: { variant: 'caption' } }}
              />
              <ChevronRightRounded fontSize="small" sx={{ color: 'text.disabled' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
