import { describe, expect, it } from 'vitest';
import {
  EVENT_CATALOGUE,
  auditTargetOfType,
  projections,
  type AuditRow,
  type EventTypeEntry,
  type StoredEvent,
} from '@dth/domain';
import { AuditWriter } from './auditWriter';

/*
 * Every event type of the catalogue through the audit, as the projector folds it: the target's
 * record is created first (its aggregate's first event), then the type's own example. Each type has
 * its case below; a type without one fails the first test, so no event type goes unaudited.
 */
const ADMIN = 'a0000000-0000-4000-8000-0000000000aa';
const FIRST_ID = '00000000-0000-4000-8000-000000000001';

/**
 * Each type's case: the fields its row must show as changed (exactly these, in this order), given the
 * aggregate's first event and the events in `given`; `data` overrides the example of the event under test.
 */
interface Case {
  fields: string[];
  given?: { type: string; data?: Record<string, unknown> }[];
  data?: Record<string, unknown>;
}
const SPECIALIST_2 = '00000000-0000-4000-8000-000000000002';
const CASES: Record<string, Case> = {
  // Accounts: the record is the account; a token's issue has no field there, so the event's fields show, without its hash.
  PasswordSet: { fields: ['status', 'sign_in_methods'] },
  PasswordTokenIssued: { fields: ['userId', 'purpose', 'expiresAt', 'issuedAt'] },
  UserRegistered: { fields: ['id', 'first_name', 'last_name', 'email', 'user_type', 'status', 'created_at'] },
  BusinessOwnerLogoUploaded: { fields: ['logo_status'] },
  BusinessOwnerLogoProcessed: { fields: ['logo', 'logo_status'], given: [{ type: 'BusinessOwnerLogoUploaded' }] },
  BusinessOwnerLogoProcessingFailed: {
    fields: ['logo_status', 'logo_error'],
    given: [{ type: 'BusinessOwnerLogoUploaded' }],
  },
  BusinessOwnerLogoRemoved: {
    fields: ['logo', 'logo_status'],
    given: [{ type: 'BusinessOwnerLogoUploaded' }, { type: 'BusinessOwnerLogoProcessed' }],
  },
  BusinessOwnerProfileSet: { fields: ['company_name', 'website', 'about'] },
  CatalogSeeded: { fields: ['data'] },
  CatalogItemsAdded: { fields: ['data'] },
  EmailReserved: { fields: ['email', 'userId', 'reservedAt'] },
  EmailReleased: { fields: ['userId', 'releasedAt'] },
  ExternalIdentityLinked: { fields: ['status', 'sign_in_methods'] },
  ExternalIdentityUnlinked: { fields: ['sign_in_methods'], given: [{ type: 'ExternalIdentityLinked' }] },
  ExternalIdentityReserved: { fields: ['userId', 'provider', 'subject', 'reservedAt'] },
  ExternalIdentityReleased: { fields: ['userId', 'provider', 'subject', 'releasedAt'] },
  PersonalDataExportRequested: { fields: ['userId', 'exportId', 'requestedBy', 'requestedAt'] },
  // The account's record changes: its pending erasure, then its status.
  AccountErasureRequested: { fields: ['erasure'] },
  AccountErasureCancelled: { fields: ['erasure'], given: [{ type: 'AccountErasureRequested' }] },
  AccountErased: { fields: ['status', 'sign_in_methods'] },
  NotificationPreferencesSet: { fields: ['notification_digest'] },
  OwnerAccountDetailsSet: {
    fields: ['first_name', 'last_name', 'phone_code', 'phone_number', 'country', 'state', 'city'],
  },
  // Memberships are not fields of the network's record: their events show their own fields.
  SpecialistInvited: { fields: ['networkId', 'membershipId', 'specialistId', 'email', 'invitedAt'] },
  InvitationAccepted: { fields: ['networkId', 'membershipId', 'specialistId', 'acceptedAt'] },
  InvitationDeclined: { fields: ['networkId', 'membershipId', 'specialistId', 'declinedAt'] },
  MemberLeft: { fields: ['networkId', 'membershipId', 'specialistId', 'leftAt'] },
  MemberErased: { fields: ['networkId', 'membershipId', 'specialistId', 'erasedAt'] },
  MemberNoteSet: { fields: ['networkId', 'membershipId', 'note', 'tags', 'setAt'] },
  MemberRemoved: { fields: ['networkId', 'membershipId', 'specialistId', 'removedAt'] },
  NetworkTeamAdded: { fields: ['networkId', 'teamId', 'addedAt'] },
  NetworkCreated: { fields: ['id', 'owner_id', 'name', 'description', 'archived', 'created_at'] },
  NetworkDetailsChanged: { fields: ['name', 'description'] },
  NetworkArchived: { fields: ['archived'] },
  EngagementCreated: {
    fields: [
      'id',
      'owner_id',
      'name',
      'client_name',
      'engagement_type',
      'brief',
      'project_type',
      'required_skills',
      'start_date',
      'end_date',
      'budget',
      'status',
      'team_history',
      'milestones',
      'collaborators',
      'invitations',
      'archived',
      'created_at',
    ],
  },
  EngagementDetailsChanged: {
    fields: [
      'name',
      'client_name',
      'brief',
      'project_type.title',
      'required_skills',
      'start_date',
      'end_date',
      'budget.currency',
    ],
  },
  EngagementStatusChanged: { fields: ['status'], data: { from: 'draft', to: 'posted' } },
  EngagementTeamAssigned: { fields: ['team_id', 'team_history'] },
  EngagementArchived: { fields: ['archived'] },
  MilestoneAdded: { fields: ['milestones'] },
  MilestoneChanged: { fields: ['milestones'], given: [{ type: 'MilestoneAdded' }] },
  MilestoneStatusSet: { fields: ['milestones'], given: [{ type: 'MilestoneAdded' }], data: { status: 'done' } },
  MilestoneRemoved: { fields: ['milestones'], given: [{ type: 'MilestoneAdded' }] },
  CollaboratorAdded: { fields: ['collaborators'] },
  CollaboratorRoleChanged: {
    fields: ['collaborators'],
    given: [{ type: 'CollaboratorAdded' }],
    data: { role: 'editor' },
  },
  CollaboratorRemoved: { fields: ['collaborators'], given: [{ type: 'CollaboratorAdded' }] },
  CollaboratorInvited: { fields: ['invitations'] },
  CollaboratorInvitationAccepted: {
    fields: ['collaborators', 'invitations'],
    given: [{ type: 'CollaboratorInvited' }],
  },
  CollaboratorInvitationDeclined: { fields: ['invitations'], given: [{ type: 'CollaboratorInvited' }] },
  CollaboratorInvitationWithdrawn: { fields: ['invitations'], given: [{ type: 'CollaboratorInvited' }] },
  // A mail a limit kept back: no record, the event's own facts (the recipient as a hash of the address).
  MailWithheld: { fields: ['sender', 'kind', 'recipientHash', 'because', 'withheldAt'] },
  // Share links: the record, its token by its last 4 characters; an open's visitor from the event, the IP as its salted hash.
  ShareLinkCreated: {
    fields: [
      'id',
      'token',
      'target_type',
      'target_id',
      'target_name',
      'owner_id',
      'created_by',
      'mode',
      'expires_at',
      'has_passcode',
      'allowed_emails',
      'max_views',
      'views',
      'anonymised',
      'show_budget',
      'show_rates',
      'notify_on_first_open',
      'revoked',
      'created_at',
    ],
  },
  ShareLinkExtended: { fields: ['expires_at'], data: { expiresAt: '2027-01-01T00:00:00.000Z' } },
  ShareLinkOpened: {
    fields: [
      'views',
      'last_opened_at',
      'event.viewerEmail',
      'event.userAgentFamily',
      'event.ipHash',
      'event.firstOpen',
      'event.kind',
    ],
  },
  ShareLinkRevoked: { fields: ['revoked'] },
  // A client's request: the record does not change; the request's facts show (the IP as its salted hash).
  ShareLinkRequestMade: {
    fields: [
      'event.kind',
      'event.profileId',
      'event.shownProfileId',
      'event.name',
      'event.email',
      'event.message',
      'event.ipHash',
    ],
  },
  // The profile does not fold it (AccountErased marks the profile erased): the event's own fields show.
  SpecialistProfileErased: { fields: ['specialistId', 'erasedAt'] },
  SpecialistProfileStarted: {
    fields: [
      'id',
      'first_name',
      'last_name',
      'email',
      'category',
      'specialist_skills',
      'dv_industry_experiences',
      'specialist_languages',
      'project_types',
      'educations',
      'work_experiences',
      'video_ask',
      'answers',
      'client_types',
      'avatar_status',
      'answer_media',
      'availability',
      'profile_completeness',
      'created_at',
    ],
  },
  AboutMeSet: { fields: ['professional_experience_info', 'profile_completeness'] },
  AccountDetailsUpdated: {
    fields: [
      'first_name',
      'last_name',
      'phone_code',
      'phone_number',
      'country',
      'state',
      'suburb',
      'profile_completeness',
    ],
  },
  AvatarUploaded: { fields: ['avatar_status'] },
  AvatarProcessed: {
    fields: ['avatar', 'avatar_status', 'avatar_renditions', 'profile_completeness'],
    given: [{ type: 'AvatarUploaded' }],
  },
  AvatarProcessingFailed: { fields: ['avatar_status', 'avatar_error'], given: [{ type: 'AvatarUploaded' }] },
  AnswerMediaUploaded: { fields: ['answer_media'] },
  AnswerMediaProcessed: { fields: ['answer_media'], given: [{ type: 'AnswerMediaUploaded' }] },
  AnswerMediaProcessingFailed: { fields: ['answer_media'], given: [{ type: 'AnswerMediaUploaded' }] },
  BillingAccountCreated: { fields: ['billing_account', 'profile_completeness'] },
  // The account number changed too, but both read "•••• " (the example has no digits): nothing to show.
  BillingAccountUpdated: {
    fields: [
      'company_name',
      'company_address',
      'owner_name',
      'owner_phone',
      'company_abn',
      'bank_name',
      'account_name',
      'bsb_number',
      'swift_code',
    ].map((f) => `billing_account.${f}`),
    given: [{ type: 'BillingAccountCreated' }],
  },
  CertificateAdded: { fields: ['educations', 'profile_completeness'] },
  CertificateUpdated: { fields: ['educations'], given: [{ type: 'CertificateAdded' }] },
  CertificateDeleted: { fields: ['educations', 'profile_completeness'], given: [{ type: 'CertificateAdded' }] },
  ProjectAdded: { fields: ['work_experiences', 'profile_completeness'] },
  ProjectUpdated: { fields: ['work_experiences'], given: [{ type: 'ProjectAdded' }] },
  ProjectDeleted: { fields: ['work_experiences', 'profile_completeness'], given: [{ type: 'ProjectAdded' }] },
  ExperienceLevelSet: { fields: ['experience_level_id', 'profile_completeness'] },
  IndustryExperiencesSet: { fields: ['dv_industry_experiences', 'profile_completeness'] },
  IndustryTitleSet: { fields: ['industry_title', 'profile_completeness'] },
  LanguagesSet: { fields: ['specialist_languages', 'profile_completeness'] },
  ProjectInterestsSet: { fields: ['project_types', 'profile_completeness'] },
  SkillsSet: { fields: ['specialist_skills', 'profile_completeness'] },
  VideoAskAnswersSaved: { fields: ['video_ask', 'answers', 'client_types'] },
  // The example keeps the default discoverability: only what it changes shows.
  AvailabilitySet: {
    fields: ['availability.open_to_work', 'availability.available_from', 'availability.days_per_week', 'day_rate'],
  },
  TeamCreated: {
    fields: [
      'id',
      'network_id',
      'owner_id',
      'name',
      'purpose',
      'status',
      'archived',
      'required_skills',
      'members',
      'member_count',
      'created_at',
    ],
  },
  TeamDetailsChanged: { fields: ['name', 'purpose', 'required_skills'] },
  TeamMemberAdded: { fields: ['members', 'member_count'] },
  TeamMemberChanged: {
    fields: ['members'],
    given: [{ type: 'TeamMemberAdded', data: { specialistId: SPECIALIST_2 } }],
  },
  TeamMemberRemoved: {
    fields: ['members', 'member_count'],
    given: [{ type: 'TeamMemberAdded', data: { specialistId: SPECIALIST_2 } }],
  },
  TeamStatusSet: { fields: ['status'], data: { status: 'Approved' } },
  TeamArchived: { fields: ['archived'] },
  // Offers: the record is the offer; its status moves from pending once.
  OfferMade: {
    fields: [
      'id',
      'team_id',
      'network_id',
      'owner_id',
      'specialist_id',
      'role_title',
      'allocation_days',
      'day_rate',
      'starts_on',
      'message',
      'free_days',
      'over_allocated',
      'status',
      'decline_reason',
      'made_at',
      'expires_at',
    ],
  },
  OfferAccepted: { fields: ['status', 'answered_at'] },
  OfferDeclined: { fields: ['status', 'decline_reason', 'answered_at'] },
  OfferWithdrawn: { fields: ['status', 'answered_at'] },
  // Saved searches and shortlists: the record is the owner's, gone when deleted.
  SavedSearchCreated: { fields: ['id', 'owner_id', 'name', 'filter', 'alert', 'created_at'] },
  // The catalogue's examples differ in the filter's fields: each is diffed by its dotted name.
  SavedSearchChanged: {
    fields: [
      'name',
      'filter.for_team',
      'filter.available_by',
      'filter.day_rate_currency',
      'filter.q',
      'filter.id',
      'filter.country',
    ],
  },
  SavedSearchDeleted: { fields: ['id', 'owner_id', 'name', 'filter', 'alert', 'created_at'] },
  ShortlistCreated: { fields: ['id', 'owner_id', 'name', 'team_id', 'members', 'created_at'] },
  ShortlistChanged: { fields: ['name', 'team_id'] },
  ShortlistDeleted: { fields: ['id', 'owner_id', 'name', 'team_id', 'members', 'created_at'] },
  ShortlistMemberAdded: { fields: ['members'] },
  ShortlistMemberNoteSet: { fields: ['members'], given: [{ type: 'ShortlistMemberAdded' }] },
  ShortlistMemberRemoved: { fields: ['members'], given: [{ type: 'ShortlistMemberAdded' }] },
};

