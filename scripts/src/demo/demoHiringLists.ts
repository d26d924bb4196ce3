import type { DependencyContainer } from 'tsyringe';
import { CatalogServiceToken } from '@dth/command-api';
import {
  savedSearchDecider,
  shortlistDecider,
  teamDecider,
  toSavedSearchStream,
  toShortlistStream,
  toTeamStream,
  type ShortlistCommand,
} from '@dth/domain';
import {
  AccountDirectory,
  TOKENS,
  deterministicUuid,
  handleCommand,
  handleCommands,
  loadAggregate,
  type Logger,
} from '@dth/infrastructure';
import { DEMO_MEMBER_DOMAIN, DEMO_OWNER_EMAIL, demoOwner, seedContext } from './demoNetwork';
import { demoTeamId } from './demoProjects';
import { demoEmail } from './specialistWriter';

/** The owner's saved search: four people of the demo network match it (specialistWriter's `demoAvailability`). */
export const DEMO_SAVED_SEARCH = { name: 'Python specialists open to work', skill: 'Python' };
export const DEMO_SAVED_SEARCH_ID = deterministicUuid(`demo:saved-search:${DEMO_OWNER_EMAIL}:python`);

/** The owner's shortlist for the data team: who could cover what it misses (nobody on it knows cloud security). */
export const DEMO_SHORTLIST = {
  name: 'Data & AI Discovery candidates',
  team: 'data',
  members: [
    { firstName: 'Aisha', lastName: 'Rahman', note: 'Covers the cloud security the team is missing.' },
    { firstName: 'Sofia', lastName: 'Rossi', note: 'A second researcher if the interviews run long.' },
    { firstName: 'Leila', lastName: 'Haddad', note: 'Could turn the findings into a backlog.' },
  ],
};
export const DEMO_SHORTLIST_ID = deterministicUuid(`demo:shortlist:${DEMO_OWNER_EMAIL}:data`);

/**
 * owner@example.com's saved search (with its alert on) and a shortlist tied to the data team, so find,
 * shortlist and compare show something on first start. Through the deciders with the owner as actor, the
 * seed in the metadata; each written once (one the owner deleted stays deleted). Needs the demo network
 * (seeded first): a missing team or person is left out. Answers the last position written.
 */
export async function seedDemoHiringLists(
  container: DependencyContainer,
  logger: Logger,
  now = new Date().toISOString(),
): Promise<bigint | undefined> {
  const store = container.resolve(TOKENS.EventStore);
  const directory = new AccountDirectory(store);
  const owner = await demoOwner(directory);
  if (!owner) return undefined;
  const ctx = seedContext(now);
  let position: bigint | undefined;

  const search = toSavedSearchStream(DEMO_SAVED_SEARCH_ID);
  const skills = await container.resolve(CatalogServiceToken).items('skills');
  const python = skills.find((s) => s.title === DEMO_SAVED_SEARCH.skill);
  if (python && (await loadAggregate(store, search, savedSearchDecider)).revision === 'no_stream') {
    const filter = { skill_ids: [python.id], open_to_work: true };
    const data = { savedSearchId: DEMO_SAVED_SEARCH_ID, name: DEMO_SAVED_SEARCH.name, filter, alert: true };
    const command = { type: 'CreateSavedSearch' as const, data, metadata: { now, actor: owner } };
    position = (await handleCommand(store, search, savedSearchDecider, command, ctx)).position ?? position;
  }

  const list = toShortlistStream(DEMO_SHORTLIST_ID);
  const teamId = demoTeamId(DEMO_SHORTLIST.team);
  const team = (await loadAggregate(store, toTeamStream(teamId), teamDecider)).state;
  if (team.lifecycle !== 'none' && (await loadAggregate(store, list, shortlistDecider)).revision === 'no_stream') {
    const metadata = { now, actor: owner };
    const commands: ShortlistCommand[] = [
      {
        type: 'CreateShortlist',
        data: { shortlistId: DEMO_SHORTLIST_ID, name: DEMO_SHORTLIST.name, team: { teamId, ownerId: team.ownerId! } },
        metadata,
      },
    ];
    for (const person of DEMO_SHORTLIST.members) {
      const account = await directory.byEmail(demoEmail(person, DEMO_MEMBER_DOMAIN));
      if (account?.userType !== 'specialist') continue;
      commands.push({
        type: 'AddShortlistMember',
        data: { shortlistId: DEMO_SHORTLIST_ID, specialistId: account.userId!, isSpecialist: true, note: person.note },
        metadata,
      });
    }
    position = (await handleCommands(store, list, shortlistDecider, commands, ctx)).position ?? position;
  }

  if (position !== undefined) logger.info(`seeded the saved search and shortlist of ${DEMO_OWNER_EMAIL}`);
  return position;
}
