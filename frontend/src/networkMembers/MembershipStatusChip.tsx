import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MembershipStatus } from '../providers/hiringDomain';

const MEMBERSHIP_COLOURS: Record<MembershipStatus, ChipProps['color']> = {
  invited: 'warning',
  joined: 'success',
  declined: 'default',
  removed: 'default',
  left: 'default',
  erased: 'default',
};

export function MembershipStatusChip({ status }: { status: MembershipStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'joined' ? 'filled' : 'outlined'}
      color={MEMBERSHIP_COLOURS[status]}
      label={translate(`app.hiring.membership_status.${status}`)}
      data-testid="membership-status"
      data-status={status}
    />
  );
}
