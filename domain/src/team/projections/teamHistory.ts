import { z } from 'zod';
import type { Projection } from '../../shared/projection';
import { TEAM_STATUSES } from '../team';
import { isTeamEvent } from './teamRecord';

// ── Composition history (docs/api.md, `GET /teams/{id}/history`) ─────────────
export const TEAM_HISTORY_ACTIONS = [
  'created',
  'member_added',
  'member_changed',
  'member_removed',
  'status_set',
  'details_changed',
  'archived',
] as const;

export const teamHistoryItemSchema = z.object({
  at: z.string(),
  action: z.enum(TEAM_HISTORY_ACTIONS),
  specialist_id: z.string().optional(),
  specialist_name: z.string().optional().describe("the specialist's name now"),
  role_title: z.string().optional(),
  allocation_days: z.number().optional(),
  status: z.enum(TEAM_STATUSES).optional(),
  actor_id: z.string(),
  actor_name: z.string().describe("who did it (their name now), from the event's metadata"),
});
export type TeamHistoryItem = z.infer<typeof teamHistoryItemSchema>;

/** Stored oldest first; names are resolved when read, so a renamed person shows their name now. */
export interface TeamHistoryDoc {
  team_id: string;
  /** The last event applied: an event fed twice is not listed twice. */
  position: string;
  items: Omit<TeamHistoryItem, 'specialist_name' | 'actor_name'>[];
}

export const teamHistoryKey = (teamId: string) => `team-history:${teamId}`;

export const teamHistoryProjection: Projection<TeamHistoryDoc> = {
  name: 'TeamHistory',
  version: 1,
  keyPrefixes: [teamHistoryKey('')],
  keysOf(event) {
    return isTeamEvent(event) ? [teamHistoryKey(event.data.teamId)] : [];
  },
  evolve(doc, event) {
    if (!isTeamEvent(event)) return doc;
    if (doc && BigInt(doc.position) >= event.position) return doc;
    if (!doc && event.type !== 'TeamCreated') return null;
    const actor_id = event.metadata.actorId;
    const item = ((): TeamHistoryDoc['items'][number] => {
      switch (event.type) {
        case 'TeamCreated':
          return { at: event.data.createdAt, action: 'created', status: event.data.status, actor_id };
        case 'TeamDetailsChanged':
          return { at: event.data.changedAt, action: 'details_changed', actor_id };
        case 'TeamMemberAdded': {
          const { specialistId, roleTitle, allocationDays, addedAt } = event.data;
          return {
            at: addedAt,
            action: 'member_added',
            specialist_id: specialistId,
            role_title: roleTitle,
            allocation_days: allocationDays,
            actor_id,
          };
        }
        case 'TeamMemberChanged': {
          const { specialistId, roleTitle, allocationDays, changedAt } = event.data;
          return {
            at: changedAt,
            action: 'member_changed',
            specialist_id: specialistId,
            role_title: roleTitle,
            allocation_days: allocationDays,
            actor_id,
          };
        }
        case 'TeamMemberRemoved':
          return {
            at: event.data.removedAt,
            action: 'member_removed',
            specialist_id: event.data.specialistId,
            actor_id,
          };
        case 'TeamStatusSet':
          return { at: event.data.setAt, action: 'status_set', status: event.data.status, actor_id };
        case 'TeamArchived':
          return { at: event.data.archivedAt, action: 'archived', actor_id };
      }
    })();
    return { team_id: event.data.teamId, position: event.position.toString(), items: [...(doc?.items ?? []), item] };
  },
};
