import type { CatalogName } from '../catalogs/catalog';
import type { SpecialistCommand } from '../specialist/businessLogic';

/**
 * Reverting a change from the admin report (docs/api.md, "Revert a change"). Every event type is
 * either revertible, with the section of its record it sets and the command that sets that section
 * back, or not, with the reason (shown in the report and in docs/events.md).
 */

/** Why a type cannot be reverted; the report words each reason (app.report.revert.reasons.*). */
export const NOT_REVERTIBLE_REASONS = {
  secret: 'It sets a password or a one-time secret: nobody may set an old secret back.',
  fact: 'It records something that happened (a link was opened, a request was made, a mail was held back), not a value that can be set back.',
  erasure: 'An erasure destroys the data keys: nothing can bring the data back.',
  lifecycle:
    'It creates, removes or archives a record, or answers an invitation: undo it with the opposite action on the record itself.',
  processing: 'It is the result of processing an upload: upload the file again instead.',
  personal: 'Personal, billing and preference data are changed by their owner only.',
  'owner-only':
    'Only its owner changes this record (admins read it but do not change it): its owner sets it back on the record itself.',
} as const;
export type NotRevertibleReason = keyof typeof NOT_REVERTIBLE_REASONS;

/** An event as the revert reads it from its stream. */
export interface RevertEvent {
  type: string;
  data: Record<string, unknown>;
  position: bigint;
  actorId: string;
  at: string;
}

/** The profile command that sets a section back, without its time; `catalog` names the catalog it resolves ids against. */
type WithoutCatalog<C> = C extends { data: infer D }
  ? { type: C extends { type: infer T } ? T : never; data: Omit<D, 'catalog'> }
  : never;
export type RevertCommand = WithoutCatalog<SpecialistCommand> & { catalog?: CatalogName };

interface SectionRevert {
  /** The part of the record an event of the stream sets, or null: two events with the same key overwrite each other. */
  section: (event: Pick<RevertEvent, 'type' | 'data'>) => string | null;
  /** The command setting the section back to what `previous` set (the last earlier event of the same section), or null when nothing can be set back. */
  restore: (
    previous: Pick<RevertEvent, 'type' | 'data'> | null,
    event: Pick<RevertEvent, 'type' | 'data'>,
  ) => RevertCommand | null;
}

const ids = (items: unknown) => (Array.isArray(items) ? items.map((item) => Number((item as { id: unknown }).id)) : []);
/** A section's text as it was: the string its event held, else empty. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const specialistOf = (event: Pick<RevertEvent, 'data'>) => String(event.data.specialistId);
const CERTIFICATE_EVENTS = ['CertificateAdded', 'CertificateUpdated', 'CertificateDeleted'];
const PROJECT_EVENTS = ['ProjectAdded', 'ProjectUpdated', 'ProjectDeleted'];

/** A profile section set whole by one event type (each a "Set" event of the specialist decider). */
function wholeSection(
  type: string,
  restore: (previous: Record<string, unknown> | undefined, specialistId: string) => RevertCommand | null,
): SectionRevert {
  return {
    section: (event) => (event.type === type ? type : null),
    restore: (previous, event) => restore(previous?.data, specialistOf(event)),
  };
}

/** One certificate or work-experience entry of the profile, by its id. */
function profileEntry(kind: 'certificate' | 'project', types: string[]): SectionRevert {
  return {
    section: (event) => {
      if (!types.includes(event.type)) return null;
      const entry = event.data[kind] as { id?: unknown } | undefined;
      return `${kind}:${String(entry?.id ?? event.data[`${kind}Id`])}`;
    },
    restore: (previous, event) => {
      const entry = previous?.data[kind];
      if (!entry || previous?.type.endsWith('Deleted')) return null;
      const specialistId = specialistOf(event);
      return kind === 'certificate'
        ? { type: 'UpdateCertificate', data: { specialistId, certificate: entry as never } }
        : { type: 'UpdateProject', data: { specialistId, project: entry as never } };
    },
  };
}

