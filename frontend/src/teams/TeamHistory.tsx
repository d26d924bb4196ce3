import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { EmptyText, SectionCard } from '../profile/sections/SectionCard';
import { RowsSkeleton } from '../hiring/HiringBits';
import type { TeamHistoryItem } from '../hiring/hiringDomain';

const ICONS: Record<TeamHistoryItem['action'], ReactNode> = {
  created: <RocketLaunchOutlined />,
  member_added: <AddCircleOutlineRounded />,
  member_changed: <TuneRounded />,
  member_removed: <RemoveCircleOutlineRounded />,
  status_set: <FlagOutlined />,
  details_changed: <EditOutlined />,
  archived: <ArchiveOutlined />,
};

/** Who joined or left the team, what changed, when and by whom (GET /teams/{id}/history, newest first). */
export function TeamHistory({ teamId }: { teamId: string }) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const { data, isPending, error } = useGetList<TeamHistoryItem & { id: string }>('team-history', { filter: { team_id: teamId } }, { retry: false });
  return (
    <SectionCard title={translate('app.hiring.history.title')} icon={<HistoryRounded />} testId="team-history">
      {isPending ? (
        <RowsSkeleton rows={3} />
      ) : error ? (
        <EmptyText>{translate('app.hiring.common.load_failed')}</EmptyText>
      ) : !data?.length ? (
        <EmptyText>{translate('app.hiring.history.empty')}</EmptyText>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((item, index) => (
            <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ position: 'relative', pb: index === data.length - 1 ? 0 : 2 }} data-testid="history-item" data-action={item.action}>
              <Box sx={{ position: 'relative', flexShrink: 0 }}>
                <Box sx={{ width: 32, height: 32, borderRadius: '50%', display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: (t) => alpha(t.palette.primary.main, 0.1), '& svg': { fontSize: 18 } }}>{ICONS[item.action]}</Box>
                {index < data.length - 1 && <Box sx={{ position: 'absolute', left: 15, top: 34, bottom: -14, width: 2, bgcolor: 'divider' }} />}
              </Box>
              <Box sx={{ minWidth: 0, pt: 0.5 }}>
                <Typography variant="body2" data-testid="history-text">
                  {describe(item, translate)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.actor_name ? translate('app.hiring.history.by', { name: item.actor_name, date: date(item.at, { dateStyle: 'medium', timeStyle: 'short' }) }) : date(item.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function describe(item: TeamHistoryItem, translate: (key: string, options?: object) => string): string {
  const name = item.specialist_name || '--';
  const days = item.allocation_days ? translate('app.hiring.team.days_per_week', { smart_count: item.allocation_days }) : '';
  switch (item.action) {
    case 'member_added':
      return item.role_title ? translate('app.hiring.history.member_added_as', { name, role: item.role_title, days }) : translate('app.hiring.history.member_added', { name, days });
    case 'member_changed':
      return item.role_title ? translate('app.hiring.history.member_changed_as', { name, role: item.role_title, days }) : translate('app.hiring.history.member_changed', { name, days });
    case 'status_set':
      return translate('app.hiring.history.status_set', { status: translate(`app.hiring.team_status.${item.status ?? 'Draft'}`) });
    default:
      return translate(`app.hiring.history.${item.action}`, { name });
  }
}
