import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { ReactNode } from 'react';
import { HistoryTimeline } from '../components/HistoryTimeline';
import type { TeamHistoryItem } from '../providers/hiringDomain';
import { isErasedName } from '@dth/domain/privacy/erasedNames';

const ICONS: Record<TeamHistoryItem['action'], ReactNode> = {
  created: <RocketLaunchOutlined />,
  member_added: <AddCircleOutlineRounded />,
  member_changed: <TuneRounded />,
  member_removed: <RemoveCircleOutlineRounded />,
  status_set: <FlagOutlined />,
  details_changed: <EditOutlined />,
  archived: <ArchiveOutlined />,
};

const WORDING = {
  title: 'app.hiring.history.title',
  loadFailed: 'app.hiring.common.load_failed',
  empty: 'app.hiring.history.empty',
  by: 'app.hiring.history.by',
};

/** Who joined or left the team, what changed, when and by whom (GET /teams/{id}/history, newest first). */
export function TeamHistory({ teamId }: { teamId: string }) {
  return (
    <HistoryTimeline<TeamHistoryItem['action'], TeamHistoryItem>
      resource="team-history"
      filter={{ team_id: teamId }}
      testId="team-history"
      wording={WORDING}
      icons={ICONS}
      describe={describe}
    />
  );
}

function describe(item: TeamHistoryItem, translate: (key: string, options?: object) => string): string {
  const name = isErasedName(item.specialist_name ?? '')
    ? translate('app.common.erased_user')
    : item.specialist_name || '--';
  const days = item.allocation_days
    ? translate('app.hiring.team.days_per_week', { smart_count: item.allocation_days })
    : '';
  switch (item.action) {
    case 'member_added':
      return item.role_title
        ? translate('app.hiring.history.member_added_as', { name, role: item.role_title, days })
        : translate('app.hiring.history.member_added', { name, days });
    case 'member_changed':
      return item.role_title
        ? translate('app.hiring.history.member_changed_as', { name, role: item.role_title, days })
        : translate('app.hiring.history.member_changed', { name, days });
    case 'status_set':
      return translate('app.hiring.history.status_set', {
        status: translate(`app.hiring.team_status.${item.status ?? 'Draft'}`),
      });
    default:
      return translate(`app.hiring.history.${item.action}`, { name });
  }
}
