import { List, ListSubheader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MenuItemsError } from './MenuItemsError';
import { NavCollapse } from './NavCollapse';
import { NavItem } from './NavItem';
import type { MenuItem } from './menuItems';

export function NavGroup({
  group,
  activeId,
  onNavigate,
}: {
  group: MenuItem;
  activeId?: string;
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  return (
    <List
      disablePadding
      aria-label={translate(group.title)}
      subheader={
        <ListSubheader
          disableSticky
          sx={{
            bgcolor: 'transparent',
            px: 2,
            pt: 2,
            pb: 0.5,
            lineHeight: 1.5,
            typography: 'overline',
            fontSize: '0.7rem',
            color: 'text.secondary',
          }}
        >
          {translate(group.title)}
        </ListSubheader>
      }
    >
      {group.children?.map((child) => {
        switch (child.type) {
          case 'item':
            return <NavItem key={child.id} item={child} selected={child.id === activeId} onNavigate={onNavigate} />;
          case 'collapse':
            return <NavCollapse key={child.id} item={child} activeId={activeId} onNavigate={onNavigate} />;
          default:
            return <MenuItemsError key={child.id} />;
        }
      })}
    </List>
  );
}