/** The first event of each aggregate's record. */
const CREATION: Record<string, string> = {
  account: 'UserRegistered',
  specialist: 'SpecialistProfileStarted',
  team: 'TeamCreated',
  offer: 'OfferMade',
  'saved-search': 'SavedSearchCreated',
  shortlist: 'ShortlistCreated',
  network: 'NetworkCreated',
  project: 'EngagementCreated',
  catalog: 'CatalogSeeded',
  'business-owner': 'UserRegistered',
  'share-link': 'ShareLinkCreated',
};

const byType = new Map(EVENT_CATALOGUE.map((e) => [e.type, e]));
let position = 0;

function stored(
  entry: EventTypeEntry,
  data: Record<string, unknown>,
  actorId = ADMIN,
  actorRole: 'admin' | 'system' = 'admin',
): StoredEvent {
  const prefix = auditTargetOfType(entry.aggregate)!.streamPrefix;
  const id =
    entry.aggregate === 'catalog'
      ? String(data.catalog)
      : ['email-reservation', 'external-identity'].includes(entry.aggregate)
        ? 'e3b0c442'
        : FIRST_ID;
  position += 1;
  return {
    type: entry.type,
    data,
    id: `e${position}`,
    stream: `${prefix}${id}`,
    revision: 0n,
    position: BigInt(position),
    createdAt: new Date(Date.UTC(2026, 2, 1, 9, 0, position)),
    metadata: { actorId, actorRole, correlationId: `c${position}`, causationId: `c${position}`, schemaVersion: 1 },
  };
}

