import { randomUUID } from 'node:crypto';
import type { DependencyContainer } from 'tsyringe';
import { CatalogServiceToken, NetworkServiceToken, TeamServiceToken } from '@dth/command-api';
import {
  businessOwnerDecider,
  daysPerWeekOf,
  joinedSpecialistIds,
  networkDecider,
  offerDecider,
  specialistDecider,
  teamDecider,
  toBusinessOwnerStream,
  toNetworkStream,
  toOfferStream,
  toSpecialistStream,
  toTeamStream,
  type Actor,
  type NetworkCommand,
  type OfferCommand,
  type Team,
  type TeamCommand,
  type TeamStatus,
} from '@dth/domain';
import {
  AccountDirectory,
  TOKENS,
  deterministicUuid,
  handleCommand,
  handleCommands,
  loadAggregate,
  type CommandContext,
  type Logger,
} from '@dth/infrastructure';
import { seedDemoLogo } from './demoLogo';
import { seedDemoPortrait } from './demoPortraits';
import { DEMO_PEOPLE, DEMO_SPECIALIST_PROFILE, type DemoPerson } from './demoPeople';
import { demoEmail, ensureSpecialist, loadProfileCatalogs, profileCommands } from './specialistWriter';

/** The status moves from Draft that reach each status (TEAM_TRANSITIONS). */
const STEPS_TO: Record<TeamStatus, TeamStatus[]> = { Draft: [], Saved: ['Saved'], Approved: ['Saved', 'Approved'] };

export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const DEMO_SPECIALIST_EMAIL = 'specialist@example.com';
export const DEMO_MEMBER_DOMAIN = 'demo.example.com';
export const DEMO_NETWORK_ID = deterministicUuid(`demo:network:${DEMO_OWNER_EMAIL}`);

/** Events the seed appends say so: the seed acted, as the system. */
export const seedContext = (now = new Date().toISOString()): CommandContext => {
  const id = randomUUID();
  return { actorId: 'seed', actorRole: 'system', correlationId: id, causationId: id, now };
};

/** owner@example.com as the actor of the demo's owner-side commands, when that business owner exists. */
export async function demoOwner(directory: AccountDirectory): Promise<Actor | undefined> {
  const account = await directory.byEmail(DEMO_OWNER_EMAIL);
  return account?.userType === 'business_owner' ? { userId: account.userId!, userType: 'business_owner' } : undefined;
}

interface DemoTeam {
  key: string;
  name: string;
  purpose: string;
  requiredSkills: string[];
  status: TeamStatus;
  /**
   * By the member's name ('specialist' is specialist@example.com), within the days a week their availability
   * gives (specialistWriter's `demoAvailability`) but where `overAllocate` says the owner booked beyond them.
   */
  members: { who: string; role: string; days: number; overAllocate?: true }[];
}

const DEMO_TEAMS: DemoTeam[] = [
  {
    key: 'checkout',
    name: 'Checkout Revamp Squad',
    status: 'Approved',
    purpose: 'Rebuild the web and mobile checkout for the spring launch: faster, accessible, and tested end to end.',
    requiredSkills: ['TypeScript', 'React', 'Node.js', 'UX Design', 'Test Automation', 'iOS Development'],
    members: [
      { who: 'Amara Okafor', role: 'Tech lead', days: 5 },
      { who: 'Yuki Tanaka', role: 'Frontend engineer', days: 3 },
      { who: 'Lucas Ferreira', role: 'Product designer', days: 3 },
      { who: 'Hannah Schmidt', role: 'QA lead', days: 2 },
      { who: 'Diego Hernández', role: 'Mobile engineer', days: 2.5 },
    ],
  },
  {
    key: 'data',
    name: 'Data & AI Discovery Team',
    status: 'Saved',
    purpose:
      'Six-week discovery: which customer questions can an assistant answer from our data, and what would it take to ship one safely?',
    requiredSkills: [
      'Python',
      'Machine Learning',
      'Data Engineering',
      'Product Discovery',
      'User Research',
      'Cloud Security',
    ],
    members: [
      { who: 'Grace Wanjiru', role: 'Product lead', days: 3 },
      { who: 'Mei Chen', role: 'Data engineer', days: 5, overAllocate: true },
      { who: 'Arjun Mehta', role: 'ML engineer', days: 2.5 },
      { who: 'Ana Popescu', role: 'Data analyst', days: 2 },
      { who: 'specialist', role: 'User researcher', days: 1 },
    ],
  },
];

/** The offer specialist@example.com finds waiting for an answer: a seat on the checkout team. */
const DEMO_PENDING_OFFER = {
  team: 'checkout',
  role: 'UX researcher',
  days: 1.5,
  message: 'We would love your research eyes on the new checkout for a few weeks. Interested?',
};

