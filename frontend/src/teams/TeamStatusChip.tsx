import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TeamStatus } from '../providers/hiringDomain';

const TEAM_COLOURS: Record<TeamStatus, ChipProps['color']> = { Draft: 'default', Saved: 'info', Approved: 'success' };

export function TeamStatusChip({ status }: { status: TeamStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={TEAM_COLOURS[status]}
      variant={status === 'Draft' ? 'outlined' : 'filled'}
      label={translate(`app.hiring.team_status.${status}`)}
      data-testid="team-status"
      data-status={status}
    />
  );
}
