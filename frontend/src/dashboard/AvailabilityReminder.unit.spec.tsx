import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import type { SpecialistProfile } from '../profile';
import { AvailabilityReminder, availabilityAgeInDays } from './AvailabilityReminder';

beforeAll(() => loadFeatureMessages('dashboard'));

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const profileSetAt = (updatedAt: string | null) =>
  ({
    id: 'p1',
    availability: {
      open_to_work: true,
      available_from: null,
      days_per_week: 5,
      booked_days_per_week: 0,
      discoverable: 'everyone',
      updated_at: updatedAt,
    },
  }) as unknown as SpecialistProfile;

function renderReminder(updatedAt: string | null) {
  signIn('specialist');
  renderWithAdmin(<AvailabilityReminder state={{ status: 'ready', profile: profileSetAt(updatedAt) }} now={NOW} />);
}

describe('the availability reminder (dashboard)', () => {
  it('asks a specialist who never set their availability', () => {
    renderReminder(null);
    const reminder = screen.getByTestId('availability-reminder');
    expect(reminder).toHaveAttribute('data-age', 'never');
    expect(reminder).toHaveTextContent('You have not said when you are free');
    expect(screen.getByRole('link', { name: /Update availability/ })).toHaveAttribute(
      'href',
      '/profile/profile#availability',
    );
  });

  it('asks again once it is more than 30 days old, by the clock it is given', () => {
    renderReminder('2026-03-31T11:00:00.000Z');
    expect(screen.getByTestId('availability-reminder')).toHaveTextContent('You last updated it 31 days ago.');
  });

  it('says nothing while it is 30 days old or newer, or while the profile loads', () => {
    renderReminder('2026-04-01T12:00:00.000Z');
    expect(screen.queryByTestId('availability-reminder')).toBeNull();
    renderWithAdmin(<AvailabilityReminder state={{ status: 'loading' }} now={NOW} />);
    expect(screen.queryByTestId('availability-reminder')).toBeNull();
  });

  it('counts whole days from the update to now', () => {
    expect(availabilityAgeInDays('2026-04-30T13:00:00.000Z', NOW)).toBe(0);
    expect(availabilityAgeInDays('2026-03-31T12:00:00.000Z', NOW)).toBe(31);
    expect(availabilityAgeInDays(null, NOW)).toBeNull();
    expect(availabilityAgeInDays('not a date', NOW)).toBeNull();
  });
});
