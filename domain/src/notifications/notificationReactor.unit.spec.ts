import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../shared/events';
import { storedEvents } from '../testKit/storedEvents';
import { react, relationKeysOf } from './notificationReactor';
import type { Notification } from './notifications';
import { notificationSentenceEn } from './notificationWording';

const OWNER = 'owner-1';
const OTHER_OWNER = 'owner-2';
const SPECIALIST = 'spec-1';
const AT = '2026-03-01T09:00:00.000Z';

/** Reacts to the events in order, as the projector's lane does; answers every notification as `kind → recipient`. */
function run(events: (DomainEvent & { actorId?: string })[]) {
  const docs = new Map<string, unknown>();
  const out: Notification[] = [];
  for (const event of storedEvents(events)) {
    for (const key of relationKeysOf(event)) if (!docs.has(key)) docs.set(key, null);
    out.push(...react(event, { get: (key) => docs.get(key) ?? null, set: (key, doc) => docs.set(key, doc) }));
  }
  return out;
}
const summary = (notifications: Notification[]) => notifications.map((n) => `${n.kind} → ${n.recipient}`);

const team = (teamId: string, ownerId: string): (DomainEvent & { actorId?: string })[] => [
  {
    type: 'TeamCreated',
    data: {
      teamId,
      networkId: 'n1',
      ownerId,
      name: `Team of ${ownerId}`,
      purpose: '',
      requiredSkills: [],
      status: 'draft',
      createdAt: AT,
    },
    actorId: ownerId,
  },
  {
    type: 'TeamMemberAdded',
    data: {
      teamId,
      networkId: 'n1',
      specialistId: SPECIALIST,
      roleTitle: 'Frontend lead',
      allocationDays: 3,
      addedAt: AT,
    },
    actorId: ownerId,
  },
];