export const REVERTIBLE_EVENTS: Readonly<Record<string, SectionRevert>> = {
  IndustryTitleSet: wholeSection('IndustryTitleSet', (previous, specialistId) => ({
    type: 'SetIndustryTitle',
    data: { specialistId, industryTitle: textOf(previous?.industryTitle) },
  })),
  SkillsSet: wholeSection('SkillsSet', (previous, specialistId) => ({
    type: 'SetSkills',
    data: { specialistId, skillIds: ids(previous?.skills) },
    catalog: 'skills',
  })),
  IndustryExperiencesSet: wholeSection('IndustryExperiencesSet', (previous, specialistId) => ({
    type: 'SetIndustryExperiences',
    data: { specialistId, industryIds: ids(previous?.industryExperiences) },
    catalog: 'industry-experiences',
  })),
  ExperienceLevelSet: wholeSection('ExperienceLevelSet', (previous, specialistId) =>
    previous
      ? { type: 'SetExperienceLevel', data: { specialistId, experienceLevelId: previous.experienceLevelId as never } }
      : null,
  ),
  LanguagesSet: wholeSection('LanguagesSet', (previous, specialistId) => ({
    type: 'SetLanguages',
    data: { specialistId, languageIds: ids(previous?.languages) },
    catalog: 'languages',
  })),
  AboutMeSet: wholeSection('AboutMeSet', (previous, specialistId) => ({
    type: 'SetAboutMe',
    data: { specialistId, description: textOf(previous?.description) },
  })),
  ProjectInterestsSet: wholeSection('ProjectInterestsSet', (previous, specialistId) => ({
    type: 'SetProjectInterests',
    data: { specialistId, projectTypeIds: ids(previous?.projectTypes) },
    catalog: 'project-types',
  })),
  CertificateUpdated: profileEntry('certificate', CERTIFICATE_EVENTS),
  ProjectUpdated: profileEntry('project', PROJECT_EVENTS),
};

/** Every other event type, with its reason (the catalogue refuses a type that is in neither table). */
export const NOT_REVERTIBLE_EVENTS: Readonly<Record<string, NotRevertibleReason>> = {
  PasswordSet: 'secret',
  PasswordTokenIssued: 'secret',
  ShareLinkOpened: 'fact',
  ShareLinkRequestMade: 'fact',
  PersonalDataExportRequested: 'fact',
  AccountErasureRequested: 'fact',
  AccountErasureCancelled: 'fact',
  MailWithheld: 'fact',
  EmailReserved: 'fact',
  ExternalIdentityReserved: 'fact',
  ExternalIdentityLinked: 'fact',
  ExternalIdentityUnlinked: 'fact',
  ExternalIdentityReleased: 'fact',
  EmailReleased: 'fact',
  CatalogSeeded: 'fact',
  CatalogItemsAdded: 'fact',
  AccountErased: 'erasure',
  SpecialistProfileErased: 'erasure',
  MemberErased: 'erasure',
  UserRegistered: 'lifecycle',
  SpecialistProfileStarted: 'lifecycle',
  CertificateAdded: 'lifecycle',
  CertificateDeleted: 'lifecycle',
  ProjectAdded: 'lifecycle',
  ProjectDeleted: 'lifecycle',
  NetworkCreated: 'lifecycle',
  NetworkArchived: 'lifecycle',
  SpecialistInvited: 'lifecycle',
  InvitationAccepted: 'lifecycle',
  InvitationDeclined: 'lifecycle',
  MemberLeft: 'lifecycle',
  MemberRemoved: 'lifecycle',
  NetworkTeamAdded: 'lifecycle',
  TeamCreated: 'lifecycle',
  TeamArchived: 'lifecycle',
  TeamMemberAdded: 'lifecycle',
  TeamMemberRemoved: 'lifecycle',
  OfferMade: 'lifecycle',
  OfferAccepted: 'lifecycle',
  OfferDeclined: 'lifecycle',
  OfferWithdrawn: 'lifecycle',
  SavedSearchCreated: 'lifecycle',
  SavedSearchDeleted: 'lifecycle',
  ShortlistCreated: 'lifecycle',
  ShortlistDeleted: 'lifecycle',
  ShortlistMemberAdded: 'lifecycle',
  ShortlistMemberRemoved: 'lifecycle',
  EngagementCreated: 'lifecycle',
  EngagementArchived: 'lifecycle',
  EngagementTeamAssigned: 'lifecycle',
  MilestoneAdded: 'lifecycle',
  MilestoneRemoved: 'lifecycle',
  CollaboratorInvited: 'lifecycle',
  CollaboratorInvitationAccepted: 'lifecycle',
  CollaboratorInvitationDeclined: 'lifecycle',
  CollaboratorInvitationWithdrawn: 'lifecycle',
  CollaboratorAdded: 'lifecycle',
  CollaboratorRemoved: 'lifecycle',
  ShareLinkCreated: 'lifecycle',
  ShareLinkExtended: 'lifecycle',
  ShareLinkRevoked: 'lifecycle',
  BillingAccountCreated: 'lifecycle',
  AvatarUploaded: 'processing',
  AvatarProcessed: 'processing',
  AvatarProcessingFailed: 'processing',
  AnswerMediaUploaded: 'processing',
  AnswerMediaProcessed: 'processing',
  AnswerMediaProcessingFailed: 'processing',
  BusinessOwnerLogoUploaded: 'processing',
  BusinessOwnerLogoProcessed: 'processing',
  BusinessOwnerLogoProcessingFailed: 'processing',
  BusinessOwnerLogoRemoved: 'processing',
  AccountDetailsUpdated: 'personal',
  OwnerAccountDetailsSet: 'personal',
  BillingAccountUpdated: 'personal',
  NotificationPreferencesSet: 'personal',
  VideoAskAnswersSaved: 'personal',
  AvailabilitySet: 'personal',
  BusinessOwnerProfileSet: 'owner-only',
  NetworkDetailsChanged: 'owner-only',
  MemberNoteSet: 'owner-only',
  TeamDetailsChanged: 'owner-only',
  TeamMemberChanged: 'owner-only',
  TeamStatusSet: 'owner-only',
  EngagementDetailsChanged: 'owner-only',
  EngagementStatusChanged: 'owner-only',
  MilestoneChanged: 'owner-only',
  MilestoneStatusSet: 'owner-only',
  CollaboratorRoleChanged: 'owner-only',
  SavedSearchChanged: 'owner-only',
  ShortlistChanged: 'owner-only',
  ShortlistMemberNoteSet: 'owner-only',
};