/** The owner's private notes on a few members, as a real network would have them. */
const DEMO_NOTES: Record<string, { note: string; tags: string[] }> = {
  'Amara Okafor': {
    note: 'Led our payments rebuild in 2024. First call for anything checkout.',
    tags: ['trusted', 'payments', 'lead'],
  },
  'Lucas Ferreira': {
    note: 'Strong on design systems; prefers async collaboration across time zones.',
    tags: ['design-system', 'async'],
  },
  'Mei Chen': { note: 'Available from next quarter at three days a week.', tags: ['data', 'available-soon'] },
  'Benjamin Cohen': { note: 'Ask for architecture reviews before a big bet.', tags: ['advisor', 'architecture'] },
  'Ana Popescu': { note: 'Junior but very thorough; pair with Mei.', tags: ['junior', 'data'] },
};

const COMPANY = {
  companyName: 'Bennett Digital',
  website: 'https://bennett-digital.example.com',
  about:
    'A product studio in Sydney that assembles small senior teams for banks, retailers and start-ups. We hire specialists we know and trust, and keep them together project after project.',
};

const nameOf = (p: Pick<DemoPerson, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/**
 * owner@example.com's demo network: 31 specialists with full profiles plus specialist@example.com (given one too),
 * all joined, each with a portrait; two teams with roles and allocations; notes on a few members; the company profile and its logo.
 * Every event goes through the deciders with the seed as actor. Idempotent: each part is written
 * only when missing (a specialist already in the network, even one the owner later removed, is
 * not invited again; an archived demo network is left alone). Answers the last position written.
 */
export async function seedDemoNetwork(
  container: DependencyContainer,
  logger: Logger,
  now = new Date().toISOString(),
): Promise<bigint | undefined> {
  const store = container.resolve(TOKENS.EventStore);
  const directory = new AccountDirectory(store);
  const owner = await demoOwner(directory);
  if (!owner) return undefined;
  const network = (await loadAggregate(store, toNetworkStream(DEMO_NETWORK_ID), networkDecider)).state;
  if (network.status === 'archived') return undefined;

  const ctx = seedContext(now);
  let position: bigint | undefined;
  const track = (p: bigint | undefined) => {
    if (p !== undefined && (position === undefined || p > position)) position = p;
  };

  // The specialists and their profiles.
  const catalogs = await loadProfileCatalogs(container.resolve(CatalogServiceToken));
  const members = new Map<string, { id: string; email: string }>();
  for (const person of DEMO_PEOPLE) {
    const email = demoEmail(person, DEMO_MEMBER_DOMAIN);
    const written = await ensureSpecialist(store, { ...person, email }, ctx, (id) =>
      profileCommands(id, email, person, catalogs, now),
    );
    track(written.position);
    // A portrait, processed by the worker like any upload.
    track(await seedDemoPortrait(container, written.id, nameOf(person), ctx));
    members.set(nameOf(person), { id: written.id, email });
  }
  // specialist@example.com gets the same full profile and portrait, once: what she changes later is hers.
  const demoSpecialist = await directory.byEmail(DEMO_SPECIALIST_EMAIL);
  if (demoSpecialist?.userType === 'specialist') {
    const written = await ensureSpecialist(
      store,
      { ...DEMO_SPECIALIST_PROFILE, email: DEMO_SPECIALIST_EMAIL },
      ctx,
      (id) => profileCommands(id, DEMO_SPECIALIST_EMAIL, DEMO_SPECIALIST_PROFILE, catalogs, now),
    );
    track(written.position);
    track(await seedDemoPortrait(container, written.id, nameOf(DEMO_SPECIALIST_PROFILE), ctx));
    members.set('specialist', { id: written.id, email: written.email });
  }

  // The network, and everyone in it.
  const networks = container.resolve(NetworkServiceToken);
  if (network.status === 'none') {
    track(
      (
        await networks.create(
          {
            name: 'Digital Delivery Network',
            description:
              'Specialists we have worked with and trust: engineering, design, data, product and marketing across five continents.',
          },
          owner,
          ctx,
          DEMO_NETWORK_ID,
        )
      ).position,
    );
  }
  const current = await networks.state(DEMO_NETWORK_ID);
  const known = new Set(Object.values(current.memberships).map((m) => m.specialistId));
  const commands: NetworkCommand[] = [];
  for (const [name, member] of members) {
    if (known.has(member.id)) continue;
    const membershipId = deterministicUuid(`demo:membership:${DEMO_NETWORK_ID}:${member.id}`);
    const actor: Actor = { userId: member.id, userType: 'specialist' };
    commands.push(
      {
        type: 'InviteSpecialist',
        data: {
          networkId: DEMO_NETWORK_ID,
          membershipId,
          specialistId: member.id,
          email: null,
          invitee: { userType: 'specialist', accountEmail: member.email },
        },
        metadata: { now, actor: owner },
      },
      {
        type: 'AcceptInvitation',
        data: { networkId: DEMO_NETWORK_ID, membershipId, actorEmail: member.email },
        metadata: { now, actor },
      },
    );
    const note = DEMO_NOTES[name];
    if (note)
      commands.push({
        type: 'SetMemberNote',
        data: { networkId: DEMO_NETWORK_ID, membershipId, ...note },
        metadata: { now, actor: owner },
      });
  }
  if (commands.length > 0)
    track((await handleCommands(store, toNetworkStream(DEMO_NETWORK_ID), networkDecider, commands, ctx)).position);

  // Two teams, created once and staffed in the same run from offers the members accepted.
  const teams = container.resolve(TeamServiceToken);
  const joined = new Set(joinedSpecialistIds(await networks.state(DEMO_NETWORK_ID)));
  const offer = async (
    team: Team,
    to: { id: string; role: string; days: number; message: string; overAllocate?: true },
    accept: boolean,
  ): Promise<{ offerId: string; overAllocated: boolean }> => {
    const offerId = deterministicUuid(`demo:offer:${team.teamId}:${to.id}`);
    const profile = await loadAggregate(store, toSpecialistStream(to.id), specialistDecider);
    const specialist: Actor = { userId: to.id, userType: 'specialist' };
    const commands: OfferCommand[] = [
      {
        type: 'MakeOffer',
        data: {
          offerId,
          team: {
            teamId: team.teamId!,
            ownerId: team.ownerId!,
            networkId: team.networkId!,
            archived: false,
            memberIds: Object.keys(team.members),
          },
          specialist: {
            specialistId: to.id,
            isSpecialist: true,
            daysPerWeek: daysPerWeekOf(profile.state),
            // Counted here: the teams of this run are not projected yet, so the command API's reading is not.
            bookedDays: booked.get(to.id) ?? 0,
          },
          roleTitle: to.role,
          allocationDays: to.days,
          dayRate: null,
          startsOn: now.slice(0, 10),
          message: to.message,
          overAllocate: to.overAllocate === true,
        },
        metadata: { now, actor: owner },
      },
    ];
    if (accept) commands.push({ type: 'AcceptOffer', data: { offerId }, metadata: { now, actor: specialist } });
    const written = await handleCommands(store, toOfferStream(offerId), offerDecider, commands, ctx);
    track(written.position);
    if (accept) booked.set(to.id, (booked.get(to.id) ?? 0) + to.days);
    return { offerId, overAllocated: written.state.overAllocated };
  };
  const booked = new Map<string, number>();
  for (const team of DEMO_TEAMS) {
    const teamId = deterministicUuid(`demo:team:${DEMO_NETWORK_ID}:${team.key}`);
    if ((await loadAggregate(store, toTeamStream(teamId), teamDecider)).state.lifecycle !== 'none') continue;
    const requiredSkillIds = team.requiredSkills.map((title) => catalogs.skills.find((s) => s.title === title)!.id);
    track(
      (
        await teams.create(
          { network_id: DEMO_NETWORK_ID, name: team.name, purpose: team.purpose, required_skill_ids: requiredSkillIds },
          owner,
          ctx,
          teamId,
        )
      ).position,
    );
    const created = (await loadAggregate(store, toTeamStream(teamId), teamDecider)).state;
    const staffing: TeamCommand[] = [];
    for (const m of team.members) {
      const id = members.get(m.who)?.id;
      if (id === undefined || !joined.has(id)) continue;
      const { offerId, overAllocated } = await offer(
        created,
        { id, role: m.role, days: m.days, message: `Join ${team.name}`, overAllocate: m.overAllocate },
        true,
      );
      // What the worker's reaction to the acceptance does, decided here so the team is staffed in this run.
      staffing.push({
        type: 'AddOfferedMember',
        metadata: { now, actor: { userId: id, userType: 'specialist' } },
        data: { teamId, specialistId: id, roleTitle: m.role, allocationDays: m.days, offerId, overAllocated },
      });
    }
    // A team is saved before it is approved (TEAM_TRANSITIONS).
    for (const status of STEPS_TO[team.status])
      staffing.push({ type: 'SetTeamStatus', data: { teamId, status }, metadata: { now, actor: owner } });
    track((await handleCommands(store, toTeamStream(teamId), teamDecider, staffing, ctx)).position);
    const specialist = members.get('specialist');
    if (team.key === DEMO_PENDING_OFFER.team && specialist) {
      const { role, days, message } = DEMO_PENDING_OFFER;
      const staffed = (await loadAggregate(store, toTeamStream(teamId), teamDecider)).state;
      await offer(staffed, { id: specialist.id, role, days, message }, false);
    }
  }

  // The owner's company profile.
  const company = await loadAggregate(store, toBusinessOwnerStream(owner.userId), businessOwnerDecider);
  if (company.revision === 'no_stream') {
    const data = { ownerId: owner.userId, ...COMPANY };
    track(
      (
        await handleCommand(
          store,
          toBusinessOwnerStream(owner.userId),
          businessOwnerDecider,
          { type: 'SetBusinessOwnerProfile', data, metadata: { now, actor: owner } },
          ctx,
        )
      ).position,
    );
  }
  // Its logo, processed by the worker like any upload.
  track(await seedDemoLogo(container, owner, ctx));

  if (position !== undefined)
    logger.info(
      { networkId: DEMO_NETWORK_ID, members: members.size, teams: DEMO_TEAMS.length },
      `seeded the demo network of ${DEMO_OWNER_EMAIL}`,
    );
  return position;
}