describe('the notifications reactor', () => {
  it('tells a specialist they were added to and removed from a team, and each owner when a member’s skills change, naming only their own teams', () => {
    const notifications = run([
      ...team('t1', OWNER),
      ...team('t2', OTHER_OWNER),
      ...team('t3', OWNER),
      { type: 'SkillsSet', data: { specialistId: SPECIALIST, skills: [], setAt: AT }, actorId: SPECIALIST },
      { type: 'TeamMemberRemoved', data: { teamId: 't1', specialistId: SPECIALIST, removedAt: AT }, actorId: OWNER },
      {
        type: 'ExperienceLevelSet',
        data: { specialistId: SPECIALIST, experienceLevelId: 3, setAt: AT },
        actorId: SPECIALIST,
      },
    ]);
    expect(summary(notifications)).toEqual([
      `team_added → ${SPECIALIST}`,
      `team_added → ${SPECIALIST}`,
      `team_added → ${SPECIALIST}`,
      `member_changed → ${OWNER}`,
      `member_changed → ${OTHER_OWNER}`,
      `team_removed → ${SPECIALIST}`,
      `member_changed → ${OWNER}`,
      `member_changed → ${OTHER_OWNER}`,
    ]);
    const skills = notifications.filter((n) => n.kind === 'member_changed');
    expect(skills[0]).toMatchObject({
      record: { type: 'specialist', id: SPECIALIST },
      detail: { field: 'skills', teams: ['t1', 't3'] },
      actor_id: SPECIALIST,
      person_id: SPECIALIST,
    });
    expect(skills[1].detail).toEqual({ field: 'skills', teams: ['t2'] });
    // After leaving t1, the owner hears of t3 only.
    expect(skills[2].detail).toEqual({ field: 'level', teams: ['t3'] });
    expect(notifications[0]).toMatchObject({
      id: '2.0',
      position: '2',
      at: AT,
      record: { type: 'team', id: 't1', name: `Team of ${OWNER}` },
      detail: { role_title: 'Frontend lead' },
    });
  });

  it('tells the owner of invitations answered, the invitee of the invitation, collaborators of a status change, the owner of a link’s first open, admins of requests', () => {
    const notifications = run([
      {
        type: 'NetworkCreated',
        data: { networkId: 'n1', ownerId: OWNER, name: 'Guild', description: '', createdAt: AT },
        actorId: OWNER,
      },
      {
        type: 'SpecialistInvited',
        data: { networkId: 'n1', membershipId: 'm1', specialistId: SPECIALIST, email: null, invitedAt: AT },
        actorId: OWNER,
      },
      {
        type: 'SpecialistInvited',
        data: { networkId: 'n1', membershipId: 'm2', specialistId: null, email: 'x@example.com', invitedAt: AT },
        actorId: OWNER,
      },
      {
        type: 'InvitationAccepted',
        data: { networkId: 'n1', membershipId: 'm1', specialistId: SPECIALIST, acceptedAt: AT },
        actorId: SPECIALIST,
      },
      {
        type: 'EngagementCreated',
        data: { projectId: 'p1', ownerId: OWNER, details: { name: 'Checkout' }, status: 'draft', createdAt: AT },
        actorId: OWNER,
      },
      {
        type: 'CollaboratorInvitationAccepted',
        data: {
          projectId: 'p1',
          invitationId: 'i1',
          userId: 'viewer-1',
          email: 'v@example.com',
          role: 'viewer',
          acceptedAt: AT,
        },
        actorId: 'viewer-1',
      },
      {
        type: 'EngagementStatusChanged',
        data: { projectId: 'p1', from: 'draft', to: 'posted', changedAt: AT },
        actorId: OWNER,
      },
      {
        type: 'ShareLinkCreated',
        data: {
          linkId: 'l1',
          token: 't',
          targetType: 'team',
          targetId: 't1',
          targetName: 'Squad',
          ownerId: OWNER,
          createdBy: OWNER,
          mode: 'live',
          expiresAt: null,
          passcodeHash: null,
          allowedEmails: [],
          maxViews: null,
          anonymised: false,
          showBudget: false,
          notifyOnFirstOpen: true,
          createdAt: AT,
        },
        actorId: OWNER,
      },
      {
        type: 'ShareLinkOpened',
        data: {
          linkId: 'l1',
          openedAt: AT,
          viewerEmail: null,
          userAgentFamily: 'Chrome',
          ipHash: 'h',
          firstOpen: true,
        },
        actorId: 'visitor',
      },
      {
        type: 'ShareLinkOpened',
        data: {
          linkId: 'l1',
          openedAt: AT,
          viewerEmail: null,
          userAgentFamily: 'Chrome',
          ipHash: 'h',
          firstOpen: false,
        },
        actorId: 'visitor',
      },
      {
        type: 'ShareLinkRequestMade',
        data: {
          linkId: 'l1',
          requestId: 'r1',
          kind: 'intro',
          profileId: SPECIALIST,
          shownProfileId: 'pseudo-1',
          message: '',
          name: 'Ada',
          email: 'ada@client.example',
          ipHash: 'h',
          requestedAt: AT,
        },
        actorId: 'anonymous',
      },
      {
        type: 'AccountErasureRequested',
        data: {
          userId: SPECIALIST,
          erasureId: 'e1',
          requestedBy: SPECIALIST,
          byAdmin: false,
          requestedAt: AT,
          eraseAt: AT,
        },
        actorId: SPECIALIST,
      },
      // A cancel does not take the request back out of the inbox: it is news of its own.
      {
        type: 'AccountErasureCancelled',
        data: { userId: SPECIALIST, erasureId: 'e1', cancelledAt: AT },
        actorId: SPECIALIST,
      },
      {
        type: 'PersonalDataExportRequested',
        data: { userId: SPECIALIST, exportId: 'x1', requestedBy: SPECIALIST, requestedAt: AT },
        actorId: SPECIALIST,
      },
      // The owner changing their own project's status is not news to them.
      {
        type: 'EngagementStatusChanged',
        data: { projectId: 'p1', from: 'posted', to: 'in_progress', changedAt: AT },
        actorId: 'viewer-1',
      },
    ]);
    expect(summary(notifications)).toEqual([
      `network_invitation → ${SPECIALIST}`,
      `invitation_accepted → ${OWNER}`,
      'project_status → viewer-1',
      `share_link_opened → ${OWNER}`,
      `share_link_request → ${OWNER}`,
      'erasure_requested → admins',
      'erasure_cancelled → admins',
      'data_export_requested → admins',
    ]);
    expect(notifications.find((n) => n.kind === 'project_status')?.detail).toEqual({ from: 'draft', to: 'posted' });
    // The sentence names whom it is about: the specialist who joined, even when the system wrote it.
    expect(notifications.find((n) => n.kind === 'invitation_accepted')).toMatchObject({ person_id: SPECIALIST });
    expect(notifications.find((n) => n.kind === 'network_invitation')).toMatchObject({ person_id: OWNER });
    expect(notifications.find((n) => n.kind === 'share_link_opened')).toMatchObject({
      record: { type: 'share-link', id: 'l1', name: 'Squad' },
      detail: { target_type: 'team', target_id: 't1' },
    });
    // The owner learns whom an intro means: the real id, never the pseudonym the client saw.
    expect(notifications.find((n) => n.kind === 'share_link_request')).toMatchObject({
      record: { type: 'share-link', id: 'l1', name: 'Squad' },
      detail: { target_type: 'team', target_id: 't1', request_id: 'r1', request_kind: 'intro', profile_id: SPECIALIST },
    });
  });
});

