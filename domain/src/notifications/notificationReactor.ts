import type { StoredEvent } from '../shared/events';
import { ADMINS_INBOX, type Notification, type NotificationKind } from './notifications';
import { alertKeysOf, savedSearchAlerts } from './savedSearchAlerts';

/*
 * The reactor: from each event, in log order, the notifications it causes and the facts it keeps to
 * know who an event concerns (a team's owner and members, the teams a specialist is in, a network's
 * and a project's owner, a project's collaborators, a link's owner; what saved searches read of each
 * specialist: ./savedSearchAlerts.ts). Pure: the facts are documents the
 * caller loads (`relationKeysOf`) and writes back, so a replay rebuilds exactly the same notifications.
 */

interface TeamFacts {
  owner: string;
  name: string;
  members: string[];
}
interface SpecialistFacts {
  teams: Record<string, string>;
}
interface NetworkFacts {
  owner: string;
  name: string;
}
interface ProjectFacts {
  owner: string;
  name: string;
  collaborators: string[];
}
interface LinkFacts {
  owner: string;
  target_type: string;
  target_id: string;
  target_name: string;
}

const teamKey = (id: string) => `nrel:team:${id}`;
const specialistKey = (id: string) => `nrel:specialist:${id}`;
const networkKey = (id: string) => `nrel:network:${id}`;
const projectKey = (id: string) => `nrel:project:${id}`;
const linkKey = (id: string) => `nrel:share-link:${id}`;

/** A member's profile fields that their teams' owners are told about. */
const MEMBER_CHANGES: Record<string, string> = {
  SkillsSet: 'skills',
  ExperienceLevelSet: 'level',
  IndustryTitleSet: 'industry_title',
};

/**
 * The fields the reactor reads, over every event it handles: each case reads only those its event carries
 * (the event catalogue holds each event's shape).
 */
interface Data {
  teamId: string;
  specialistId: string;
  networkId: string;
  projectId: string;
  linkId: string;
  userId: string;
  ownerId: string;
  name: string;
  details: { name: string };
  roleTitle: string;
  offerId: string;
  allocationDays: number;
  membershipId: string;
  from: string;
  to: string;
  targetType: string;
  targetId: string;
  targetName: string;
  firstOpen: boolean;
  requestId: string;
  kind: string;
  profileId: string | null;
  eraseAt: string;
}

/** The fact documents an event reads or writes: load them before `react`. */
export const relationKeysOf = (event: StoredEvent): string[] => [...relationsOf(event), ...alertKeysOf(event)];

function relationsOf(event: StoredEvent): string[] {
  const d = event.data as Data;
  switch (event.type) {
    case 'TeamCreated':
    case 'TeamDetailsChanged':
      return [teamKey(d.teamId)];
    case 'TeamMemberAdded':
    case 'TeamMemberRemoved':
      return [teamKey(d.teamId), specialistKey(d.specialistId)];
    case 'OfferMade':
    case 'OfferAccepted':
    case 'OfferDeclined':
      return [teamKey(d.teamId)];
    case 'NetworkCreated':
    case 'NetworkDetailsChanged':
    case 'SpecialistInvited':
    case 'InvitationAccepted':
    case 'InvitationDeclined':
      return [networkKey(d.networkId)];
    case 'EngagementCreated':
    case 'EngagementDetailsChanged':
    case 'EngagementStatusChanged':
    case 'CollaboratorAdded':
    case 'CollaboratorInvitationAccepted':
    case 'CollaboratorRemoved':
      return [projectKey(d.projectId)];
    case 'ShareLinkCreated':
    case 'ShareLinkOpened':
    case 'ShareLinkRequestMade':
      return [linkKey(d.linkId)];
    default:
      return event.type in MEMBER_CHANGES ? [specialistKey(d.specialistId)] : [];
  }
}

/** Reads and writes the fact documents of one batch. */
export interface RelationDocs {
  get(key: string): unknown;
  set(key: string, doc: unknown): void;
}

/**
 * The notifications an event causes, in recipient order; updates the facts in `docs`. Nobody is told
 * of what they did themselves.
 */