/** How the catalogue describes a type: revertible, or the reason it is not; throws for a type in neither table. */
export function revertibilityOf(
  type: string,
): { revertible: true } | { revertible: false; reason: NotRevertibleReason } {
  if (Object.hasOwn(REVERTIBLE_EVENTS, type)) return { revertible: true };
  const reason = NOT_REVERTIBLE_EVENTS[type];
  if (!reason) throw new Error(`${type} is neither revertible nor given a reason in domain/src/audit/reverts.ts`);
  return { revertible: false, reason };
}

export type RevertPlan =
  /** The record's person is erased: their record takes no change, a revert neither. */
  | { outcome: 'erased' }
  | { outcome: 'not-revertible'; reason: NotRevertibleReason }
  /** The section changed again after the event: these later changes would be overwritten. */
  | { outcome: 'conflict'; later: RevertEvent[] }
  | { outcome: 'nothing-to-restore' }
  | { outcome: 'command'; command: RevertCommand; overwrites: RevertEvent[] };

/**
 * What reverting `target` does, from the events of its stream (oldest first): the command that
 * sets its section back to what the last earlier event of that section set, refused while later
 * events changed the section again unless `anyway`.
 */
export function planRevert(
  target: RevertEvent,
  stream: readonly RevertEvent[],
  { anyway }: { anyway: boolean },
): RevertPlan {
  if (stream.some((event) => event.type === 'SpecialistProfileErased')) return { outcome: 'erased' };
  const revertibility = revertibilityOf(target.type);
  if (!revertibility.revertible) return { outcome: 'not-revertible', reason: revertibility.reason };
  const rule = REVERTIBLE_EVENTS[target.type];
  const section = rule.section(target);
  const same = stream.filter((event) => event.position !== target.position && rule.section(event) === section);
  const later = same.filter((event) => event.position > target.position);
  if (later.length > 0 && !anyway) return { outcome: 'conflict', later };
  const previous = same.filter((event) => event.position < target.position).at(-1) ?? null;
  const command = rule.restore(previous, target);
  return command ? { outcome: 'command', command, overwrites: later } : { outcome: 'nothing-to-restore' };
}
