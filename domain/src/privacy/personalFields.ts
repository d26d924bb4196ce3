/**
 * Which fields of which events are personal data, and whose: the log keeps them encrypted with
 * their person's data key (crypto-shredding, docs/decisions.md), so deleting the key erases them
 * from every event, every replay and every export at once. Everything else stays readable: ids,
 * positions, types, timestamps and the business facts that must be kept.
 */

import { ERASED_AS, type ErasedAs } from './erasedNames';

export { ERASED_AS, type ErasedAs } from './erasedNames';

/** The name an erased person is shown under everywhere. */
export const ERASED_USER_NAME = ERASED_AS.fullName;

/**
 * Whose key a field is encrypted with: a person's account (`user-{id}`), or an address that may
 * belong to nobody yet (an invitation by email), keyed by the address itself so that erasing the
 * person who holds it erases it too.
 */
export type DataSubject = { user: string } | { address: string };

export interface PersonalField {
  /** Dotted path into the event's data; `[]` steps into each item of a list. */
  path: string;
  erasedAs: ErasedAs;
  /** A blob store key (or a map of them): the erasure deletes the blobs too. */
  media?: true;
  /** The field's own value is an address, its own subject (absent: the event's person). */
  address?: true;
  /** The field belongs to the address in this other top-level field of the event (a client's name beside their address). */
  addressIn?: string;
}

export interface PersonalDataRule {
  /** The person the event's personal fields belong to (unused when each field is an address). */
  personOf: (data: Record<string, unknown>) => string | null;
  fields: PersonalField[];
}

const idIn = (field: string) => (data: Record<string, unknown>) =>
  typeof data[field] === 'string' ? data[field] : null;
const nobody = () => null;
const field = (
  path: string,
  erasedAs: ErasedAs,
  extra: Omit<PersonalField, 'path' | 'erasedAs'> = {},
): PersonalField => ({ path, erasedAs, ...extra });
const address = (path: string, erasedAs: ErasedAs = 'text') => field(path, erasedAs, { address: true });
const names = [field('firstName', 'firstName'), field('lastName', 'lastName'), field('email', 'text')];
const billing = ['company_name', 'company_address', 'bank_name', 'account_name', 'account_number', 'bsb_number']
  .map((name) => field(`billingAccount.${name}`, 'text'))
  .concat(
    ['owner_name', 'owner_email', 'owner_phone', 'company_abn', 'swift_code'].map((name) =>
      field(`billingAccount.${name}`, 'nothing'),
    ),
  );
const accountDetails = [
  field('details.first_name', 'firstName'),
  field('details.last_name', 'lastName'),
  ...['phone_code', 'phone_number', 'state', 'city'].map((name) => field(`details.${name}`, 'nothing')),
];

const certificate = ['degree', 'name', 'specialisation', 'description'].map((name) =>
  field(`certificate.${name}`, 'text'),
);
const workExperience = ['name', 'position', 'city', 'description'].map((name) => field(`project.${name}`, 'text'));