/** Folds events as the projector does (replay's mode: every document in memory) and answers the audit rows. */
function audit(events: StoredEvent[]): AuditRow[] {
  const docs = new Map<string, unknown>();
  const batch = new AuditWriter().begin(docs, true);
  for (const event of events) {
    const before = batch.before(event);
    for (const projection of projections)
      for (const key of projection.keysOf(event)) docs.set(key, projection.evolve(docs.get(key) ?? null, event, key));
    batch.after(event, before);
  }
  return [...batch.audited];
}

/** The example with its free texts changed, so an update differs from the creation before it. */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('Example ') ? value.replace('Example ', 'Changed ') : value;
  if (Array.isArray(value)) return value.map(changed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changed(v)]));
  return value;
}

function rowOf(entry: EventTypeEntry): { row: AuditRow; rows: AuditRow[] } {
  const admin = stored(
    byType.get('UserRegistered')!,
    { ...byType.get('UserRegistered')!.example, userId: ADMIN, firstName: 'Ada', lastName: 'Admin', userType: 'admin' },
    'system',
    'system',
  );
  const history = [admin];
  const creation = CREATION[entry.aggregate];
  if (creation && creation !== entry.type) {
    const first = byType.get(creation)!;
    const data =
      entry.aggregate === 'business-owner'
        ? { ...first.example, userType: 'business_owner', firstName: 'Bo', lastName: 'Owner' }
        : first.example;
    history.push(stored(first, data));
  }
  for (const given of CASES[entry.type]?.given ?? [])
    history.push(stored(byType.get(given.type)!, { ...byType.get(given.type)!.example, ...given.data }));
  history.push(stored(entry, { ...(changed(entry.example) as Record<string, unknown>), ...CASES[entry.type]?.data }));
  const rows = audit(history);
  return { row: rows.at(-1)!, rows };
}