export function react(event: StoredEvent, docs: RelationDocs): Notification[] {
  const d = event.data as Data;
  const get = <T>(key: string) => (docs.get(key) ?? null) as T | null;
  const out: Omit<Notification, 'id' | 'position' | 'at' | 'actor_id'>[] = [];
  const tell = (
    recipients: readonly string[],
    kind: NotificationKind,
    record: Notification['record'],
    detail: Record<string, unknown> = {},
    person = event.metadata.actorId,
  ) => {
    for (const recipient of [...new Set(recipients)])
      if (recipient !== event.metadata.actorId) out.push({ kind, recipient, person_id: person, record, detail });
  };
  switch (event.type) {
    case 'TeamCreated':
      docs.set(teamKey(d.teamId), { owner: d.ownerId, name: d.name, members: [] } satisfies TeamFacts);
      break;
    case 'TeamDetailsChanged': {
      const team = get<TeamFacts>(teamKey(d.teamId));
      if (team) docs.set(teamKey(d.teamId), { ...team, name: d.name });
      break;
    }
    case 'TeamMemberAdded':
    case 'TeamMemberRemoved': {
      const team = get<TeamFacts>(teamKey(d.teamId));
      if (!team) break;
      const added = event.type === 'TeamMemberAdded';
      const specialist = get<SpecialistFacts>(specialistKey(d.specialistId)) ?? { teams: {} };
      const { [d.teamId]: _left, ...others } = specialist.teams;
      docs.set(teamKey(d.teamId), {
        ...team,
        members: added
          ? [...team.members.filter((m) => m !== d.specialistId), d.specialistId]
          : team.members.filter((m) => m !== d.specialistId),
      });
      docs.set(specialistKey(d.specialistId), {
        teams: added ? { ...others, [d.teamId]: team.owner } : others,
      } satisfies SpecialistFacts);
      tell(
        [d.specialistId],
        added ? 'team_added' : 'team_removed',
        { type: 'team', id: d.teamId, name: team.name },
        added ? { role_title: d.roleTitle } : {},
      );
      break;
    }
    // The specialist hears of an offer; the team's owner of the answer.
    case 'OfferMade': {
      const team = get<TeamFacts>(teamKey(d.teamId));
      tell(
        [d.specialistId],
        'offer_received',
        { type: 'offer', id: d.offerId, name: team?.name ?? null },
        { team_id: d.teamId, role_title: d.roleTitle, allocation_days: d.allocationDays },
      );
      break;
    }
    case 'OfferAccepted':
    case 'OfferDeclined': {
      const team = get<TeamFacts>(teamKey(d.teamId));
      if (team)
        tell(
          [team.owner],
          event.type === 'OfferAccepted' ? 'offer_accepted' : 'offer_declined',
          { type: 'team', id: d.teamId, name: team.name },
          { offer_id: d.offerId },
          d.specialistId,
        );
      break;
    }
    case 'NetworkCreated':
      docs.set(networkKey(d.networkId), { owner: d.ownerId, name: d.name } satisfies NetworkFacts);
      break;
    case 'NetworkDetailsChanged': {
      const network = get<NetworkFacts>(networkKey(d.networkId));
      if (network) docs.set(networkKey(d.networkId), { ...network, name: d.name });
      break;
    }
    case 'SpecialistInvited': {
      const network = get<NetworkFacts>(networkKey(d.networkId));
      // An invitation by address alone reaches its account when someone signs up with it: by mail, not here.
      if (network && d.specialistId)
        tell(
          [d.specialistId],
          'network_invitation',
          { type: 'network', id: d.networkId, name: network.name },
          { membership_id: `${d.networkId}.${d.membershipId}` },
        );
      break;
    }
    case 'InvitationAccepted':
    case 'InvitationDeclined': {
      const network = get<NetworkFacts>(networkKey(d.networkId));
      if (network)
        tell(
          [network.owner],
          event.type === 'InvitationAccepted' ? 'invitation_accepted' : 'invitation_declined',
          { type: 'network', id: d.networkId, name: network.name },
          { specialist_id: d.specialistId },
          d.specialistId,
        );
      break;
    }
    case 'EngagementCreated':
      docs.set(projectKey(d.projectId), {
        owner: d.ownerId,
        name: d.details.name,
        collaborators: [],
      } satisfies ProjectFacts);
      break;
    case 'EngagementDetailsChanged': {
      const project = get<ProjectFacts>(projectKey(d.projectId));
      if (project) docs.set(projectKey(d.projectId), { ...project, name: d.details.name });
      break;
    }
    case 'CollaboratorAdded':
    case 'CollaboratorInvitationAccepted':
    case 'CollaboratorRemoved': {
      const project = get<ProjectFacts>(projectKey(d.projectId));
      if (!project) break;
      const others = project.collaborators.filter((c) => c !== d.userId);
      docs.set(projectKey(d.projectId), {
        ...project,
        collaborators: event.type === 'CollaboratorRemoved' ? others : [...others, d.userId],
      });
      break;
    }
    case 'EngagementStatusChanged': {
      const project = get<ProjectFacts>(projectKey(d.projectId));
      if (project)
        tell(
          project.collaborators,
          'project_status',
          { type: 'project', id: d.projectId, name: project.name },
          { from: d.from, to: d.to },
        );
      break;
    }
    case 'ShareLinkCreated':
      docs.set(linkKey(d.linkId), {
        owner: d.ownerId,
        target_type: d.targetType,
        target_id: d.targetId,
        target_name: d.targetName,
      } satisfies LinkFacts);
      break;
    case 'ShareLinkOpened': {
      const link = get<LinkFacts>(linkKey(d.linkId));
      if (link && d.firstOpen)
        tell(
          [link.owner],
          'share_link_opened',
          { type: 'share-link', id: d.linkId, name: link.target_name },
          { target_type: link.target_type, target_id: link.target_id },
        );
      break;
    }
    // A client answered the link: its owner hears of it (the request's words are in the owner's list and mail).
    case 'ShareLinkRequestMade': {
      const link = get<LinkFacts>(linkKey(d.linkId));
      if (link)
        tell(
          [link.owner],
          'share_link_request',
          { type: 'share-link', id: d.linkId, name: link.target_name },
          {
            target_type: link.target_type,
            target_id: link.target_id,
            request_id: d.requestId,
            request_kind: d.kind,
            profile_id: d.profileId,
          },
        );
      break;
    }
    case 'AccountErasureRequested':
      tell(
        [ADMINS_INBOX],
        'erasure_requested',
        { type: 'account', id: d.userId, name: null },
        { erase_at: d.eraseAt },
        d.userId,
      );
      break;
    // The request stays in the inbox; this one says it no longer holds.
    case 'AccountErasureCancelled':
      tell([ADMINS_INBOX], 'erasure_cancelled', { type: 'account', id: d.userId, name: null }, {}, d.userId);
      break;
    case 'PersonalDataExportRequested':
      tell([ADMINS_INBOX], 'data_export_requested', { type: 'account', id: d.userId, name: null }, {}, d.userId);
      break;
    default: {
      const field = MEMBER_CHANGES[event.type];
      if (!field) break;
      const specialist = get<SpecialistFacts>(specialistKey(d.specialistId));
      // Each owner is told which of their own teams the member is in.
      const byOwner = new Map<string, string[]>();
      for (const [teamId, owner] of Object.entries(specialist?.teams ?? {}))
        byOwner.set(owner, [...(byOwner.get(owner) ?? []), teamId]);
      for (const [owner, teams] of [...byOwner].sort(([a], [b]) => a.localeCompare(b)))
        tell(
          [owner],
          'member_changed',
          { type: 'specialist', id: d.specialistId, name: null },
          { field, teams },
          d.specialistId,
        );
    }
  }
  // A specialist's change that makes them newly match an owner's alerting search (a joined network's owner may now find them).
  const joined = event.type === 'InvitationAccepted' ? get<NetworkFacts>(networkKey(d.networkId)) : null;
  for (const match of savedSearchAlerts(event, docs, joined?.owner ?? null))
    tell(
      [match.owner],
      'saved_search_match',
      { type: 'saved-search', id: match.savedSearchId, name: match.name },
      {},
      match.specialistId,
    );
  const position = event.position.toString();
  return out.map((n, i) => ({
    id: `${position}.${i}`,
    position,
    at: event.createdAt.toISOString(),
    actor_id: event.metadata.actorId,
    ...n,
  }));
}
