import { Box } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { MenuItemsError } from './MenuItemsError';
import { NavGroup } from './NavGroup';
import { activeTrail } from './activeItem';
import type { MenuItem } from './menuItems';

/** Renders the role's menu; the item the current path belongs to is highlighted. */
export function MenuList({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const activeId = activeTrail(items, pathname).item?.id;
  return (
    <Box component="nav" aria-label={translate('app.menu.label')} sx={{ px: 2 }}>
      {items.map((entry) =>
        entry.type === 'group' ? (
          <NavGroup key={entry.id} group={entry} activeId={activeId} onNavigate={onNavigate} />
        ) : (
          <MenuItemsError key={entry.id} />
        ),
      )}
    </Box>
  );
}