describe('audit rows of every event type', () => {
  it('has a case for every type of the catalogue, and no case for a type that does not exist', () => {
    expect(Object.keys(CASES).sort()).toEqual(EVENT_CATALOGUE.map((e) => e.type).sort());
  });

  for (const entry of EVENT_CATALOGUE) {
    it(`${entry.type}: its row names the event, its target, actor and owner, and what changed, redacted`, () => {
      const { row } = rowOf(entry);
      expect(row.action).toBe(entry.type);
      expect(row.target.type).toBe(entry.aggregate);
      expect(row.actor).toEqual({ id: ADMIN, name: 'Ada Admin', role: 'admin' });
      expect(row.source).toBe('web');
      expect(row.id).toBe(row.position);
      expect(row.changes.map((c) => c.field)).toEqual(CASES[entry.type]?.fields);
      for (const change of row.changes) expect(change.before, change.field).not.toEqual(change.after);
      const text = JSON.stringify(row);
      expect(text).not.toMatch(/passwordHash|tokenHash|passcodeHash|password_hash|token_hash/);
      // The examples' hashes read "sha256:…": only the hashes that identify without revealing may show, as they are
      // (a share-link open's or request's salted IP hash, a withheld mail's recipient address hash).
      if (entry.type === 'ShareLinkOpened' || entry.type === 'ShareLinkRequestMade')
        expect(row.changes.find((c) => c.field === 'event.ipHash')?.after).toBe(entry.example.ipHash);
      else if (entry.type === 'MailWithheld')
        expect(row.changes.find((c) => c.field === 'recipientHash')?.after).toBe(entry.example.recipientHash);
      else expect(text).not.toContain('sha256:');
    });
  }
});

