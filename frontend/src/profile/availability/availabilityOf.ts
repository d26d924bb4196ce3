import type { Availability, DayRate, SpecialistProfile } from '../profileDomain';
import { DEFAULT_AVAILABILITY } from '../profileDomain';

/** The profile's availability as the API reads it (with the booked days and when it was set), or the defaults. */
export function availabilityOf(profile: SpecialistProfile): { availability: Availability; dayRate: DayRate | null } {
  const read = profile.availability as Partial<Availability> | undefined;
  const { day_rate: _rate, ...defaults } = DEFAULT_AVAILABILITY;
  return {
    availability: { ...defaults, booked_days_per_week: 0, updated_at: null, ...read },
    dayRate: profile.day_rate ?? null,
  };
}

/** Days a week still free: what they give less what teams have booked (never below 0). */
export const freeDaysOf = (a: Pick<Availability, 'days_per_week' | 'booked_days_per_week'>) =>
  Math.max(0, a.days_per_week - a.booked_days_per_week);

/** Half days from 0 to the week's maximum: 0, 0.5, 1 … 5. */
export const halfDays = (max: number) => Array.from({ length: max * 2 + 1 }, (_, i) => i / 2);