export const PERSONAL_DATA: Readonly<Record<string, PersonalDataRule>> = {
  UserRegistered: { personOf: idIn('userId'), fields: names },
  SpecialistProfileStarted: { personOf: idIn('specialistId'), fields: names },
  EmailReserved: { personOf: idIn('userId'), fields: [field('email', 'text')] },
  ExternalIdentityLinked: { personOf: idIn('userId'), fields: [field('subject', 'text')] },
  ExternalIdentityReserved: { personOf: idIn('userId'), fields: [field('subject', 'text')] },
  ExternalIdentityUnlinked: { personOf: idIn('userId'), fields: [field('subject', 'text')] },
  ExternalIdentityReleased: { personOf: idIn('userId'), fields: [field('subject', 'text')] },
  AccountDetailsUpdated: { personOf: idIn('specialistId'), fields: accountDetails },
  OwnerAccountDetailsSet: { personOf: idIn('userId'), fields: accountDetails },
  AboutMeSet: { personOf: idIn('specialistId'), fields: [field('description', 'text')] },
  // The CV's free text: a title, schools, employers and places say who the person is as surely as a name.
  IndustryTitleSet: { personOf: idIn('specialistId'), fields: [field('industryTitle', 'text')] },
  CertificateAdded: { personOf: idIn('specialistId'), fields: certificate },
  CertificateUpdated: { personOf: idIn('specialistId'), fields: certificate },
  ProjectAdded: { personOf: idIn('specialistId'), fields: workExperience },
  ProjectUpdated: { personOf: idIn('specialistId'), fields: workExperience },
  BillingAccountCreated: { personOf: idIn('specialistId'), fields: billing },
  BillingAccountUpdated: { personOf: idIn('specialistId'), fields: billing },
  VideoAskAnswersSaved: { personOf: idIn('specialistId'), fields: [field('answers', 'list')] },
  AvatarUploaded: { personOf: idIn('specialistId'), fields: [field('originalKey', 'text', { media: true })] },
  AvatarProcessed: {
    personOf: idIn('specialistId'),
    fields: [field('renditions', 'record', { media: true }), field('fallbackKey', 'text', { media: true })],
  },
  AnswerMediaUploaded: { personOf: idIn('specialistId'), fields: [field('key', 'text', { media: true })] },
  AnswerMediaProcessed: { personOf: idIn('specialistId'), fields: [field('thumbnailKey', 'nothing', { media: true })] },
  BusinessOwnerProfileSet: {
    personOf: idIn('ownerId'),
    fields: [field('companyName', 'text'), field('website', 'text'), field('about', 'text')],
  },
  BusinessOwnerLogoUploaded: { personOf: idIn('ownerId'), fields: [field('originalKey', 'text', { media: true })] },
  BusinessOwnerLogoProcessed: {
    personOf: idIn('ownerId'),
    fields: [field('originalKey', 'text', { media: true }), field('key', 'text', { media: true })],
  },
  CollaboratorAdded: { personOf: idIn('userId'), fields: [field('email', 'text')] },
  CollaboratorInvitationAccepted: { personOf: idIn('userId'), fields: [field('email', 'text')] },
  SpecialistInvited: { personOf: nobody, fields: [address('email')] },
  CollaboratorInvited: { personOf: nobody, fields: [address('email')] },
  // A profile's share link is named after the person; gated links list their viewers' addresses.
  ShareLinkCreated: {
    personOf: (data) => (data.targetType === 'profile' ? idIn('targetId')(data) : null),
    fields: [field('targetName', 'fullName'), address('allowedEmails[]')],
  },
  ShareLinkOpened: { personOf: nobody, fields: [address('viewerEmail', 'nothing')] },
  // A client's request: their name and what they wrote go with their address (its own subject).
  ShareLinkRequestMade: {
    personOf: nobody,
    fields: [
      field('name', 'text', { addressIn: 'email' }),
      field('message', 'text', { addressIn: 'email' }),
      address('email'),
    ],
  },
};

/** The key id a subject's data is encrypted under (`addressDigest` is sha256 of the lower-cased address, hex). */
export const personKeyId = (userId: string) => `user-${userId}`;
export const addressKeyId = (addressDigest: string) => `email-${addressDigest}`;

type Visit = (value: unknown, replace: (next: unknown) => void) => void;
type Step = { name: string; each: boolean };
/** Paths split once: every event read walks them. */
const stepsOfPath = new Map<string, Step[]>();

/** Calls `visit` on each value at `path` in `data` (a copy-on-write walk is the caller's business). */
export function visitPath(data: unknown, path: string, visit: Visit): void {
  let steps = stepsOfPath.get(path);
  if (!steps)
    stepsOfPath.set(
      path,
      (steps = path.split('.').map((step) => ({ name: step.replace(/\[\]$/, ''), each: step.endsWith('[]') }))),
    );
  visitSteps(data, steps, 0, visit);
}

function visitSteps(data: unknown, steps: Step[], at: number, visit: Visit): void {
  if (data === null || typeof data !== 'object') return;
  const record = data as Record<string, unknown>;
  const { name, each } = steps[at];
  const last = at === steps.length - 1;
  if (each) {
    const list = record[name];
    if (!Array.isArray(list)) return;
    for (let index = 0; index < list.length; index++) {
      if (last) visit(list[index], (next) => (list[index] = next));
      else visitSteps(list[index], steps, at + 1, visit);
    }
  } else if (name in record) {
    if (last) visit(record[name], (next) => (record[name] = next));
    else visitSteps(record[name], steps, at + 1, visit);
  }
}

/** The blob store keys an event's media fields name (a rendition map's values included). */
export function mediaKeysOf(type: string, data: object): string[] {
  const keys: string[] = [];
  for (const media of PERSONAL_DATA[type]?.fields.filter((f) => f.media) ?? []) {
    visitPath(data, media.path, (value) => {
      if (typeof value === 'string' && value) keys.push(value);
      else if (value && typeof value === 'object')
        keys.push(...Object.values(value).filter((v): v is string => typeof v === 'string' && v !== ''));
    });
  }
  return keys;
}
