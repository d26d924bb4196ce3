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
  /**
   * What the event is about, by the name it carried when it happened (a network's, a team's or a
   * project's name, a milestone's title, a collaborator's address), or null when it carries none.
   */
  subject: string | null;
}

/** `GET /user/activity`: what the signed-in user did, newest first. */
export interface UserActivity {
  user_id: string;
  items: ActivityItem[];
}

export const userActivityKey = (userId: string) => `activity:${userId}`;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The name an event carries for what it is about (networks, teams, projects, milestones, collaborators). */
export function activitySubjectOf(type: string, data: Record<string, unknown>): string | null {
  switch (type) {
    case 'NetworkCreated':
    case 'NetworkDetailsChanged':
    case 'TeamCreated':
    case 'TeamDetailsChanged':
      return text(data.name);
    case 'EngagementCreated':
    case 'EngagementDetailsChanged':
      return text((data.details as { name?: unknown } | undefined)?.name);
    case 'MilestoneAdded':
    case 'MilestoneChanged':
      return text(data.title);
    case 'CollaboratorAdded':
      return text(data.email);
    case 'BusinessOwnerProfileSet':
      return text(data.companyName);
    default:
      return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Events a person caused (not the seed's or the worker's), capped to the most recent ones. */
export const userActivityProjection: Projection<UserActivity> = {
  name: 'UserActivity',
  version: 1,
  keyPrefixes: [userActivityKey('')],
  keysOf(event) {
    const { actorId, actorRole } = event.metadata ?? {};
    return actorRole !== 'system' && typeof actorId === 'string' && UUID.test(actorId)
      ? [userActivityKey(actorId)]
      : [];
  },
  evolve(doc, event: StoredEvent) {
    const current = doc ?? { user_id: event.metadata.actorId, items: [] };
    if (current.items.some((item) => item.id === event.id)) return current;
    const data = redactSecrets(event.data as Record<string, unknown>);
    const item: ActivityItem = {
      id: event.id,
      type: event.type,
      stream: event.stream,
      position: event.position.toString(),
      created_at: event.createdAt.toISOString(),
      data,
      subject: activitySubjectOf(event.type, data),
    };
    return { ...current, items: [item, ...current.items].slice(0, RECENT_ACTIVITY_LIMIT) };
  },
};
