import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { paths } from '../routes/paths';
import type { ProfileState } from './completeness';

/** An availability older than this many days is worth a second look (issue 39, "Availability and rates"). */
export const AVAILABILITY_STALE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Days since the availability was set, or null when it never was. */
export function availabilityAgeInDays(updatedAt: string | null | undefined, now: number): number | null {
  const at = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  return Number.isNaN(at) ? null : Math.floor((now - at) / DAY_MS);
}

/**
 * Asks a specialist to check their availability when they never set it or set it more than 30 days
 * ago, so owners do not offer seats on stale days; nothing otherwise. `now` is the clock (tests set it).
 */
export function AvailabilityReminder({ state, now }: { state: ProfileState; now?: number }) {
  const translate = useTranslate();
  // The page's clock: read once, when the dashboard opens.
  const [openedAt] = useState(() => Date.now());
  if (state.status !== 'ready') return null;
  const age = availabilityAgeInDays(state.profile.availability?.updated_at, now ?? openedAt);
  if (age !== null && age <= AVAILABILITY_STALE_DAYS) return null;
  return (
    <Alert
      severity="info"
      data-testid="availability-reminder"
      data-age={age ?? 'never'}
      action={
        <Button
          component={LinkBase}
          to={`${paths.profile}#availability`}
          color="inherit"
          size="small"
          endIcon={<ArrowForwardRounded />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.dashboard.availability_reminder.update')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.dashboard.availability_reminder.title')}</AlertTitle>
      {age === null
        ? translate('app.dashboard.availability_reminder.never')
        : translate('app.dashboard.availability_reminder.stale', { smart_count: age })}
    </Alert>
  );
}
