import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../../providers/i18nProvider';
import { sentJson, type FetchCall, type FetchStub } from '../../test/fetchStub';
import { renderWithAdmin, signIn } from '../../test/renderWithAdmin';
import { ProfileContext } from '../ProfileContext';
import type { SpecialistProfile } from '../profileDomain';
import AvailabilityPanel from './AvailabilityPanel';

beforeAll(() => Promise.all([loadFeatureMessages('hiring'), loadFeatureMessages('projects')]));

/** A profile with only what the section reads; the rest of the document does not matter here. */
const aProfile = (overrides: Partial<SpecialistProfile> = {}) =>
  ({
    id: 'p1',
    availability: {
      open_to_work: true,
      available_from: '2026-03-02',
      days_per_week: 4,
      booked_days_per_week: 1.5,
      discoverable: 'networks',
      updated_at: '2026-01-10T09:00:00.000Z',
    },
    day_rate: { amount: 650, currency: 'EUR' },
    ...overrides,
  }) as SpecialistProfile;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: FetchStub;
beforeEach(() => {
  fetchMock = vi.fn<FetchCall>();
  vi.stubGlobal('fetch', fetchMock);
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(profile: SpecialistProfile, { owner = true, editing = true } = {}) {
  const reload = vi.fn(async () => undefined);
  renderWithAdmin(
    <ProfileContext.Provider value={{ profile, owner, editing, reload }}>
      <AvailabilityPanel />
      <Notification />
    </ProfileContext.Provider>,
  );
  return { reload };
}

const save = () => screen.getByTestId('dialog-save');

describe('availability and rate on the profile', () => {
  it('shows open to work, the start, days, booked and free days, the rate and who finds them', () => {
    renderPanel(aProfile());
    const panel = screen.getByTestId('availability-panel');
    expect(within(panel).getByTestId('availability-status')).toHaveTextContent('Open to work');
    expect(within(panel).getByTestId('availability-from-value')).toHaveTextContent('Mar 2, 2026');
    expect(within(panel).getByTestId('availability-days-value')).toHaveTextContent('4 days a week');
    expect(within(panel).getByTestId('availability-booked-value')).toHaveTextContent('1.5 days a week');
    expect(within(panel).getByTestId('availability-free-value')).toHaveTextContent('2.5 days a week');
    expect(within(panel).getByTestId('availability-rate-value')).toHaveTextContent('€650.00');
    expect(within(panel).getByTestId('availability-discoverable-value')).toHaveTextContent(
      'Owners of networks I joined',
    );
  });

  it('reads a profile that never set it as the defaults, and shows others no rate and no edit control', () => {
    renderPanel(aProfile({ availability: undefined, day_rate: null }), { owner: false, editing: false });
    expect(screen.getByTestId('availability-status')).toHaveAttribute('data-open', 'false');
    expect(screen.getByTestId('availability-from-value')).toHaveTextContent('Now');
    expect(screen.getByTestId('availability-free-value')).toHaveTextContent('5 days a week');
    expect(screen.queryByTestId('availability-rate-value')).toBeNull();
    expect(screen.queryByTestId('availability-discoverable-value')).toBeNull();
    expect(screen.queryByTestId('edit-availability')).toBeNull();
  });

  it('saves the whole section with PUT /user/specialist/{id}/availability, an empty date as now and no rate as null', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Availability updated', data: { id: 'p1' }, position: '3' }));
    const { reload } = renderPanel(aProfile());
    await userEvent.click(screen.getByTestId('edit-availability'));
    const dialog = await screen.findByTestId('availability-dialog');
    fireEvent.change(within(dialog).getByTestId('availability-from'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByTestId('availability-rate'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByTestId('availability-currency'), { target: { value: '' } });
    await userEvent.click(within(dialog).getByTestId('availability-discoverable-nobody'));
    await userEvent.click(within(dialog).getByTestId('availability-days'));
    await userEvent.click(await screen.findByRole('option', { name: '2.5 days a week' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/user/specialist/p1/availability');
    expect(init?.method).toBe('PUT');
    expect(sentJson(init)).toEqual({
      open_to_work: true,
      available_from: null,
      days_per_week: 2.5,
      day_rate: null,
      discoverable: 'nobody',
    });
    expect(await screen.findByText('Availability updated')).toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
  });

  it('keeps Save disabled for a rate without its currency, and tells a refusal by its code', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Day rate must be below one million',
            message_code: 'specialist.dayRateTooLarge',
          },
        },
        400,
      ),
    );
    renderPanel(aProfile());
    await userEvent.click(screen.getByTestId('edit-availability'));
    const dialog = await screen.findByTestId('availability-dialog');
    fireEvent.change(within(dialog).getByTestId('availability-currency'), { target: { value: '' } });
    expect(await within(dialog).findByText('Choose a currency (ISO 4217 code, e.g. EUR)')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
    fireEvent.change(within(dialog).getByTestId('availability-currency'), { target: { value: 'usd' } });
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    expect(await screen.findByText('Day rate must be below one million')).toBeInTheDocument();
    expect(sentJson(fetchMock.mock.calls[0][1])).toMatchObject({ day_rate: { amount: 650, currency: 'USD' } });
    expect(screen.getByTestId('availability-dialog')).toBeInTheDocument();
  });
});
