import type { DataProvider } from 'react-admin';
import { dataOf } from '../restCall';
import type { MappingsOf } from './registry';

/** One event the signed-in user caused (GET /user/activity: their last 30, newest first). */
export interface ActivityItem {
  id: string;
  type: string;
  created_at: string;
  data?: Record<string, unknown>;
  /** What the event is about (a network's, team's or project's name…), when it carried one. */
  subject?: string | null;
}

/** The `activity` resource: the signed-in user's own feed, answered whole. */
export const activity: Pick<DataProvider, 'getList'> = {
  async getList() {
    const items = await dataOf<ActivityItem[]>('/user/activity');
    const data = Array.isArray(items) ? items : [];
    return { data, total: data.length };
  },
} as Pick<DataProvider, 'getList'>;

export const mappings = { activity } satisfies MappingsOf<'activity'>;