describe('audit redaction and attribution', () => {
  const billing = (accountNumber: string) => ({
    ...(byType.get('BillingAccountCreated')!.example.billingAccount as object),
    account_number: accountNumber,
  });

  it('shows a bank account number by its last 4 digits only, before and after', () => {
    const started = byType.get('SpecialistProfileStarted')!;
    const created = byType.get('BillingAccountCreated')!;
    const updated = byType.get('BillingAccountUpdated')!;
    const rows = audit([
      stored(started, started.example),
      stored(created, { ...created.example, billingAccount: billing('12345678') }),
      stored(updated, { ...updated.example, billingAccount: billing('87654321') }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/12345678|87654321/);
    expect(rows[1].changes[0]).toMatchObject({
      field: 'billing_account',
      before: null,
      after: { account_number: '•••• 5678' },
    });
    expect(rows[2].changes).toEqual([
      { field: 'billing_account.account_number', before: '•••• 5678', after: '•••• 4321' },
    ]);
  });

  it('shows a share link’s token by its last 4 characters only', () => {
    const created = byType.get('ShareLinkCreated')!;
    const [row] = audit([stored(created, { ...created.example, token: 'abcdefghijklmnopqrstuvWXYZ' })]);
    expect(JSON.stringify(row)).not.toContain('abcdefghijklmnopqrstuv');
    expect(row.changes.find((c) => c.field === 'token')?.after).toBe('…WXYZ');
  });

  it('files the system’s events as the seed’s or the worker’s, without an actor', () => {
    const started = byType.get('SpecialistProfileStarted')!;
    const processed = byType.get('AvatarProcessed')!;
    const registered = byType.get('UserRegistered')!;
    const rows = audit([
      stored(registered, { ...registered.example, firstName: 'Priya', lastName: 'Sharma' }, 'seed', 'system'),
      stored(started, started.example, 'seed', 'system'),
      stored(processed, processed.example, 'worker', 'system'),
    ]);
    expect(rows.map((r) => [r.actor, r.source])).toEqual([
      [null, 'seed'],
      [null, 'seed'],
      [null, 'worker'],
    ]);
    expect(rows[2].owner).toEqual({ id: FIRST_ID, name: 'Priya Sharma' });
    expect(rows[2].target).toEqual({ type: 'specialist', id: FIRST_ID, name: 'Example firstName Example lastName' });
  });
});
