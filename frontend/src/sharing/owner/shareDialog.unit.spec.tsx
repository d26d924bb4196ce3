import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeDataProvider } from '../../test/hiringData';
import { loadFeatureMessages } from '../../providers/i18nProvider';
import { renderWithAdmin, signIn } from '../../test/renderWithAdmin';
import type { ShareLinkRecord } from '../sharingTypes';
import ShareAction from './ShareAction';

beforeAll(() => loadFeatureMessages('sharing'));

const aLink = (overrides: Partial<ShareLinkRecord> = {}): ShareLinkRecord => ({
  id: 'l1',
  token: 'AbCdEfGhIjKlMnOpQrStUv12',
  url: '/stage/shared-team/AbCdEfGhIjKlMnOpQrStUv12',
  target_type: 'team',
  target_id: 't1',
  target_name: 'Launch squad',
  mode: 'frozen',
  frozen_position: '42',
  expires_at: '2026-12-31T12:00:00Z',
  has_passcode: true,
  allowed_emails: [],
  max_views: 10,
  views: 3,
  last_opened_at: null,
  anonymised: false,
  show_budget: false,
  show_rates: false,
  notify_on_first_open: false,
  status: 'active',
  created_at: '2026-11-20T09:00:00Z',
  created_by: 'owner-1',
  ...overrides,
});

function renderDialog(
  links: ShareLinkRecord[],
  opens: object[] = [],
  targetType: 'team' | 'project' = 'team',
  requests: object[] = [],
) {
  signIn('business_owner');
  const fake = fakeDataProvider({
    lists: { 'share-links': links, 'share-link-opens': opens, 'share-link-requests': requests },
  });
  renderWithAdmin(
    <>
      <ShareAction targetType={targetType} targetId="t1" targetName="Launch squad" />
      <Notification />
    </>,
    { dataProvider: fake.dataProvider },
  );
  return fake.spies;
}

