import HistoryRounded from '@mui/icons-material/HistoryRounded';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Tooltip,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useGetList, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { useFormatters } from '../i18n/useFormatters';
import { getUserId } from '../providers/session';
import { activityIcon, activityKey } from './activityLabels';
import type { ActivityItem } from '../providers/resources/activity';

const SHOWN = 8;

/** The user's own recent activity (GET /user/activity); an empty state when there is none or it cannot load. */
export function ActivityCard() {
  const translate = useTranslate();
  const { date, relative } = useFormatters();
  const { data: items, error, isPending } = useGetList<ActivityItem>('activity', undefined, { retry: false });
  const userId = getUserId();
  return (
    <Card sx={{ height: '100%' }} data-testid="activity-card">
      <CardHeader
        title={translate('app.dashboard.activity.title')}
        subheader={translate('app.dashboard.activity.subtitle')}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending && (
          <Box aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        )}
        {(error || items?.length === 0) && (
          <EmptyState
            dense
            icon={<HistoryRounded />}
            title={translate('app.dashboard.activity.empty_title')}
            body={translate('app.dashboard.activity.empty_body')}
          />
        )}
        {items && items.length > 0 && (
          <List disablePadding data-testid="activity-list">
            {items.slice(0, SHOWN).map((item) => {
              const Icon = activityIcon(item.type);
              return (
                <ListItem key={item.id} disableGutters sx={{ py: 0.75 }}>
                  <ListItemAvatar sx={{ minWidth: 48 }}>
                    <Box
                      sx={{
                        width: 36,
                        height: 36,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        color: 'primary.main',
                        bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                      }}
                    >
                      <Icon fontSize="small" />
                    </Box>
                  </ListItemAvatar>
                  <ListItemText
                    primary={translate(activityKey(item.type, item, userId))}
                    secondary={
                      <>
                        {item.subject && (
                          <Box
                            component="span"
                            sx={{ fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}
                            data-testid="activity-subject"
                          >
                            {item.subject}
                            {' · '}
                          </Box>
                        )}
                        <Tooltip
                          title={date(item.created_at, { dateStyle: 'long', timeStyle: 'short' })}
                          placement="bottom-start"
                        >
                          <Box component="time" dateTime={item.created_at}>
                            {relative(item.created_at)}
                          </Box>
                        </Tooltip>
                      </>
                    }
                    slotProps={{ primary: { variant: 'body2', fontWeight: 500 }, secondary: { variant: 'caption' } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
