import { eventExportLine } from '../audit/eventExport';
import type { StoredEvent } from '../shared/events';

/** The files of a person's data archive, each with what README.txt says of it. */
export const PERSONAL_DATA_FILES = {
  'account.json': 'Your account: name, email address, account type, status, and the ways you sign in.',
  'profile.json': 'Your specialist profile, or your company profile, as the platform shows it now.',
  'memberships.json': 'The networks you joined, with when you joined and, if so, left or were removed.',
  'invitations.json': 'Every invitation to a network you received, and what became of it.',
  'teams.json': 'The teams you belong to (your role and allocation) and the teams you own.',
  'projects.json': 'The projects you own, collaborate on, or whose assigned team you are in.',
  'share-links.json':
    'The share links you made, each with its access log (when it was opened; addresses only as salted hashes).',
  'events.ndjson':
    'Every recorded change about you, oldest first, one JSON object per line: its position, type, time, who made it, and its data. ' +
    'Password hashes and one-time token hashes are removed; share-link tokens and bank account numbers show their last 4 characters.',
  'README.txt': 'This file.',
} as const;
export type PersonalDataFile = keyof typeof PERSONAL_DATA_FILES;

/** The folder of the archive that holds the person's files themselves (pictures, recordings, logo). */
export const PERSONAL_DATA_MEDIA_FOLDER = 'media/';
const MEDIA_README =
  'Your pictures, recordings and company logo, each file as you uploaded it and as the platform made it ' +
  '(sizes, thumbnails). A `/media/…` address in the files above is the file at `media/…` here.';

export function personalDataReadme(generatedAt: string): string {
  const lines = Object.entries({ ...PERSONAL_DATA_FILES, [PERSONAL_DATA_MEDIA_FOLDER]: MEDIA_README }).map(
    ([file, what]) => `${file}\n  ${what}`,
  );
  return `Your data on DTH Platform, as of ${generatedAt}.\n\n${lines.join('\n\n')}\n`;
}

/** An event is about the person when it is in one of their own streams, was made by them, or names them in its data. */
export function isAboutPerson(
  event: Pick<StoredEvent, 'stream' | 'data' | 'metadata'>,
  userId: string,
  ownStreams: ReadonlySet<string>,
): boolean {
  return (
    ownStreams.has(event.stream) || event.metadata?.actorId === userId || JSON.stringify(event.data).includes(userId)
  );
}

type MembershipStatus = 'invited' | 'joined' | 'declined' | 'left' | 'removed';
const MEMBERSHIP_STATUS_OF: Record<string, MembershipStatus> = {
  SpecialistInvited: 'invited',
  InvitationAccepted: 'joined',
  InvitationDeclined: 'declined',
  MemberLeft: 'left',
  MemberRemoved: 'removed',
};

export interface PersonalMembership {
  network_id: string;
  network_name: string | null;
  membership_id: string;
  status: MembershipStatus;
  history: { status: MembershipStatus; at: string }[];
}

/** The person's network memberships, folded from the membership events about them (a network's name from its record). */
export function membershipsOf(
  events: readonly StoredEvent[],
  userId: string,
  networkName: (networkId: string) => string | null,
): PersonalMembership[] {
  const byId = new Map<string, PersonalMembership>();
  for (const event of events) {
    const status = MEMBERSHIP_STATUS_OF[event.type];
    const data = event.data as { networkId?: string; membershipId?: string; specialistId?: string };
    if (!status || !data.networkId || !data.membershipId) continue;
    const mine = byId.get(data.membershipId) ?? (data.specialistId === userId ? undefined : null);
    if (mine === null) continue;
    const membership = mine ?? {
      network_id: data.networkId,
      network_name: networkName(data.networkId),
      membership_id: data.membershipId,
      status,
      history: [],
    };
    membership.status = status;
    membership.history.push({ status, at: event.createdAt.toISOString() });
    byId.set(data.membershipId, membership);
  }
  return [...byId.values()];
}

/** The archive's events file: the person's events in log order, redacted as `npm run events:export` does. */
export const personalEventsNdjson = (events: readonly StoredEvent[]): string => events.map(eventExportLine).join('');