describe('saved-search alerts', () => {
  type Step = DomainEvent & { actorId?: string };
  const started: Step = {
    type: 'SpecialistProfileStarted',
    data: { specialistId: SPECIALIST, firstName: 'Ana', lastName: 'Pop', email: 'ana@example.com', startedAt: AT },
    actorId: SPECIALIST,
  };
  const saved = (filter: object, alert = true, savedSearchId = 's1', ownerId = OWNER): Step => ({
    type: 'SavedSearchCreated',
    data: { savedSearchId, ownerId, name: 'Designers', filter, alert, createdAt: AT },
    actorId: ownerId,
  });
  const skills = (...ids: number[]): Step => ({
    type: 'SkillsSet',
    data: { specialistId: SPECIALIST, skills: ids.map((id) => ({ id, title: `Skill ${id}` })), setAt: AT },
    actorId: SPECIALIST,
  });
  const availability = (discoverable: string, extra: object = {}): Step => ({
    type: 'AvailabilitySet',
    data: {
      specialistId: SPECIALIST,
      availability: {
        open_to_work: true,
        available_from: null,
        days_per_week: 5,
        day_rate: { amount: 400, currency: 'EUR' },
        discoverable,
        ...extra,
      },
      setAt: AT,
    },
    actorId: SPECIALIST,
  });
  const alerts = (steps: Step[]) => run(steps).filter((n) => n.kind === 'saved_search_match');

  it('tells the owner once when a specialist comes to match: naming the search and the specialist', () => {
    const told = alerts([started, saved({ skill_ids: [1] }), skills(2), skills(1), skills(1, 2), skills(2), skills(1)]);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'saved_search_match',
      recipient: OWNER,
      person_id: SPECIALIST,
      record: { type: 'saved-search', id: 's1', name: 'Designers' },
    });
    // The daily mail's line.
    expect(notificationSentenceEn(told[0], 'Ana Pop')).toBe('Ana Pop now matches your saved search Designers');
  });

  it('tells nothing of those who already matched when the alert was saved or turned on, nor of a search without alert', () => {
    expect(alerts([started, skills(1), saved({ skill_ids: [1] }), skills(1, 2)])).toEqual([]);
    expect(alerts([started, saved({ skill_ids: [1] }, false), skills(1)])).toEqual([]);
    const turnedOn: Step = {
      type: 'SavedSearchChanged',
      data: { savedSearchId: 's1', name: 'Designers', filter: { skill_ids: [1] }, alert: true, changedAt: AT },
      actorId: OWNER,
    };
    expect(alerts([started, skills(1), saved({ skill_ids: [1] }, false), turnedOn, skills(1, 3)])).toEqual([]);
    expect(summary(alerts([started, saved({ skill_ids: [1] }, false), turnedOn, skills(1)]))).toEqual([
      `saved_search_match → ${OWNER}`,
    ]);
  });

  it('tells nothing once the alert is turned off or the search deleted', () => {
    const off: Step = {
      type: 'SavedSearchChanged',
      data: { savedSearchId: 's1', name: 'Designers', filter: { skill_ids: [1] }, alert: false, changedAt: AT },
      actorId: OWNER,
    };
    const deleted: Step = { type: 'SavedSearchDeleted', data: { savedSearchId: 's1', deletedAt: AT }, actorId: OWNER };
    expect(alerts([started, saved({ skill_ids: [1] }), off, skills(1)])).toEqual([]);
    expect(alerts([started, saved({ skill_ids: [1] }), deleted, skills(1)])).toEqual([]);
  });

  it('tells of someone found by nobody never, and of someone found by networks only once they join the owner’s network', () => {
    expect(alerts([started, saved({ skill_ids: [1] }), availability('nobody'), skills(1)])).toEqual([]);
    const network: Step[] = [
      {
        type: 'NetworkCreated',
        data: { networkId: 'n1', ownerId: OWNER, name: 'Studio', description: '', createdAt: AT },
        actorId: OWNER,
      },
      {
        type: 'InvitationAccepted',
        data: { networkId: 'n1', membershipId: 'm1', specialistId: SPECIALIST, acceptedAt: AT },
        actorId: SPECIALIST,
      },
    ];
    const byNetworks = [
      started,
      saved({ skill_ids: [1] }),
      saved({}, true, 's2', OTHER_OWNER),
      availability('networks'),
    ];
    expect(alerts([...byNetworks, skills(1)])).toEqual([]);
    expect(summary(alerts([...byNetworks, skills(1), ...network]))).toEqual([`saved_search_match → ${OWNER}`]);
  });

  it('filters on the rate only for an owner who may see it, and on the days the teams leave free', () => {
    const rate = { day_rate_lte: 500, day_rate_currency: 'EUR' };
    expect(alerts([started, saved(rate), availability('everyone')])).toEqual([]);
    const joined: Step[] = [
      {
        type: 'NetworkCreated',
        data: { networkId: 'n1', ownerId: OWNER, name: 'Studio', description: '', createdAt: AT },
        actorId: OWNER,
      },
      {
        type: 'InvitationAccepted',
        data: { networkId: 'n1', membershipId: 'm1', specialistId: SPECIALIST, acceptedAt: AT },
        actorId: SPECIALIST,
      },
    ];
    expect(summary(alerts([started, saved(rate), ...joined, availability('everyone')]))).toEqual([
      `saved_search_match → ${OWNER}`,
    ]);
    expect(
      alerts([
        started,
        saved(rate),
        ...joined,
        availability('everyone', { day_rate: { amount: 600, currency: 'EUR' } }),
      ]),
    ).toEqual([]);
    const booked = [started, saved({ free_days_gte: 3 }, true, 's1', OTHER_OWNER), ...team('t1', OWNER)];
    expect(alerts([...booked, availability('everyone')])).toEqual([]);
    const removed: Step = {
      type: 'TeamMemberRemoved',
      data: { teamId: 't1', specialistId: SPECIALIST, removedAt: AT },
      actorId: OWNER,
    };
    expect(summary(alerts([...booked, availability('everyone'), removed]))).toEqual([
      `saved_search_match → ${OTHER_OWNER}`,
    ]);
  });

  it('tells every alerting search a new specialist matches, and a replay from JSON documents tells the same', () => {
    const steps: Step[] = [
      started,
      saved({ q: 'ana' }),
      saved({}, true, 's2', OTHER_OWNER),
      saved({ q: 'bob' }, true, 's3'),
      { ...started, data: { ...started.data, specialistId: 'spec-2', firstName: 'Anabel' } },
      skills(1),
    ];
    const told = run(steps).filter((n) => n.kind === 'saved_search_match');
    expect(told.map((n) => `${n.record.id} → ${n.recipient} of ${n.person_id}`)).toEqual([
      `s1 → ${OWNER} of spec-2`,
      `s2 → ${OTHER_OWNER} of spec-2`,
    ]);
    // The lane keeps the facts as JSON in Redis between batches.
    const stored = new Map<string, string>();
    const replayed = storedEvents(steps).flatMap((event) => {
      const docs = new Map(relationKeysOf(event).map((key) => [key, JSON.parse(stored.get(key) ?? 'null') as unknown]));
      return react(event, {
        get: (key) => docs.get(key) ?? null,
        set: (key, doc) => stored.set(key, JSON.stringify(doc)),
      });
    });
    expect(replayed).toEqual(run(steps));
  });
});
