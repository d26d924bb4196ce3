import { randomUUID } from 'node:crypto';
import {
  membershipRecordId,
  toBusinessOwnerStream,
  toNetworkStream,
  toSpecialistStream,
  toTeamStream,
  type ActorRole,
  type BusinessOwnerEvent,
  type CatalogRef,
  type DomainEvent,
  type ExperienceLevelId,
  type NetworkEvent,
  type SpecialistEvent,
  type TeamEvent,
  type TeamStatus,
} from '@dth/domain';
import type { EventStore } from '@dth/infrastructure';

/**
 * Networks, teams and profile facts for read-side tests, appended straight to the event store in
 * the shapes the deciders produce (tests only: the write side appends through handleCommand).
 * Every function answers the position of its last event, for `platform.projected(position)`.
 */
export function hiringEvents(store: EventStore) {
  const append = async (
    stream: string,
    actorId: string,
    events: DomainEvent[],
    actorRole: ActorRole = 'business_owner',
  ) => {
    const correlationId = randomUUID();
    const { position } = await store.appendToStream(
      stream,
      events.map((e) => ({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: { actorId, actorRole, correlationId, causationId: correlationId, schemaVersion: 1 },
      })),
      { expectedRevision: 'any' },
    );
    return position;
  };
  const now = () => new Date().toISOString();
  const network = (networkId: string, actorId: string, ...events: NetworkEvent[]) =>
    append(toNetworkStream(networkId), actorId, events);
  const team = (teamId: string, actorId: string, ...events: TeamEvent[]) =>
    append(toTeamStream(teamId), actorId, events);
  const profile = (specialistId: string, ...events: SpecialistEvent[]) =>
    append(toSpecialistStream(specialistId), specialistId, events, 'specialist');

  return {
    async createNetwork(ownerId: string, name = `Network ${randomUUID().slice(0, 8)}`, description = '') {
      const networkId = randomUUID();
      const position = await network(networkId, ownerId, {
        type: 'NetworkCreated',
        data: { networkId, ownerId, name, description, createdAt: now() },
      });
      return { networkId, position };
    },
    renameNetwork: (networkId: string, ownerId: string, name: string, description = '') =>
      network(networkId, ownerId, {
        type: 'NetworkDetailsChanged',
        data: { networkId, name, description, changedAt: now() },
      }),
    archiveNetwork: (networkId: string, ownerId: string) =>
      network(networkId, ownerId, { type: 'NetworkArchived', data: { networkId, archivedAt: now() } }),
    async invite(
      networkId: string,
      ownerId: string,
      invitee: { specialistId?: string; email?: string },
      invitedAt = now(),
    ) {
      const membershipId = randomUUID();
      const position = await network(networkId, ownerId, {
        type: 'SpecialistInvited',
        data: {
          networkId,
          membershipId,
          specialistId: invitee.specialistId ?? null,
          email: invitee.email?.toLowerCase() ?? null,
          invitedAt,
        },
      });
      return { membershipId, recordId: membershipRecordId(networkId, membershipId), position };
    },
    accept: (networkId: string, membershipId: string, specialistId: string) =>
      network(networkId, specialistId, {
        type: 'InvitationAccepted',
        data: { networkId, membershipId, specialistId, acceptedAt: now() },
      }),
    decline: (networkId: string, membershipId: string, specialistId: string) =>
      network(networkId, specialistId, {
        type: 'InvitationDeclined',
        data: { networkId, membershipId, specialistId, declinedAt: now() },
      }),
    remove: (networkId: string, membershipId: string, ownerId: string, specialistId: string | null) =>
      network(networkId, ownerId, {
        type: 'MemberRemoved',
        data: { networkId, membershipId, specialistId, removedAt: now() },
      }),
    leave: (networkId: string, membershipId: string, specialistId: string) =>
      network(networkId, specialistId, {
        type: 'MemberLeft',
        data: { networkId, membershipId, specialistId, leftAt: now() },
      }),
    note: (networkId: string, membershipId: string, ownerId: string, note: string, tags: string[]) =>
      network(networkId, ownerId, {
        type: 'MemberNoteSet',
        data: { networkId, membershipId, note, tags, setAt: now() },
      }),
    /** An invitation answered yes in one go: the usual way a test gets a joined member. */
    async join(networkId: string, ownerId: string, specialistId: string) {
      const invitation = await this.invite(networkId, ownerId, { specialistId });
      const position = await this.accept(networkId, invitation.membershipId, specialistId);
      return { ...invitation, position };
    },
    async createTeam(
      networkId: string,
      ownerId: string,
      name = `Team ${randomUUID().slice(0, 8)}`,
      requiredSkills: CatalogRef[] = [],
      status: TeamStatus = 'Draft',
    ) {
      const teamId = randomUUID();
      const position = await team(teamId, ownerId, {
        type: 'TeamCreated',
        data: { teamId, networkId, ownerId, name, purpose: '', requiredSkills, status, createdAt: now() },
      });
      await network(networkId, ownerId, {
        type: 'NetworkTeamAdded',
        data: { networkId, teamId, addedAt: now() },
      } as never);
      return { teamId, position };
    },
    addTeamMember: (
      teamId: string,
      networkId: string,
      actorId: string,
      specialistId: string,
      roleTitle = 'Engineer',
      allocationDays = 3,
    ) =>
      team(teamId, actorId, {
        type: 'TeamMemberAdded',
        data: { teamId, networkId, specialistId, roleTitle, allocationDays, addedAt: now() },
      }),
    changeTeamMember: (
      teamId: string,
      actorId: string,
      specialistId: string,
      roleTitle: string,
      allocationDays: number,
    ) =>
      team(teamId, actorId, {
        type: 'TeamMemberChanged',
        data: { teamId, specialistId, roleTitle, allocationDays, changedAt: now() },
      }),
    removeTeamMember: (teamId: string, actorId: string, specialistId: string) =>
      team(teamId, actorId, { type: 'TeamMemberRemoved', data: { teamId, specialistId, removedAt: now() } }),
    setTeamStatus: (teamId: string, actorId: string, status: TeamStatus) =>
      team(teamId, actorId, { type: 'TeamStatusSet', data: { teamId, status, setAt: now() } }),
    archiveTeam: (teamId: string, actorId: string) =>
      team(teamId, actorId, { type: 'TeamArchived', data: { teamId, archivedAt: now() } }),
    setCompany: (ownerId: string, companyName: string, website = '', about = '') =>
      append(toBusinessOwnerStream(ownerId), ownerId, [
        {
          type: 'BusinessOwnerProfileSet',
          data: { ownerId, companyName, website, about, setAt: now() },
        } satisfies BusinessOwnerEvent,
      ]),
    /** Profile facts that search filters on, as the specialist's own writes would record them. */
    profile: (
      specialistId: string,
      facts: {
        skills?: CatalogRef[];
        industries?: CatalogRef[];
        languages?: CatalogRef[];
        projectTypes?: CatalogRef[];
        level?: ExperienceLevelId;
        industryTitle?: string;
        /** The account form: the names are given again, since the form saves them with the country. */
        account?: { firstName: string; lastName: string; country: string };
      },
    ) => {
      const at = now();
      const events: SpecialistEvent[] = [];
      if (facts.skills) events.push({ type: 'SkillsSet', data: { specialistId, skills: facts.skills, setAt: at } });
      if (facts.industries)
        events.push({
          type: 'IndustryExperiencesSet',
          data: { specialistId, industryExperiences: facts.industries, setAt: at },
        });
      if (facts.languages)
        events.push({ type: 'LanguagesSet', data: { specialistId, languages: facts.languages, setAt: at } });
      if (facts.projectTypes)
        events.push({
          type: 'ProjectInterestsSet',
          data: { specialistId, projectTypes: facts.projectTypes.map((t) => ({ ...t, name: t.title })), setAt: at },
        });
      if (facts.level)
        events.push({
          type: 'ExperienceLevelSet',
          data: {
            specialistId,
            experienceLevelId: facts.level,
            experienceLevel: ['', 'Beginner', 'Mid-weight', 'Experienced'][facts.level],
            setAt: at,
          },
        });
      if (facts.industryTitle)
        events.push({
          type: 'IndustryTitleSet',
          data: { specialistId, industryTitle: facts.industryTitle, setAt: at },
        });
      if (facts.account) {
        const { firstName: first_name, lastName: last_name, country } = facts.account;
        events.push({
          type: 'AccountDetailsUpdated',
          data: {
            specialistId,
            details: {
              first_name,
              last_name,
              phone_code: '+61',
              phone_number: '400000000',
              country,
              state: null,
              city: null,
            },
            updatedAt: at,
          },
        });
      }
      return profile(specialistId, ...events);
    },
  };
}

export type HiringEvents = ReturnType<typeof hiringEvents>;
