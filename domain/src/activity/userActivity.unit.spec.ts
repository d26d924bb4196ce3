import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../testKit/projectionSpecification';
import type { ActorRole, StoredEvent } from '../shared/events';
import { RECENT_ACTIVITY_LIMIT, userActivityKey, userActivityProjection, type UserActivity } from './userActivity';

const user = '6fa6f30a-32af-4cf3-93b0-0ff78171f3d7';
const event = (n: number, actorRole: ActorRole = 'specialist', actorId = user): StoredEvent => ({
  id: `e${n}`,
  stream: `specialist-${user}`,
  revision: BigInt(n),
  position: BigInt(n),
  type: 'SkillsSet',
  data: { n, tokenHash: 'h' },
  metadata: { actorId, actorRole, correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
});

/** The activity the events make (each also fed twice, which must change nothing), from `start` when given. */
const feed = (events: StoredEvent[], start: UserActivity | null = null) =>
  ProjectionSpecification.for(userActivityProjection)(events, new Map([[userActivityKey(user), start]]))
    .projected()
    .docs.get(userActivityKey(user)) ?? null;

describe('UserActivity projection', () => {
  it('keeps what a person did, newest first, without credentials', () => {
    const doc = feed([event(1), event(2)])!;
    expect(doc.items.map((i) => i.id)).toEqual(['e2', 'e1']);
    expect(doc.items[0]).toMatchObject({
      type: 'SkillsSet',
      position: '2',
      created_at: '2026-01-01T00:02:00.000Z',
      data: { n: 2, tokenHash: '[redacted]' },
    });
  });

  it('ignores what the system did', () => {
    expect(userActivityProjection.keysOf(event(1, 'system'))).toEqual([]);
    expect(userActivityProjection.keysOf(event(1, 'system', 'system'))).toEqual([]);
    expect(userActivityProjection.keysOf(event(1))).toEqual([userActivityKey(user)]);
  });

  it('keeps the most recent ones only, and the same events fed twice change nothing', () => {
    const events = Array.from({ length: RECENT_ACTIVITY_LIMIT + 5 }, (_, i) => event(i + 1));
    const once = feed(events)!;
    expect(once.items).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(once.items[0].id).toBe(`e${RECENT_ACTIVITY_LIMIT + 5}`);
    expect(feed(events.slice(-3), once)).toEqual(once);
  });

  it('names what a network, team or project event is about, from the name the event carried', () => {
    const of = (type: string, data: Record<string, unknown>) =>
      feed([{ ...event(1), type, stream: 'network-n1', data }])!.items[0];
    expect(of('NetworkCreated', { networkId: 'n1', name: 'Design guild', description: '' })).toMatchObject({
      type: 'NetworkCreated',
      subject: 'Design guild',
    });
    expect(of('TeamDetailsChanged', { teamId: 't1', name: 'Checkout squad' }).subject).toBe('Checkout squad');
    expect(of('EngagementCreated', { projectId: 'p1', details: { name: 'Shop relaunch' } }).subject).toBe(
      'Shop relaunch',
    );
    expect(of('MilestoneAdded', { projectId: 'p1', title: 'Beta' }).subject).toBe('Beta');
    expect(of('CollaboratorAdded', { projectId: 'p1', email: 'ann@example.com' }).subject).toBe('ann@example.com');
    expect(of('BusinessOwnerProfileSet', { companyName: '' }).subject).toBeNull();
    expect(of('TeamMemberAdded', { teamId: 't1', specialistId: 's1' }).subject).toBeNull();
    expect(of('SkillsSet', { name: 'not a subject' }).subject).toBeNull();
  });
});
