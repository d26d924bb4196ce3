import { randomUUID } from 'node:crypto';
import {
  toEngagementStream,
  type CollaboratorRole,
  type EngagementDetails,
  type EngagementEvent,
  type EngagementStatus,
  type MilestoneStatus,
} from '@dth/domain';
import type { EventStore } from '@dth/infrastructure';

/**
 * Client-project events for read-side tests, appended straight to the event store in the shapes
 * the engagement decider produces (tests only: the write side appends through handleCommand).
 * Every function answers the position of its last event, for `platform.projected(position)`.
 */
export function projectEvents(store: EventStore) {
  const now = () => new Date().toISOString();
  const append = async (projectId: string, actorId: string, ...events: EngagementEvent[]) => {
    const correlationId = randomUUID();
    const { position } = await store.appendToStream(
      toEngagementStream(projectId),
      events.map((e) => ({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: { actorId, actorRole: 'business_owner', correlationId, causationId: correlationId, schemaVersion: 1 },
      })),
      { expectedRevision: 'any' },
    );
    return position;
  };
  const details = (overrides: Partial<EngagementDetails> = {}): EngagementDetails => ({
    name: `Project ${randomUUID().slice(0, 8)}`,
    clientName: 'Acme Retail',
    engagementType: 'DTH',
    brief: 'What the client needs',
    projectType: null,
    requiredSkills: [],
    startDate: null,
    endDate: null,
    budget: null,
    ...overrides,
  });

  return {
    details,
    async create(ownerId: string, overrides: Partial<EngagementDetails> = {}, createdAt = now()) {
      const projectId = randomUUID();
      const position = await append(projectId, ownerId, {
        type: 'EngagementCreated',
        data: { projectId, ownerId, details: details(overrides), status: 'draft', createdAt },
      });
      return { projectId, position };
    },
    change: (projectId: string, actorId: string, all: EngagementDetails) =>
      append(projectId, actorId, {
        type: 'EngagementDetailsChanged',
        data: { projectId, details: all, changedAt: now() },
      }),
    status: (projectId: string, actorId: string, from: EngagementStatus, to: EngagementStatus) =>
      append(projectId, actorId, { type: 'EngagementStatusChanged', data: { projectId, from, to, changedAt: now() } }),
    assignTeam: (projectId: string, actorId: string, teamId: string, previousTeamId: string | null = null) =>
      append(projectId, actorId, {
        type: 'EngagementTeamAssigned',
        data: { projectId, teamId, previousTeamId, assignedAt: now() },
      }),
    async addMilestone(
      projectId: string,
      actorId: string,
      title: string,
      dueDate: string,
      responsibleId: string | null = null,
      status: MilestoneStatus = 'todo',
    ) {
      const milestoneId = randomUUID();
      const position = await append(projectId, actorId, {
        type: 'MilestoneAdded',
        data: { projectId, milestoneId, title, dueDate, status, responsibleId, addedAt: now() },
      });
      return { milestoneId, position };
    },
    milestoneStatus: (projectId: string, actorId: string, milestoneId: string, status: MilestoneStatus) =>
      append(projectId, actorId, {
        type: 'MilestoneStatusSet',
        data: { projectId, milestoneId, status, setAt: now() },
      }),
    share: (projectId: string, actorId: string, user: { id: string; email: string }, role: CollaboratorRole) =>
      append(projectId, actorId, {
        type: 'CollaboratorAdded',
        data: { projectId, userId: user.id, email: user.email, role, addedAt: now() },
      }),
    unshare: (projectId: string, actorId: string, userId: string) =>
      append(projectId, actorId, { type: 'CollaboratorRemoved', data: { projectId, userId, removedAt: now() } }),
    archive: (projectId: string, actorId: string) =>
      append(projectId, actorId, { type: 'EngagementArchived', data: { projectId, archivedAt: now() } }),
  };
}

export type ProjectEvents = ReturnType<typeof projectEvents>;
