import type { DependencyContainer } from 'tsyringe';
import { CatalogServiceToken } from '@dth/command-api';
import {
  engagementDecider,
  teamDecider,
  toEngagementStream,
  toTeamStream,
  type Actor,
  type AssignedTeamFacts,
  type Budget,
  type CatalogItem,
  type EngagementCommand,
  type EngagementStatus,
  type EngagementType,
  type MilestoneStatus,
} from '@dth/domain';
import {
  AccountDirectory,
  TOKENS,
  deterministicUuid,
  handleCommands,
  loadAggregate,
  type Logger,
} from '@dth/infrastructure';
import {
  DEMO_MEMBER_DOMAIN,
  DEMO_NETWORK_ID,
  DEMO_OWNER_EMAIL,
  DEMO_SPECIALIST_EMAIL,
  demoOwner,
  seedContext,
} from './demoNetwork';
import { DEMO_PEOPLE } from './demoPeople';
import { demoEmail } from './specialistWriter';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/** The path of each status from draft along the diagram. */
const STATUS_PATH: Record<EngagementStatus, EngagementStatus[]> = {
  draft: [],
  posted: ['posted'],
  in_progress: ['posted', 'in_progress'],
  completed: ['posted', 'in_progress', 'completed'],
  cancelled: ['cancelled'],
};

interface DemoMilestone {
  key: string;
  title: string;
  /** Days from the seed's day. */
  dueInDays: number;
  status: MilestoneStatus;
  /** A member of the project's team by name ('specialist' is specialist@example.com); they move it themselves. */
  responsible?: string;
}

export interface DemoProject {
  key: string;
  name: string;
  clientName: string;
  engagementType: EngagementType;
  brief: string;
  projectType: string;
  requiredSkills: string[];
  /** Days from the seed's day. */
  startInDays: number;
  endInDays: number;
  budget: Budget | null;
  status: EngagementStatus;
  /** A demo team of the owner's network (demoNetwork's keys). */
  team?: string;
  milestones?: DemoMilestone[];
  sharedWith?: { email: string; role: 'viewer' | 'editor' }[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    key: 'checkout-relaunch',
    name: 'Spring checkout relaunch',
    clientName: 'Harbour & Co Retail',
    engagementType: 'DTH',
    brief:
      'Hire the checkout squad for twelve weeks to rebuild web and mobile checkout: one-page flow, saved cards, Apple Pay and Google Pay, WCAG 2.1 AA, and end-to-end tests in CI.',
    projectType: 'E-commerce Store',
    requiredSkills: ['TypeScript', 'React', 'Node.js', 'Web Accessibility (WCAG)'],
    startInDays: -21,
    endInDays: 63,
    budget: { amount: 186000, currency: 'AUD' },
    status: 'in_progress',
    team: 'checkout',
  },
  {
    key: 'assistant-pilot',
    name: 'Customer assistant pilot',
    clientName: 'Southern Cross Bank',
    engagementType: 'DPD',
    brief:
      'Deliver a pilot of an assistant that answers account and card questions from the bank’s own knowledge base, with a human hand-off, evaluated with 200 customers before a go/no-go.',
    projectType: 'AI & Machine Learning',
    requiredSkills: ['Python', 'React', 'GraphQL'],
    startInDays: -35,
    endInDays: 49,
    budget: { amount: 240000, currency: 'AUD' },
    status: 'in_progress',
    team: 'data',
    milestones: [
      {
        key: 'interviews',
        title: 'Discovery interviews with 12 customers',
        dueInDays: -21,
        status: 'done',
        responsible: 'Grace Wanjiru',
      },
      { key: 'audit', title: 'Knowledge base and data audit', dueInDays: -10, status: 'done', responsible: 'Mei Chen' },
      {
        key: 'prototype',
        title: 'Working prototype on staging',
        dueInDays: 7,
        status: 'in_progress',
        responsible: 'Arjun Mehta',
      },
      {
        key: 'usability',
        title: 'Usability study with 20 customers',
        dueInDays: 21,
        status: 'in_progress',
        responsible: 'specialist',
      },
      {
        key: 'evaluation',
        title: 'Answer quality evaluation report',
        dueInDays: 35,
        status: 'todo',
        responsible: 'Ana Popescu',
      },
      { key: 'go-no-go', title: 'Pilot go/no-go with the bank', dueInDays: 49, status: 'todo' },
    ],
    sharedWith: [{ email: DEMO_ADMIN_EMAIL, role: 'viewer' }],
  },
  {
    key: 'loyalty-refresh',
    name: 'Loyalty programme refresh',
    clientName: 'Harbour & Co Retail',
    engagementType: 'DPD',
    brief:
      'Scope a refresh of the loyalty app: tiers, partner offers and a simpler sign-up. Still a draft: the client confirms the budget next month.',
    projectType: 'Mobile App Development',
    requiredSkills: ['Swift', 'Kotlin'],
    startInDays: 45,
    endInDays: 135,
    budget: null,
    status: 'draft',
  },
];

