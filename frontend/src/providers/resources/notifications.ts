import type { GetListParams, UpdateParams } from 'react-admin';
import type { AppNotification } from '../../notifications/notificationTypes';
import { dataOf, restCall } from '../restCall';
import type { AppMethods } from '../dataProvider';
import { enc, mapping } from './mapping';
import type { MappingsOf } from './registry';

/**
 * The bell (docs/api.md, "Notifications"):
 * - `notifications`: getList reads the newest (GET /notifications, ra-data-simple-rest's range), update
 *   with `{ read: true }` marks one read (POST /notifications/{id}/read);
 * - `notification-count`: getOne answers the unread count (GET /notifications/unread-count);
 * and the named method `markAllNotificationsRead` is "Mark all read" (POST /notifications/read-all).
 */
export const mappings = {
  notifications: mapping({
    getList: async (_resource: string, { pagination }: GetListParams) => {
      const { page = 1, perPage = 20 } = pagination ?? {};
      const start = (page - 1) * perPage;
      const response = await restCall<AppNotification[]>(
        `/notifications?range=${enc(JSON.stringify([start, start + perPage - 1]))}`,
      );
      const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? response.json.length);
      return { data: response.json, total };
    },
    update: async (_resource: string, { id, previousData }: UpdateParams<AppNotification>) => {
      await dataOf(`/notifications/${enc(id)}/read`, { method: 'POST' });
      return { data: { ...previousData, id, read: true } };
    },
  }),
  'notification-count': mapping({
    getOne: async () => ({
      data: { id: 'unread', ...(await dataOf<{ count: number }>('/notifications/unread-count')) },
    }),
  }),
} satisfies MappingsOf<'notifications'>;

export const methods = {
  markAllNotificationsRead: () => dataOf<{ count: number }>('/notifications/read-all', { method: 'POST' }),
} satisfies Pick<AppMethods, 'markAllNotificationsRead'>;
