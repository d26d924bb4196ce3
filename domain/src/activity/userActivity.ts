import type { StoredEvent } from '../shared/events';
import type { Projection } from '../shared/projection';
import { redactSecrets } from '../shared/redaction';

export const RECENT_ACTIVITY_LIMIT = 30;

export interface ActivityItem {
  id: string;
  type: string;
  stream: string;
  position: string;
  created_at: string;
  /** The event's data without credentials, for a one-line summary in the UI. */
  data: Record<string, unknown>;
}

/** `GET /user/activity`: what the signed-in user did, newest first. */
export interface UserActivity {
  user_id: string;
  items: ActivityItem[];
}

export const userActivityKey = (userId: string) => `activity:${userId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Events a person caused (not the seed's or the worker's), capped to the most recent ones. */
export const userActivityProjection: Projection<UserActivity> = {
  name: 'UserActivity',
  keysOf(event) {
    const { actorId, actorRole } = event.metadata ?? {};
    return actorRole !== 'system' && typeof actorId === 'string' && UUID.test(actorId) ? [userActivityKey(actorId)] : [];
  },
  evolve(doc, event: StoredEvent) {
    const current = doc ?? { user_id: event.metadata.actorId, items: [] };
    if (current.items.some((item) => item.id === event.id)) return current;
    const item: ActivityItem = {
      id: event.id,
      type: event.type,
      stream: event.stream,
      position: event.position.toString(),
      created_at: event.createdAt.toISOString(),
      data: redactSecrets(event.data as Record<string, unknown>),
    };
    return { ...current, items: [item, ...current.items].slice(0, RECENT_ACTIVITY_LIMIT) };
  },
};
