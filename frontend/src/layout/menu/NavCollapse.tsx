import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuItemsError } from './MenuItemsError';
import { NavItem } from './NavItem';
import type { MenuItem } from './menuItems';

export function NavCollapse({
  item,
  activeId,
  onNavigate,
}: {
  item: MenuItem;
  activeId?: string;
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  const containsActive = Boolean(item.children?.some((child) => child.id === activeId));
  const [open, setOpen] = useState(containsActive);
  const Icon = item.icon;
  return (
    <li>
      <ListItemButton
        onClick={() => setOpen(!open)}
        selected={containsActive && !open}
        aria-expanded={open}
        sx={{ py: 1.1 }}
      >
        {Icon && (
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={translate(item.title)} slotProps={{ primary: { variant: 'body2', fontWeight: 500 } }} />
        {open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>
          {item.children?.map((child) =>
            child.type === 'item' ? (
              <NavItem key={child.id} item={child} level={2} selected={child.id === activeId} onNavigate={onNavigate} />
            ) : (
              <MenuItemsError key={child.id} />
            ),
          )}
        </List>
      </Collapse>
    </li>
  );
}
