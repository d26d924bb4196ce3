import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { Box, Breadcrumbs as MuiBreadcrumbs, Divider, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { BREADCRUMB_MAX_ITEMS } from '../config';
import { routeAt } from '../routes/routeTable';
import { defaultPathFor, getUserType } from '../providers/session';
import { activeTrail } from './menu/activeItem';
import { menuFor } from './menu/menuItems';

export interface Crumb {
  label: string;
  to?: string;
  icon?: ReactNode;
}

/** Dashboard / group / item title (+ the page when it is below its menu item). */
export function useCrumbs(icons: boolean): { title: string; crumbs: Crumb[] } {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const userType = getUserType();
  const { group, item } = activeTrail(menuFor(userType), pathname);
  const titleKey = routeAt(pathname)?.title;
  const pageTitle = titleKey ? translate(titleKey) : item ? translate(item.title) : '';
  const crumbs: Crumb[] = [
    {
      label: translate('app.menu.dashboard'),
      to: defaultPathFor(userType),
      icon: icons ? <HomeOutlined sx={{ fontSize: 18 }} /> : undefined,
    },
  ];
  if (group) crumbs.push({ label: translate(group.title) });
  if (item && item.id !== 'dashboard') {
    const ItemIcon = item.icon;
    crumbs.push({
      label: translate(item.title),
      to: item.url,
      icon: icons && ItemIcon ? <ItemIcon sx={{ fontSize: 18 }} /> : undefined,
    });
  }
  if (titleKey && titleKey !== item?.title) crumbs.push({ label: pageTitle });
  return { title: pageTitle, crumbs };
}

export interface BreadcrumbsProps {
  divider?: boolean;
  icons?: boolean;
  maxItems?: number;
  separator?: ReactNode;
}

export function Breadcrumbs({
  divider = false,
  icons = true,
  maxItems = BREADCRUMB_MAX_ITEMS,
  separator,
}: BreadcrumbsProps) {
  const translate = useTranslate();
  const { title, crumbs } = useCrumbs(icons);
  if (!title) return null;
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="h3" component="h1" data-testid="page-title">
          {title}
        </Typography>
        <MuiBreadcrumbs
          aria-label={translate('app.layout.breadcrumbs')}
          maxItems={maxItems}
          separator={separator ?? <ChevronRightRounded sx={{ fontSize: 16 }} />}
        >
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            const content = (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {crumb.icon}
                {crumb.label}
              </Box>
            );
            return crumb.to && !last ? (
              <Link
                key={index}
                component={LinkBase}
                to={crumb.to}
                underline="hover"
                color="text.secondary"
                variant="body2"
                sx={{ display: 'flex' }}
              >
                {content}
              </Link>
            ) : (
              <Typography
                key={index}
                variant="body2"
                color={last ? 'text.primary' : 'text.secondary'}
                aria-current={last ? 'page' : undefined}
                sx={{ display: 'flex', fontWeight: last ? 600 : 400 }}
              >
                {content}
              </Typography>
            );
          })}
        </MuiBreadcrumbs>
      </Box>
      {divider && <Divider sx={{ mt: 2 }} />}
    </Box>
  );
}
