import {
  PERSONAL_DATA_FILES,
  businessOwnerKey,
  engagementKey,
  isAboutPerson,
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
type Project = {
  id: string;
  name: string;
  status: string;
  owner_id: string;
  start_date: string;
  end_date: string;
  collaborators?: { user_id: string; role: string; added_at: string }[];
  team: { members: { specialist_id: string }[] } | null;
};
type ShareLink = { id: string; created_by: string; token?: string } & Record<string, unknown>;

/**
 * Everything held about a person, file by file (PERSONAL_DATA_FILES): their documents as the read
 * models hold them now, what they own whole, their part of what others own, and every event about
 * them from the log (`scanned` counts the log's events as they are read).
 */
export async function personalDataFiles(
  userId: string,
  source: { doc: DocumentReader; log: EventLog },
  scanned: (events: number) => void,
  now = new Date(),
): Promise<Record<PersonalDataFile, string> | null> {
  const { doc, log } = source;
  const account = await doc<UserAccount>(userAccountKey(userId));
  if (!account) return null;
  const profile = await doc(
    account.user_type === 'specialist' ? specialistProfileKey(userId) : businessOwnerKey(userId),
  );

  const own = new Set([toUserStream(userId), toSpecialistStream(userId), toBusinessOwnerStream(userId)]);
  const events: StoredEvent[] = [];
  let count = 0;
  for await (const event of log.readAll()) {
    if (isAboutPerson(event, userId, own)) events.push(event as StoredEvent);
    if (++count % 1000 === 0) scanned(count);
  }
  scanned(count);

  const networkNames = new Map<string, string | null>();
  for (const id of idsOf(events, 'network-'))
    networkNames.set(id, (await doc<{ name: string }>(networkKey(id)))?.name ?? null);
  const memberships = membershipsOf(events, userId, (id) => networkNames.get(id) ?? null);

  const teams = [];
  for (const id of idsOf(events, 'team-')) {
    const team = await doc<Team>(teamKey(id));
    const member = team?.members.find((m) => m.specialist_id === userId);
    if (team?.owner_id === userId) teams.push({ role: 'owner', team });
    else if (team && member)
      teams.push({
        role: 'member',
        team: { id, name: team.name, purpose: team.purpose, network_name: team.network_name, status: team.status },
        membership: member,
      });
  }

  const projects = [];
  for (const id of idsOf(events, 'project-')) {
    const project = await doc<Project>(engagementKey(id));
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
    else if (project.team?.members.some((m) => m.specialist_id === userId))
      projects.push({ role: 'team_member', project: summary });
  }

  const shareLinks = [];
  for (const id of idsOf(events, 'share-link-')) {
    const link = await doc<ShareLink>(shareLinkKey(id));
    if (link?.created_by !== userId) continue;
    const { token: _secret, ...shown } = link;
    const accessLog = [];
    for await (const event of log.readStream(toShareLinkStream(id))) {
      if (event.type === 'ShareLinkOpened')
        accessLog.push({ at: event.createdAt.toISOString(), ...(event.data as object) });
    }
    shareLinks.push({ ...shown, access_log: accessLog });
  }

  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
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
}