export const demoProjectId = (ownerEmail: string, key: string) =>
  deterministicUuid(`demo:project:${ownerEmail.toLowerCase()}:${key}`);
export const demoTeamId = (key: string) => deterministicUuid(`demo:team:${DEMO_NETWORK_ID}:${key}`);

/** YYYY-MM-DD of `now` plus `days`. */
export const dayFrom = (now: string, days: number) =>
  new Date(Date.parse(now) + days * 86_400_000).toISOString().slice(0, 10);

const idsByTitle = (items: readonly CatalogItem[], titles: readonly string[]) =>
  titles.flatMap((title) => items.find((item) => item.title === title)?.id ?? []);

/**
 * The commands that build one demo project from nothing, in the order an owner would: create,
 * assign the team, add milestones, share, move along the statuses; members move their own
 * milestones. `members` names the team's members by demo name; `team` is its stream's facts.
 */
export function demoProjectCommands(
  project: DemoProject,
  projectId: string,
  owner: Actor,
  ctx: { now: string },
  facts: {
    catalogs: { projectTypes: CatalogItem[]; skills: CatalogItem[] };
    team: AssignedTeamFacts | null;
    members: ReadonlyMap<string, string>;
    collaborators: ReadonlyMap<string, Actor & { email: string }>;
  },
): EngagementCommand[] {
  const { now } = ctx;
  const as = (actor: Actor) => ({ now, actor });
  const assignedTeam = facts.team;
  const commands: EngagementCommand[] = [
    {
      type: 'CreateEngagement',
      metadata: as(owner),
      data: {
        projectId,
        name: project.name,
        clientName: project.clientName,
        engagementType: project.engagementType,
        brief: project.brief,
        projectTypeId: idsByTitle(facts.catalogs.projectTypes, [project.projectType])[0] ?? null,
        requiredSkillIds: idsByTitle(facts.catalogs.skills, project.requiredSkills),
        startDate: dayFrom(now, project.startInDays),
        endDate: dayFrom(now, project.endInDays),
        budget: project.budget,
        ...facts.catalogs,
      },
    },
  ];
  if (assignedTeam) {
    commands.push({
      type: 'AssignTeam',
      metadata: as(owner),
      data: {
        projectId,
        assignedTeam: null,
        team: { teamId: assignedTeam.teamId, ownerId: owner.userId, archived: false },
      },
    });
  }
  for (const m of project.milestones ?? []) {
    const milestoneId = deterministicUuid(`demo:milestone:${projectId}:${m.key}`);
    const responsibleId = (m.responsible && facts.members.get(m.responsible)) || null;
    commands.push({
      type: 'AddMilestone',
      metadata: as(owner),
      data: { projectId, assignedTeam, milestoneId, title: m.title, dueDate: dayFrom(now, m.dueInDays), responsibleId },
    });
    const mover: Actor = responsibleId ? { userId: responsibleId, userType: 'specialist' } : owner;
    // todo → in_progress → done, as the person responsible would move it.
    const steps: MilestoneStatus[] =
      m.status === 'done' ? ['in_progress', 'done'] : m.status === 'in_progress' ? ['in_progress'] : [];
    for (const status of steps)
      commands.push({
        type: 'SetMilestoneStatus',
        metadata: as(mover),
        data: { projectId, assignedTeam, milestoneId, status },
      });
  }
  for (const share of project.sharedWith ?? []) {
    const account = facts.collaborators.get(share.email) ?? null;
    if (!account) continue;
    // Invited by address, then accepted by the account holding it, as the two people would.
    const invitationId = deterministicUuid(`demo:invitation:${projectId}:${share.email}`);
    commands.push({
      type: 'AddCollaborator',
      metadata: as(owner),
      data: { projectId, assignedTeam, invitationId, email: share.email, ownerEmail: null, role: share.role },
    });
    commands.push({
      type: 'AnswerCollaboration',
      metadata: as(account),
      data: { projectId, assignedTeam, invitationId, answer: 'accept', actorEmail: account.email },
    });
  }
  for (const status of STATUS_PATH[project.status])
    commands.push({ type: 'SetEngagementStatus', metadata: as(owner), data: { projectId, assignedTeam, status } });
  return commands;
}