describe('the owner’s share dialog', () => {
  it('lists a target’s links with status, mode, views of the limit, last opened and expiry', async () => {
    const spies = renderDialog([
      aLink(),
      aLink({
        id: 'l2',
        status: 'revoked',
        mode: 'live',
        views: 12,
        max_views: null,
        last_opened_at: '2026-11-21T10:00:00Z',
        expires_at: null,
        has_passcode: false,
      }),
    ]);
    await userEvent.click(screen.getByTestId('share-open'));
    const rows = await screen.findAllByTestId('share-link');
    expect((spies.getList.mock.calls[0] as unknown[])[1]).toMatchObject({
      filter: { target_type: 'team', target_id: 't1' },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(screen.getByRole('dialog', { name: /Share Launch squad/ })).toBeInTheDocument();

    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('share-link-status')).toHaveTextContent('Active');
    expect(within(first).getByTestId('share-link-mode')).toHaveTextContent('Frozen');
    expect(within(first).getByTestId('share-link-views')).toHaveTextContent('3 of 10');
    expect(within(first).getByTestId('share-link-last-opened')).toHaveTextContent('Not opened yet');
    expect(within(first).getByTestId('share-link-expires')).toHaveTextContent('Dec 31, 2026');
    expect(within(first).getByTestId<HTMLInputElement>('share-link-url').value).toBe(
      `${window.location.origin}/stage/shared-team/AbCdEfGhIjKlMnOpQrStUv12`,
    );
    expect(within(first).getByText('Passcode')).toBeInTheDocument();

    expect(within(second).getByTestId('share-link-status')).toHaveTextContent('Revoked');
    expect(within(second).getByTestId('share-link-expires')).toHaveTextContent('Never');
    // A revoked link can be read and its log opened, not extended or revoked again.
    expect(within(second).queryByTestId('share-link-revoke')).toBeNull();
    expect(within(second).queryByTestId('share-link-extend')).toBeNull();
    expect(within(second).getByTestId('share-link-log')).toBeInTheDocument();
  });

  it('opens on the form when there is no link yet, and creates one with every option it was given', async () => {
    const spies = renderDialog([], [], 'project');
    await userEvent.click(screen.getByTestId('share-open'));
    await screen.findByTestId('share-form');
    await userEvent.click(within(screen.getByTestId('share-mode')).getByLabelText(/Frozen/));
    await userEvent.click(within(screen.getByTestId('share-gate')).getByLabelText(/Email code/));
    fireEvent.change(screen.getByLabelText('Allowed addresses'), {
      target: { value: 'Ana@Client.example, bo@client.example' },
    });
    fireEvent.change(screen.getByLabelText('View limit'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Expires'), { target: { value: '2099-01-02T10:30' } });
    await userEvent.click(screen.getByLabelText(/Anonymise people/));
    await userEvent.click(screen.getByLabelText('Show the budget'));
    await userEvent.click(screen.getByLabelText('Mail me when the link is first opened'));
    await userEvent.click(screen.getByTestId('share-create'));

    await waitFor(() => expect(spies.create).toHaveBeenCalled());
    expect(spies.create.mock.calls[0][0]).toBe('share-links');
    expect(spies.create.mock.calls[0][1].data).toEqual({
      target_type: 'project',
      target_id: 't1',
      mode: 'frozen',
      expires_at: new Date('2099-01-02T10:30').toISOString(),
      passcode: null,
      allowed_emails: ['ana@client.example', 'bo@client.example'],
      max_views: 5,
      anonymised: true,
      show_budget: true,
      notify_on_first_open: true,
    });
    expect(await screen.findByText('Link created')).toBeInTheDocument();
  }, 20_000);

  it('shows the link it just made first and marked new, before the list is fetched again', async () => {
    const spies = renderDialog([aLink()]);
    const made = aLink({ id: 'l9', mode: 'live', has_passcode: false, views: 0, max_views: null });
    spies.create.mockResolvedValueOnce({ data: made });
    await userEvent.click(screen.getByTestId('share-open'));
    await screen.findAllByTestId('share-link');
    await userEvent.click(screen.getByTestId('share-tab-new'));
    await userEvent.click(await screen.findByTestId('share-create'));
    await screen.findByText('Link created');
    const [first, second] = (await screen.findAllByTestId('share-link')) as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('data-id', 'l9');
    expect(first).toHaveAttribute('data-fresh', 'true');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(second).toHaveAttribute('data-id', 'l1');
    expect(second).not.toHaveAttribute('data-fresh');
  });

  it('shows the form’s refusals by the domain’s messages and sends nothing', async () => {
    const spies = renderDialog([]);
    await userEvent.click(screen.getByTestId('share-open'));
    await screen.findByTestId('share-form');
    expect(screen.queryByLabelText('Show the budget')).toBeNull();
    await userEvent.click(within(screen.getByTestId('share-gate')).getByLabelText(/^Passcode/));
    await userEvent.type(screen.getByLabelText('Passcode'), 'abcdefg');
    await userEvent.click(screen.getByTestId('share-create'));
    expect(await screen.findByText('The passcode must be 8 to 64 characters')).toBeInTheDocument();
    expect(spies.create).not.toHaveBeenCalled();
  });

  it('revokes after a confirmation, and extends to a new date', async () => {
    const spies = renderDialog([aLink()]);
    await userEvent.click(screen.getByTestId('share-open'));
    await userEvent.click(await screen.findByTestId('share-link-revoke'));
    await userEvent.click(within(screen.getByTestId('share-link-revoke-confirm')).getByTestId('confirm-yes'));
    await waitFor(() => expect(spies.update).toHaveBeenCalled());
    expect(spies.update.mock.calls[0][1]).toMatchObject({ id: 'l1', meta: { action: 'revoke' } });

    await userEvent.click(screen.getByTestId('share-link-extend'));
    const dialog = await screen.findByTestId('extend-dialog');
    await userEvent.click(within(dialog).getByLabelText('No expiry'));
    await userEvent.click(within(dialog).getByTestId('extend-submit'));
    await waitFor(() => expect(spies.update).toHaveBeenCalledTimes(2));
    expect(spies.update.mock.calls[1][1]).toMatchObject({
      id: 'l1',
      data: { expires_at: null },
      meta: { action: 'extend' },
    });
  }, 15_000);

  it('shows a link’s access log as a react-admin list with a CSV export', async () => {
    const spies = renderDialog(
      [aLink()],
      [
        {
          id: 'o1',
          link_id: 'l1',
          at: '2026-11-22T08:15:00Z',
          viewer_email: null,
          user_agent_family: 'Firefox',
          ip_hash: '0a1b2c3d4e5f6a7b',
        },
        {
          id: 'o2',
          link_id: 'l1',
          at: '2026-11-22T08:16:00Z',
          viewer_email: null,
          user_agent_family: 'Safari',
          ip_hash: 'ffee000011112222',
        },
        {
          id: 'o3',
          link_id: 'l1',
          at: '2026-11-22T08:17:00Z',
          viewer_email: null,
          user_agent_family: 'Firefox',
          ip_hash: '0a1b2c3d4e5f6a7b',
        },
      ],
    );
    await userEvent.click(screen.getByTestId('share-open'));
    await userEvent.click(await screen.findByTestId('share-link-log'));
    const log = await screen.findByTestId('access-log');
    expect((await within(log).findAllByText('Firefox')).length).toBe(2);
    // A visitor is a number per hashed address, in the order they first opened the link (the fake answers its
    // opens in that order), with what the number means.
    await waitFor(() =>
      expect(
        within(log)
          .getAllByTestId('access-log-visitor')
          .map((cell) => cell.textContent),
      ).toEqual(['Visitor 1', 'Visitor 2', 'Visitor 1']),
    );
    expect(within(log).queryByText('0a1b2c3d4e5f6a7b')).not.toBeInTheDocument();
    expect(log).toHaveTextContent('the same number is the same address');
    expect(within(log).getAllByText('Not asked').length).toBe(3);
    expect(within(log).getByRole('columnheader', { name: /Browser/ })).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: /Export/ })).toBeEnabled();
    for (const order of ['DESC', 'ASC'])
      expect(spies.getList).toHaveBeenCalledWith(
        'share-link-opens',
        expect.objectContaining({ filter: { link_id: 'l1' }, sort: { field: 'at', order } }),
      );
  });

  it('lists what clients answered through a link: the person an intro means, the client to reply to, the message', async () => {
    const spies = renderDialog([aLink({ anonymised: true })], [], 'team', [
      {
        id: 'r2',
        link_id: 'l1',
        at: '2026-11-22T09:00:00Z',
        kind: 'intro',
        profile_id: 's1',
        profile_name: 'Priya Sharma',
        shown_profile_id: 'a1b2c3',
        message: 'Free on Monday?',
        name: 'Ada Client',
        email: 'ada@client.example',
      },
      {
        id: 'r1',
        link_id: 'l1',
        at: '2026-11-21T09:00:00Z',
        kind: 'approve',
        profile_id: null,
        profile_name: null,
        shown_profile_id: null,
        message: '',
        name: 'Bo Client',
        email: 'bo@client.example',
      },
    ]);
    await userEvent.click(screen.getByTestId('share-open'));
    await userEvent.click(await screen.findByTestId('share-link-requests'));
    const dialog = await screen.findByRole('dialog', { name: /Requests on Launch squad/ });
    const [intro, approval] = await within(dialog).findAllByTestId('share-request');
    expect(within(intro).getByTestId('share-request-kind')).toHaveTextContent('Intro');
    expect(within(intro).getByTestId('share-request-person')).toHaveTextContent('Asks to meet Priya Sharma');
    expect(within(intro).getByRole('link', { name: 'ada@client.example' })).toHaveAttribute(
      'href',
      'mailto:ada@client.example',
    );
    expect(within(intro).getByTestId('share-request-message')).toHaveTextContent('Free on Monday?');
    expect(within(approval).getByTestId('share-request-kind')).toHaveTextContent('Approved');
    expect(within(approval).queryByTestId('share-request-person')).toBeNull();
    expect(spies.getList).toHaveBeenCalledWith(
      'share-link-requests',
      expect.objectContaining({ filter: { link_id: 'l1' }, sort: { field: 'at', order: 'DESC' } }),
    );
  });
});
