import { fireEvent, screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages, loadMessages } from '../providers/i18nProvider';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import NotificationBell, { notificationLink } from './NotificationBell';
import type { AppNotification } from './notificationTypes';

beforeAll(() => loadFeatureMessages('notifications'));
beforeEach(() => {
  signIn('business_owner');
  // The live stream stays open and quiet.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const bellWith = (count: number) =>
  renderWithAdmin(<NotificationBell />, {
    dataProvider: testDataProvider({
      getOne: async () => ({ data: { id: 'unread', count } }) as never,
      getList: async () => ({ data: [], total: 0 }),
    }),
  });

describe('the bell', () => {
  it.each([
    [1, 'Notifications, 1 unread', '1'],
    [7, 'Notifications, 7 unread', '7'],
    [150, 'Notifications, 99+ unread', '99+'],
  ])('with %i unread, is named by what its badge shows', async (count, name, badge) => {
    bellWith(count);
    const bell = await screen.findByRole('button', { name });
    expect(within(bell).getByText(badge)).toBeInTheDocument();
  });

  it('with none unread, is named Notifications and shows no count', async () => {
    bellWith(0);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('words a notification about an erased person in the reader’s language, as the API names them by the sentinel', async () => {
    await loadMessages('zh');
    const notification = {
      id: '42.0',
      position: '42',
      at: '2026-11-27T10:00:00.000Z',
      kind: 'offer_accepted',
      recipient: 'owner-1',
      actor_id: 'gone-1',
      person_id: 'gone-1',
      person_name: 'Erased user',
      record: { type: 'team', id: 'team-1', name: 'Checkout squad' },
      detail: {},
      count: 1,
      read: false,
    };
    renderWithAdmin(<NotificationBell />, {
      locale: 'zh',
      dataProvider: testDataProvider({
        getOne: async () => ({ data: { id: 'unread', count: 1 } }) as never,
        getList: async () => ({ data: [notification], total: 1 }) as never,
      }),
    });
    await loadFeatureMessages('notifications');
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const list = await screen.findByTestId('notification-list');
    expect(await within(list).findByText(/已删除的用户 接受了您对团队 Checkout squad 的聘用邀约/)).toBeInTheDocument();
    expect(list.textContent).not.toContain('Erased user');
  });
});

describe('notificationLink', () => {
  it('takes a saved search’s new match to the specialist it found', () => {
    const match: AppNotification = {
      id: '9.0',
      position: '9',
      at: '2026-03-01T09:00:00.000Z',
      kind: 'saved_search_match',
      recipient: 'owner-1',
      actor_id: 'spec-1',
      person_id: 'spec-1',
      person_name: 'Ana Pop',
      record: { type: 'saved-search', id: 's1', name: 'Designers' },
      detail: {},
      count: 1,
      read: false,
    };
    expect(notificationLink(match)).toBe('/profile-view?id=spec-1');
  });
});
