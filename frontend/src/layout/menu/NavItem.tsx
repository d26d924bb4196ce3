import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { MenuItem } from './menuItems';

export interface NavItemProps {
  item: MenuItem;
  selected: boolean;
  level?: number;
  onNavigate?: () => void;
}

export function NavItem({ item, selected, level = 1, onNavigate }: NavItemProps) {
  const translate = useTranslate();
  const Icon = item.icon;
  const linkProps = item.external
    ? { component: 'a' as const, href: item.url, target: '_blank', rel: 'noopener noreferrer' }
    : { component: LinkBase, to: item.url ?? '/' };
  // A list item of its group's list (a <ul> holds only <li>s).
  return (
    <li>
      <ListItemButton
        {...linkProps}
        selected={selected}
        disabled={item.disabled}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        data-menu-item={item.id}
        sx={{ pl: level > 1 ? 2 + level * 1.5 : 2, py: 1.1 }}
      >
        {Icon && (
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText
          primary={translate(item.title)}
          slotProps={{ primary: { variant: 'body2', fontWeight: selected ? 600 : 500, noWrap: true } }}
        />
        {item.external && <OpenInNewRounded sx={{ fontSize: 16, opacity: 0.6 }} />}
      </ListItemButton>
    </li>
  );
}
