import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePersonName } from '../components/fullName';
import { links } from '../routes/links';
import { useFormatters } from '../i18n/useFormatters';
import type { AppDataProvider } from '../providers/dataProvider';
import { paths } from '../routes/paths';
import { NOTIFICATION_EVENT, followNotifications } from './notificationStream';
import type { AppNotification } from './notificationTypes';

const SHOWN = 20;
/** The badge counts to 99, then shows 99+; the bell's name says the same. */
const MAX_SHOWN = 99;
/** A detail of a notification as a word (a field's or a status's name), '' when it is none. */
const detailText = (value: unknown) => (typeof value === 'string' ? value : '');
const badgeText = (unread: number) => (unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread));

/** Where a notification takes its reader: the record it is about. */
export function notificationLink(n: AppNotification): string | null {
  const { type, id } = n.record;
  const target =
    type === 'share-link' ? { type: String(n.detail.target_type), id: String(n.detail.target_id) } : { type, id };
  switch (target.type) {
    case 'team':
      return links.teamById(target.id);
    case 'network':
      return links.network(target.id);
    case 'project':
      return links.project(target.id);
    case 'offer':
      return links.offers();
    case 'specialist':
    case 'profile':
      return links.profile(target.id);
    // A new match of a saved search: the specialist it found.
    case 'saved-search':
      return links.profile(n.person_id);
    case 'account':
      return `${paths.report}?${new URLSearchParams({ filter: JSON.stringify({ actor_id: [target.id] }) })}`;
    default:
      return null;
  }
}

/**
 * The bell of the top bar: the unread count, kept live by the notification stream (each new one
 * refreshes the count and the list), and the newest notifications in a popover. Opening one marks it
 * read and goes to its record; "Mark all read" clears the count.
 */
export default function NotificationBell() {
  const translate = useTranslate();
  const personName = usePersonName();
  const navigate = useNavigate();
  const { relative } = useFormatters();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: count, refetch: refetchCount } = useGetOne<{ id: string; count: number }>(
    'notification-count',
    { id: 'unread' },
    { retry: false },
  );
  const {
    data: items,
    isPending,
    error,
    refetch: refetchList,
  } = useGetList<AppNotification>(
    'notifications',
    { pagination: { page: 1, perPage: SHOWN } },
    { enabled: anchor !== null, retry: false },
  );
  const [markRead] = useUpdate<AppNotification>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const unread = count?.count ?? 0;

  // The stream says something new came: the count follows at once, and the list if it is open. One
  // stream for the bell's life (its callbacks are effect events, so a render does not reconnect).
  const onNew = useEffectEvent(() => {
    void refetchCount();
    if (anchor !== null) void refetchList();
    window.dispatchEvent(new Event(NOTIFICATION_EVENT));
  });
  // Once open, the stream misses nothing from then on: the count is read again to cover what came before.
  const onOpen = useEffectEvent(() => void refetchCount());
  useEffect(
    () =>
      followNotifications(
        () => onNew(),
        () => onOpen(),
      ),
    [],
  );

  const open = (n: AppNotification) => {
    if (!n.read)
      void markRead(
        'notifications',
        { id: n.id, data: { read: true }, previousData: n },
        { onSuccess: () => void refetchCount() },
      );
    setAnchor(null);
    const to = notificationLink(n);
    if (to) void navigate(to);
  };
  const { mutate: readAll, isPending: markingAll } = useMutation({
    mutationFn: () => dataProvider.markAllNotificationsRead(),
    onSuccess: () => void Promise.all([refetchCount(), refetchList()]),
  });

  const text = (n: AppNotification) =>
    translate(`app.notifications.kinds.${n.kind}`, {
      person: n.person_name ? personName(n.person_name) : translate('app.notifications.someone'),
      record: n.record.name ?? '',
      field: translate(`app.notifications.fields.${detailText(n.detail.field)}`, { _: detailText(n.detail.field) }),
      status: translate(`app.notifications.statuses.${detailText(n.detail.to)}`, { _: detailText(n.detail.to) }),
    });

  return (
    <>
      <Tooltip title={translate('app.notifications.title')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={
            unread > 0
              ? translate('app.notifications.open_unread', { smart_count: unread, shown: badgeText(unread) })
              : translate('app.notifications.open')
          }
          aria-haspopup="dialog"
          data-testid="notification-bell"
          sx={{ color: 'text.secondary' }}
        >
          <Badge
            // No content at 0: MUI keeps an invisible badge's "0" in the DOM, which axe reads as the button's
            // visible text (label-content-name-mismatch against "Notifications").
            badgeContent={unread > 0 ? unread : null}
            color="error"
            max={MAX_SHOWN}
            data-testid="notification-count"
            data-count={unread}
          >
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 380, maxWidth: 'calc(100vw - 24px)' },
            role: 'dialog',
            'aria-labelledby': 'notifications-title',
            'data-testid': 'notification-list',
          } as object,
        }}
      >
        <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography id="notifications-title" variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
              {translate('app.notifications.title')}
            </Typography>
            {unread > 0 && (
              <Typography variant="caption" color="text.secondary">
                {translate('app.notifications.unread_count', { smart_count: unread })}
              </Typography>
            )}
          </Box>
          <Button
            size="small"
            onClick={() => readAll()}
            disabled={unread === 0 || markingAll}
            data-testid="mark-all-read"
          >
            {translate('app.notifications.mark_all')}
          </Button>
        </Stack>
        <Divider />
        {isPending ? null : error ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('app.notifications.load_failed')}
          </Typography>
        ) : !items?.length ? (
          <Typography sx={{ p: 2 }} color="text.secondary" data-testid="notifications-empty">
            {translate('app.notifications.empty')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {items.map((n) => (
              <ListItem key={n.id} disablePadding>
                <ListItemButton
                  onClick={() => open(n)}
                  data-testid="notification"
                  data-kind={n.kind}
                  data-read={n.read ? 'true' : 'false'}
                  sx={{ alignItems: 'flex-start', gap: 1 }}
                >
                  <Box
                    component="span"
                    aria-hidden={n.read}
                    role={n.read ? undefined : 'img'}
                    aria-label={n.read ? undefined : translate('app.notifications.unread')}
                    sx={{
                      width: 8,
                      height: 8,
                      mt: 0.9,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: n.read ? 'transparent' : 'primary.main',
                    }}
                  />
                  <ListItemText
                    primary={text(n)}
                    secondary={
                      <>
                        <time dateTime={n.at}>{relative(n.at)}</time>
                        {n.count > 1 && ` · ${translate('app.notifications.times', { smart_count: n.count })}`}
                      </>
                    }
                    slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
