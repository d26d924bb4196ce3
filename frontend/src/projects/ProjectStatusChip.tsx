import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EngagementStatus } from './projectsDomain';

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
