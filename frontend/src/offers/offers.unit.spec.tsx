import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { fakeDataProvider } from '../test/hiringData';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import type { OfferRead } from './offerRead';
import PendingOffersCard from './PendingOffersCard';
import { TeamOffers } from './TeamOffers';

beforeAll(() => loadFeatureMessages('hiring'));

function anOffer(overrides: Partial<OfferRead> = {}): OfferRead {
  return {
    id: 'o1',
    team_id: 't1',
    network_id: 'n1',
    owner_id: 'owner-1',
    specialist_id: 's1',
    role_title: 'Lead designer',
    allocation_days: 3,
    day_rate: { amount: 700, currency: 'EUR' },
    starts_on: '2026-04-06',
    message: 'We ship the checkout in May.',
    free_days: 5,
    over_allocated: false,
    status: 'pending',
    decline_reason: '',
    made_at: '2026-03-20T09:00:00.000Z',
    expires_at: '2026-04-03T09:00:00.000Z',
    answered_at: null,
    team_name: 'Checkout squad',
    specialist_name: 'Priya Sharma',
    owner_name: 'Oliver Bennett',
    ...overrides,
  };
}

function renderWith(ui: React.ReactElement, offers: OfferRead[]) {
  const fake = fakeDataProvider({ lists: { offers } });
  renderWithAdmin(
    <>
      {ui}
      <Notification />
    </>,
    { dataProvider: fake.dataProvider },
  );
  return fake.spies;
}

describe('the specialist’s pending offers (dashboard)', () => {
  it('lists each pending offer with its team, owner, role, days, rate, start, message and expiry', async () => {
    signIn('specialist');
    const spies = renderWith(<PendingOffersCard />, [anOffer(), anOffer({ id: 'o2', day_rate: null, message: '' })]);
    const offers = await screen.findAllByTestId('pending-offer');
    expect(spies.getList).toHaveBeenCalledWith(
      'offers',
      expect.objectContaining({ filter: { status: 'pending' }, sort: { field: 'made_at', order: 'DESC' } }),
    );
    expect(screen.getByTestId('pending-offers')).toHaveTextContent('2 seats wait for your answer');
    const first = within(offers[0]);
    expect(first.getByTestId('offer-team')).toHaveTextContent('Checkout squad');
    expect(first.getByTestId('offer-owner')).toHaveTextContent('Offered by Oliver Bennett');
    expect(first.getByTestId('offer-role')).toHaveTextContent('Lead designer');
    expect(first.getByTestId('offer-days')).toHaveTextContent('3 days a week');
    expect(first.getByTestId('offer-rate')).toHaveTextContent('€700.00 a day');
    expect(first.getByTestId('offer-starts')).toHaveTextContent('Starts Apr 6, 2026');
    expect(first.getByTestId('offer-message')).toHaveTextContent('We ship the checkout in May.');
    expect(first.getByTestId('offer-expires')).toHaveTextContent('Expires Apr 3, 2026');
    expect(within(offers[1]).getByTestId('offer-rate')).toHaveTextContent('No day rate given');
    expect(within(offers[1]).queryByTestId('offer-message')).toBeNull();
  });

  it('accepts an offer, says so and reads the list again', async () => {
    signIn('specialist');
    const spies = renderWith(<PendingOffersCard />, [anOffer()]);
    await userEvent.click(await screen.findByTestId('offer-accept'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'offers',
        expect.objectContaining({ id: 'o1', meta: { action: 'accept' } }),
      ),
    );
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
    await waitFor(() => expect(spies.getList.mock.calls.filter(([r]) => r === 'offers').length).toBeGreaterThan(1));
  });

  it('declines with an optional reason', async () => {
    signIn('specialist');
    const spies = renderWith(<PendingOffersCard />, [anOffer()]);
    await userEvent.click(await screen.findByTestId('offer-decline'));
    const dialog = await screen.findByTestId('offer-decline-dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Booked until June');
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'offers',
        expect.objectContaining({ id: 'o1', data: { reason: 'Booked until June' }, meta: { action: 'decline' } }),
      ),
    );
    expect(await screen.findByText('Offer declined')).toBeInTheDocument();
  });

  it('shows nothing when no offer waits', async () => {
    signIn('specialist');
    const spies = renderWith(<PendingOffersCard />, []);
    await waitFor(() => expect(spies.getList).toHaveBeenCalledWith('offers', expect.anything()));
    expect(screen.queryByTestId('pending-offers')).toBeNull();
  });
});

describe('a team’s offers (owner)', () => {
  it('lists every offer with its status, warns of an over-allocated one, and withdraws only pending ones', async () => {
    signIn('business_owner');
    const spies = renderWith(<TeamOffers team={{ id: 't1' }} />, [
      anOffer({ over_allocated: true }),
      anOffer({ id: 'o2', specialist_name: 'Liam Chen', status: 'declined', decline_reason: 'Booked until June' }),
      anOffer({ id: 'o3', specialist_name: 'Sofia Rossi', status: 'expired' }),
    ]);
    const rows = await screen.findAllByTestId('team-offer');
    expect(spies.getList).toHaveBeenCalledWith('offers', expect.objectContaining({ filter: { team_id: 't1' } }));
    expect(rows.map((row) => row.dataset.status)).toEqual(['pending', 'declined', 'expired']);
    expect(rows.map((row) => within(row).getByTestId('team-offer-status').textContent)).toEqual([
      'Waiting',
      'Declined',
      'Expired',
    ]);
    expect(within(rows[0]).getByTestId('over-allocated')).toHaveTextContent('Over-allocated');
    expect(within(rows[1]).queryByTestId('over-allocated')).toBeNull();
    expect(within(rows[1]).getByTestId('team-offer-reason')).toHaveTextContent('Reason: Booked until June');
    expect(screen.getAllByTestId('team-offer-withdraw')).toHaveLength(1);
    expect(screen.getByTestId('team-offers')).toHaveTextContent('One waiting for an answer');

    await userEvent.click(within(rows[0]).getByTestId('team-offer-withdraw'));
    const confirm = await screen.findByTestId('team-offer-withdraw-confirm');
    expect(confirm).toHaveTextContent('Withdraw the offer to Priya Sharma?');
    await userEvent.click(within(confirm).getByTestId('confirm-yes'));
    await waitFor(() => expect(spies.delete).toHaveBeenCalledWith('offers', expect.objectContaining({ id: 'o1' })));
    expect(await screen.findByText('Offer withdrawn')).toBeInTheDocument();
  });

  it('says when the team has no offers', async () => {
    signIn('business_owner');
    renderWith(<TeamOffers team={{ id: 't1' }} />, []);
    expect(await screen.findByTestId('team-offers-empty')).toHaveTextContent('No offers yet.');
  });
});
