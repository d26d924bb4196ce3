import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';

/**
 * The user's own recent activity. No read endpoint serves a user's events yet, so this is
 * an honest empty state until one does (see docs/frontend.md).
 */
export function ActivityCard() {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid="activity-card">
      <CardHeader title={translate('app.dashboard.activity.title')} subheader={translate('app.dashboard.activity.subtitle')} />
      <CardContent sx={{ pt: 0 }}>
        <EmptyState dense icon={<HistoryRounded />} title={translate('app.dashboard.activity.empty_title')} body={translate('app.dashboard.activity.empty_body')} />
      </CardContent>
    </Card>
  );
}
