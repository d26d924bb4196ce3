import {
  PERSONAL_DATA_FILES,
  businessOwnerKey,
  engagementKey,
  isAboutPerson,
  mediaKeysOf,
  membershipsOf,
  networkKey,
  personalDataReadme,
  personalEventsNdjson,
  shareLinkKey,
  specialistProfileKey,
  teamKey,
  toBusinessOwnerStream,
  toShareLinkStream,
  toSpecialistStream,
  toUserStream,
  userAccountKey,
  type EngagementDoc,
  type EngagementTeamAssigned,
  type PersonalDataFile,
  type StoredEvent,
  type UserAccount,
} from '@dth/domain';
import type { EventLog } from '@dth/infrastructure';

/** A read model's document by its key, in the keyspace queries read now. */
export type DocumentReader = <T>(key: string) => Promise<T | null>;

const idsOf = (events: readonly StoredEvent[], prefix: string) => [
  ...new Set(events.filter((e) => e.stream.startsWith(prefix)).map((e) => e.stream.slice(prefix.length))),
];

type Team = {
  id: string;
  name: string;
  purpose: string;
  network_name: string;
  status: string;
  owner_id: string;
  members: { specialist_id: string; role_title: string; allocation_days: number; added_at: string }[];
};
type ShareLink = { id: string; created_by: string; token?: string } & Record<string, unknown>;

export interface PersonalDataArchive {
  files: Record<PersonalDataFile, string>;
  /** The blob store keys of the person's files (pictures, recordings, logo), for the archive's `media/` folder. */
  mediaKeys: string[];
}

/**
 * Everything held about a person, file by file (PERSONAL_DATA_FILES): their documents as the read
 * models hold them now, what they own whole, their part of what others own, every event about them
 * from the log (`scanned` counts the log's events as they are read), and which of the blob store's
 * files are theirs.
 */
export async function personalDataFiles(
  userId: string,
  source: { doc: DocumentReader; log: EventLog },
  scanned: (events: number) => void,
  now = new Date(),
): Promise<PersonalDataArchive | null> {
  const { doc, log } = source;
  const account = await doc<UserAccount>(userAccountKey(userId));
  if (!account) return null;
  const profile = await doc(
    account.user_type === 'specialist' ? specialistProfileKey(userId) : businessOwnerKey(userId),
  );

  const own = new Set([toUserStream(userId), toSpecialistStream(userId), toBusinessOwnerStream(userId)]);
  const events: StoredEvent[] = [];
  // A project names its team, not the team's members: which projects each team was assigned to.
  const projectsOfTeam = new Map<string, Set<string>>();
  let count = 0;
  for await (const event of log.readAll()) {
    if (isAboutPerson(event, userId, own)) events.push(event);
    if (event.type === 'EngagementTeamAssigned') {
      const { teamId, projectId } = event.data as EngagementTeamAssigned['data'];
      projectsOfTeam.set(teamId, (projectsOfTeam.get(teamId) ?? new Set()).add(projectId));
    }
    if (++count % 1000 === 0) scanned(count);
  }
  scanned(count);

  const networkNames = new Map<string, string | null>();
  for (const id of idsOf(events, 'network-'))
    networkNames.set(id, (await doc<{ name: string }>(networkKey(id)))?.name ?? null);
  const memberships = membershipsOf(events, userId, (id) => networkNames.get(id) ?? null);

  const teams = [];
  const memberOf = new Set<string>();
  for (const id of idsOf(events, 'team-')) {
    const team = await doc<Team>(teamKey(id));
    const member = team?.members.find((m) => m.specialist_id === userId);
    if (team?.owner_id === userId) teams.push({ role: 'owner', team });
    else if (team && member) {
      memberOf.add(id);
      teams.push({
        role: 'member',
        team: { id, name: team.name, purpose: team.purpose, network_name: team.network_name, status: team.status },
        membership: member,
      });
    }
  }

  const projects = [];
  const projectIds = new Set(idsOf(events, 'project-'));
  for (const teamId of memberOf) for (const id of projectsOfTeam.get(teamId) ?? []) projectIds.add(id);
  for (const id of projectIds) {
    const project = await doc<EngagementDoc>(engagementKey(id));
    if (!project) continue;
    const summary = {
      id,
      name: project.name,
      status: project.status,
      start_date: project.start_date,
      end_date: project.end_date,
    };
    const collaborator = project.collaborators?.find((c) => c.user_id === userId);
    if (project.owner_id === userId) projects.push({ role: 'owner', project });
    else if (collaborator)
      projects.push({ role: collaborator.role, project: summary, added_at: collaborator.added_at });
    else if (project.team_id && memberOf.has(project.team_id))
      projects.push({ role: 'team_member', project: summary, team_id: project.team_id });
  }

  const shareLinks = [];
  for (const id of idsOf(events, 'share-link-')) {
    const link = await doc<ShareLink>(shareLinkKey(id));
    if (link?.created_by !== userId) continue;
    const { token: _secret, ...shown } = link;
    const accessLog = [];
    for await (const event of log.readStream(toShareLinkStream(id))) {
      if (event.type === 'ShareLinkOpened') accessLog.push({ at: event.createdAt.toISOString(), ...event.data });
    }
    shareLinks.push({ ...shown, access_log: accessLog });
  }

  const mediaKeys = new Set(
    events.filter((event) => own.has(event.stream)).flatMap((event) => mediaKeysOf(event.type, event.data)),
  );
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files = {
    'account.json': json(account),
    'profile.json': json(profile),
    'memberships.json': json(memberships.filter((m) => m.history.some((h) => h.status === 'joined'))),
    'invitations.json': json(memberships),
    'teams.json': json(teams),
    'projects.json': json(projects),
    'share-links.json': json(shareLinks),
    'events.ndjson': personalEventsNdjson(events),
    'README.txt': personalDataReadme(now.toISOString()),
  } satisfies Record<keyof typeof PERSONAL_DATA_FILES, string>;
  return { files, mediaKeys: [...mediaKeys] };
}