/**
 * owner@example.com's demo projects: a DTH project with the checkout team, a DPD project with the
 * data team and milestones (done, in progress, to do; responsible members, specialist@example.com
 * among them) shared with admin@example.com as viewer, and a draft. Through the engagement
 * decider with the seed as actor, one append per project. Idempotent: a project that exists is
 * left as it is (the owner may have changed it). Needs the demo network's teams (seedDemoNetwork
 * first); without them a project is written without its team. Answers the last position written.
 */
export async function seedDemoProjects(
  container: DependencyContainer,
  logger: Logger,
  now = new Date().toISOString(),
): Promise<bigint | undefined> {
  const store = container.resolve(TOKENS.EventStore);
  const directory = new AccountDirectory(store);
  const owner = await demoOwner(directory);
  if (!owner) return undefined;
  const catalogService = container.resolve(CatalogServiceToken);
  const catalogs = {
    projectTypes: await catalogService.items('project-types'),
    skills: await catalogService.items('skills'),
  };

  const members = new Map<string, string>();
  for (const person of DEMO_PEOPLE) {
    const account = await directory.byEmail(demoEmail(person, DEMO_MEMBER_DOMAIN));
    if (account?.userId) members.set(`${person.firstName} ${person.lastName}`, account.userId);
  }
  const specialist = await directory.byEmail(DEMO_SPECIALIST_EMAIL);
  if (specialist?.userId) members.set('specialist', specialist.userId);
  const collaborators = new Map<string, Actor & { email: string }>();
  const admin = await directory.byEmail(DEMO_ADMIN_EMAIL);
  if (admin?.userId && admin.email && admin.userType)
    collaborators.set(DEMO_ADMIN_EMAIL, { userId: admin.userId, userType: admin.userType, email: admin.email });

  const ctx = seedContext(now);
  let position: bigint | undefined;
  let written = 0;
  for (const project of DEMO_PROJECTS) {
    const projectId = demoProjectId(DEMO_OWNER_EMAIL, project.key);
    if ((await loadAggregate(store, toEngagementStream(projectId), engagementDecider)).revision !== 'no_stream')
      continue;
    let team: AssignedTeamFacts | null = null;
    if (project.team) {
      const teamId = demoTeamId(project.team);
      const state = (await loadAggregate(store, toTeamStream(teamId), teamDecider)).state;
      if (state.lifecycle === 'active' && state.ownerId === owner.userId)
        team = { teamId, memberIds: Object.keys(state.members) };
    }
    // Only people in the team now can be responsible: anyone the owner has taken out is left unnamed.
    const inTeam = new Map([...members].filter(([, id]) => team?.memberIds.includes(id)));
    const commands = demoProjectCommands(project, projectId, owner, ctx, {
      catalogs,
      team,
      members: inTeam,
      collaborators,
    });
    position =
      (await handleCommands(store, toEngagementStream(projectId), engagementDecider, commands, ctx)).position ??
      position;
    written++;
  }
  if (written > 0) logger.info({ projects: written }, `seeded the demo projects of ${DEMO_OWNER_EMAIL}`);
  return position;
}
