import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CancelScheduleSendOutlined from '@mui/icons-material/CancelScheduleSendOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { ReactNode } from 'react';
import { HistoryTimeline } from '../components/HistoryTimeline';
import type { EngagementHistoryAction, EngagementHistoryItem } from './projectsDomain';

const ICONS: Record<EngagementHistoryAction, ReactNode> = {
  created: <RocketLaunchOutlined />,
  details_changed: <EditOutlined />,
  status_changed: <FlagOutlined />,
  team_assigned: <GroupsOutlined />,
  milestone_added: <AddCircleOutlineRounded />,
  milestone_changed: <TuneRounded />,
  milestone_status_set: <SwapVertRounded />,
  milestone_removed: <RemoveCircleOutlineRounded />,
  collaborator_invited: <ForwardToInboxOutlined />,
  collaborator_declined: <PersonOffOutlined />,
  collaborator_withdrawn: <CancelScheduleSendOutlined />,
  collaborator_added: <PersonAddAlt1Outlined />,
  collaborator_changed: <TuneRounded />,
  collaborator_removed: <PersonRemoveOutlined />,
  archived: <ArchiveOutlined />,
};

const WORDING = {
  title: 'app.projects.history.title',
  loadFailed: 'app.projects.common.load_failed',
  empty: 'app.projects.history.empty',
  by: 'app.projects.history.by',
};

/** What happened to the project, when and by whom (GET /projects/{id}/history, newest first), worded per action. */
export function ProjectHistory({ projectId }: { projectId: string }) {
  return (
    <HistoryTimeline<EngagementHistoryAction, EngagementHistoryItem>
      resource="project-history"
      filter={{ project_id: projectId }}
      testId="project-history"
      wording={WORDING}
      icons={ICONS}
      describe={describeProjectEvent}
      breakWords
    />
  );
}

type Translate = (key: string, options?: object) => string;

/** One history entry as a sentence of the current locale, from its data (`detail`, docs/api.md). */
export function describeProjectEvent(
  item: Pick<EngagementHistoryItem, 'action' | 'detail'>,
  translate: Translate,
): string {
  const d = item.detail;
  const text = (key: string) => (typeof d[key] === 'string' ? d[key] : '--');
  const status = (key: string) => (typeof d[key] === 'string' ? translate(`app.projects.status.${d[key]}`) : '--');
  const fields = () =>
    (Array.isArray(d.changed) ? d.changed : [])
      .map((field) => translate(`app.projects.history.field.${field}`, { _: field }))
      .join(', ');
  switch (item.action) {
    case 'created':
      return translate('app.projects.history.created', {
        name: text('name'),
        type: typeof d.engagement_type === 'string' ? translate(`app.projects.type_short.${d.engagement_type}`) : '',
      });
    case 'details_changed':
      return translate('app.projects.history.details_changed', { fields: fields() || '--' });
    case 'status_changed':
      return translate('app.projects.history.status_changed', { from: status('from'), to: status('to') });
    case 'team_assigned':
      return d.previous_team_id
        ? translate('app.projects.history.team_replaced', {
            team: text('team_name'),
            previous: text('previous_team_name'),
          })
        : translate('app.projects.history.team_assigned', { team: text('team_name') });
    case 'milestone_status_set':
      return translate('app.projects.history.milestone_status_set', {
        title: text('title'),
        status: typeof d.status === 'string' ? translate(`app.projects.milestone_status.${d.status}`) : '--',
      });
    case 'milestone_added':
    case 'milestone_changed':
    case 'milestone_removed':
      return translate(`app.projects.history.${item.action}`, { title: text('title') });
    case 'collaborator_invited':
    case 'collaborator_added':
    case 'collaborator_changed':
      return translate(`app.projects.history.${item.action}`, {
        email: text('email'),
        role: typeof d.role === 'string' ? translate(`app.projects.role.${d.role}`) : '--',
      });
    case 'collaborator_declined':
    case 'collaborator_withdrawn':
    case 'collaborator_removed':
      return translate(`app.projects.history.${item.action}`, { email: text('email') });
    default:
      return translate(`app.projects.history.${item.action}`);
  }
}
