import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getUserId } from '../providers/session';
import { useFormatters } from '../i18n/useFormatters';
import type {
  EngagementRecord,
  EngagementRole,
  EngagementStatus,
  EngagementType,
  MilestoneStatus,
} from './projectsDomain';

const STATUS_COLOURS: Record<EngagementStatus, ChipProps['color']> = {
  draft: 'default',
  posted: 'info',
  in_progress: 'primary',
  completed: 'success',
  cancelled: 'error',
};

export function ProjectStatusChip({ status, size = 'small' }: { status: EngagementStatus; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size={size}
      color={STATUS_COLOURS[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={translate(`app.projects.status.${status}`)}
      data-testid="project-status"
      data-status={status}
    />
  );
}

/** DTH or DPD; the full name in the tooltip-free label for screen readers too. */
export function EngagementTypeChip({ type }: { type: EngagementType }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={type === 'DTH' ? 'secondary' : 'primary'}
      label={translate(`app.projects.type_short.${type}`)}
      title={translate(`app.projects.type.${type}`)}
      aria-label={translate(`app.projects.type.${type}`)}
      data-testid="project-type"
      data-type={type}
    />
  );
}

const MILESTONE_COLOURS: Record<MilestoneStatus, ChipProps['color']> = {
  todo: 'default',
  in_progress: 'info',
  done: 'success',
};

export function MilestoneStatusChip({ status }: { status: MilestoneStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={MILESTONE_COLOURS[status]}
      variant={status === 'todo' ? 'outlined' : 'filled'}
      label={translate(`app.projects.milestone_status.${status}`)}
      data-testid="milestone-status"
      data-status={status}
    />
  );
}

export function RoleChip({ role }: { role: EngagementRole }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`app.projects.role.${role}`)}
      data-testid="project-role"
      data-role={role}
    />
  );
}

/** 'Mar 3, 2026 – Jun 1, 2026', 'From …', 'Until …' or 'No dates yet', in the current locale. */
export function useDateRange() {
  const translate = useTranslate();
  const { day } = useFormatters();
  return {
    day,
    range: (start: string | null, end: string | null) => {
      if (start && end) return `${day(start)} – ${day(end)}`;
      if (start) return translate('app.projects.common.from_date', { date: day(start) });
      if (end) return translate('app.projects.common.until_date', { date: day(end) });
      return translate('app.projects.common.no_dates');
    },
  };
}

export function useBudget() {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (budget: EngagementRecord['budget']) =>
    budget
      ? number(budget.amount, { style: 'currency', currency: budget.currency, maximumFractionDigits: 0 })
      : translate('app.projects.common.no_budget');
}

/** What the reader may do on a project, from the role the API gives them (`my_role`). */
export function permissionsOf(project: Pick<EngagementRecord, 'my_role' | 'archived' | 'status'>) {
  const live = !project.archived;
  const role = project.my_role;
  const edit = live && (role === 'owner' || role === 'editor');
  // A completed or cancelled project's milestones are its record (the decider refuses any change).
  const milestonesOpen = project.status !== 'completed' && project.status !== 'cancelled';
  return {
    /** Details and team. */
    edit,
    /** Status, collaborators, archive. */
    manage: live && role === 'owner',
    /** Adding, changing and removing milestones. */
    editMilestones: edit && milestonesOpen,
    /** A milestone's status: editors and the owner any; a team member the ones they are responsible for. */
    move: (milestone: { responsible_id: string | null }) =>
      live &&
      milestonesOpen &&
      (role === 'owner' ||
        role === 'editor' ||
        (role === 'member' && !!milestone.responsible_id && milestone.responsible_id === getUserId())),
  };
}
