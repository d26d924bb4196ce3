import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, ValidationError } from '../shared/errors';
import { shareLinkDecider, statusOfLink, type ShareLinkCommand, type ShareTargetFacts } from './businessLogic';
import { shareLinkCodes as m } from './messages';
import type { ShareLinkEvent } from './shareLink';

const now = '2026-03-01T09:00:00.000Z';
const later = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
const linkId = 'l1';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };
const otherOwner: Actor = { userId: 'owner-2', userType: 'business_owner' };
const admin: Actor = { userId: 'admin-1', userType: 'admin' };
const member: Actor = { userId: 'spec-1', userType: 'specialist' };
const visitor: Actor = { userId: 'anonymous', userType: 'specialist' };
const team: ShareTargetFacts = {
  type: 'team',
  id: 't1',
  exists: true,
  ownerId: owner.userId,
  readableByActor: false,
  name: 'Checkout squad',
};

const given = DeciderSpecification.for(shareLinkDecider);
const command = <T extends ShareLinkCommand['type']>(
  type: T,
  data: Omit<Extract<ShareLinkCommand, { type: T }>['data'], 'linkId'>,
  actor: Actor = owner,
  at: string = now,
) => ({ type, data: { linkId, ...data }, metadata: { now: at, actor } }) as ShareLinkCommand;

const options = (overrides: Partial<Extract<ShareLinkCommand, { type: 'CreateShareLink' }>['data']> = {}) => ({
  token: 'tok_abcdefghijklmnopqrstuv',
  target: team,
  mode: 'live' as const,
  expiresAt: null,
  passcodeHash: null,
  allowedEmails: [] as string[],
  maxViews: null,
  anonymised: false,
  showBudget: false,
  notifyOnFirstOpen: false,
  ...overrides,
});
const created = (
  overrides: Partial<Extract<ShareLinkEvent, { type: 'ShareLinkCreated' }>['data']> = {},
): ShareLinkEvent => ({
  type: 'ShareLinkCreated',
  data: {
    linkId,
    token: 'tok_abcdefghijklmnopqrstuv',
    targetType: 'team',
    targetId: 't1',
    targetName: 'Checkout squad',
    ownerId: owner.userId,
    createdBy: owner.userId,
    mode: 'live',
    expiresAt: null,
    passcodeHash: null,
    allowedEmails: [],
    maxViews: null,
    anonymised: false,
    showBudget: false,
    notifyOnFirstOpen: false,
    createdAt: now,
    ...overrides,
  },
});
const opened = (at = now): ShareLinkEvent => ({
  type: 'ShareLinkOpened',
  data: { linkId, openedAt: at, viewerEmail: null, userAgentFamily: 'Chrome', ipHash: 'h', firstOpen: false },
});
const open = (overrides: Partial<Extract<ShareLinkCommand, { type: 'OpenShareLink' }>['data']> = {}) => ({
  passcode: null,
  email: null,
  emailCode: null,
  userAgentFamily: 'Firefox',
  ipHash: 'abc123',
  ...overrides,
});

describe('creating a link', () => {
  it('records every option, the owner of the target and the creator', () => {
    given([])
      .when(
        command(
          'CreateShareLink',
          options({
            mode: 'frozen',
            expiresAt: later(60),
            maxViews: 3,
            anonymised: true,
            showRates: true,
            notifyOnFirstOpen: true,
            allowedEmails: ['Client@Example.com', 'client@example.com'],
          }),
        ),
      )
      .then([
        {
          type: 'ShareLinkCreated',
          data: {
            linkId,
            token: 'tok_abcdefghijklmnopqrstuv',
            targetType: 'team',
            targetId: 't1',
            targetName: 'Checkout squad',
            ownerId: owner.userId,
            createdBy: owner.userId,
            mode: 'frozen',
            expiresAt: later(60),
            passcodeHash: null,
            allowedEmails: ['client@example.com'],
            maxViews: 3,
            anonymised: true,
            showBudget: false,
            showRates: true,
            notifyOnFirstOpen: true,
            createdAt: now,
          },
        },
      ]);
  });

  it('lets an admin share anyone’s target, naming the target’s owner as the link’s owner', () => {
    const [event] = given([])
      .when(command('CreateShareLink', options(), admin))
      .decided();
    expect(event.type === 'ShareLinkCreated' && [event.data.ownerId, event.data.createdBy]).toEqual([
      owner.userId,
      admin.userId,
    ]);
  });

  it('lets a specialist share their own profile', () => {
    const profile: ShareTargetFacts = {
      type: 'profile',
      id: member.userId,
      exists: true,
      ownerId: member.userId,
      readableByActor: true,
      name: 'Priya S',
    };
    given([])
      .when(command('CreateShareLink', options({ target: profile }), member))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('is 403 for someone who may read the target but does not own it, 404 for someone who may not read it', () => {
    given([])
      .when(command('CreateShareLink', options({ target: { ...team, readableByActor: true } }), member))
      .thenThrows(ForbiddenError, m.notTargetOwner);
    given([])
      .when(command('CreateShareLink', options(), otherOwner))
      .thenThrows(NotFoundError, m.targetNotFound);
  });

  it('is 404 for a target that does not exist, even for an admin', () => {
    given([])
      .when(command('CreateShareLink', options({ target: { ...team, exists: false, ownerId: null } }), admin))
      .thenThrows(NotFoundError);
  });

  it('refuses an expiry that is not in the future', () => {
    given([])
      .when(command('CreateShareLink', options({ expiresAt: now })))
      .thenThrows(ValidationError, { fields: { expires_at: m.expiryInPast } });
  });

  it('refuses two gates at once, and a budget on what has none', () => {
    given([])
      .when(command('CreateShareLink', options({ passcodeHash: 'scrypt$x', allowedEmails: ['a@b.co'] })))
      .thenThrows(ValidationError, { fields: { allowed_emails: m.oneGate } });
    given([])
      .when(command('CreateShareLink', options({ showBudget: true })))
      .thenThrows(ValidationError, { fields: { show_budget: m.budgetOnlyForProjects } });
    const project: ShareTargetFacts = { ...team, type: 'project', id: 'p1' };
    // A team's cost only on a team's link.
    given([])
      .when(command('CreateShareLink', options({ target: project, showRates: true })))
      .thenThrows(ValidationError, { fields: { show_rates: m.ratesOnlyForTeams } });
    given([])
      .when(command('CreateShareLink', options({ target: project, showBudget: true })))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('is 409 when the link exists already', () => {
    given([created()]).when(command('CreateShareLink', options())).thenThrows(ConflictError);
  });
});

describe('revoking and extending', () => {
  it('revokes once; a second revoke is 409', () => {
    given([created()])
      .when(command('RevokeShareLink', {}))
      .then([{ type: 'ShareLinkRevoked', data: { linkId, revokedAt: now } }]);
    const revoked: ShareLinkEvent = { type: 'ShareLinkRevoked', data: { linkId, revokedAt: now } };
    given([created(), revoked]).when(command('RevokeShareLink', {})).thenThrows(ConflictError, m.revoked);
    given([created(), revoked])
      .when(command('ExtendShareLink', { expiresAt: later(5) }))
      .thenThrows(ConflictError, m.revoked);
  });

  it('hides the link from anyone but the target’s owner and admins (404)', () => {
    given([created()])
      .when(command('RevokeShareLink', {}, otherOwner))
      .thenThrows(NotFoundError, m.linkNotFound);
    given([created()])
      .when(command('ExtendShareLink', { expiresAt: null }, member))
      .thenThrows(NotFoundError, m.linkNotFound);
    given([]).when(command('RevokeShareLink', {})).thenThrows(NotFoundError, m.linkNotFound);
    given([created()])
      .when(command('RevokeShareLink', {}, admin))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('extends an expired link back to active, or removes the expiry', () => {
    const state = given([created({ expiresAt: later(1) })]).state;
    expect(statusOfLink(state, new Date(later(2)))).toBe('expired');
    const events = given([created({ expiresAt: later(1) })])
      .when(command('ExtendShareLink', { expiresAt: later(60) }, owner, later(2)))
      .decided();
    expect(events).toEqual([
      { type: 'ShareLinkExtended', data: { linkId, expiresAt: later(60), extendedAt: later(2) } },
    ]);
    const after = events.reduce(shareLinkDecider.evolve, state);
    expect(statusOfLink(after, new Date(later(2)))).toBe('active');
    given([created({ expiresAt: later(1) })])
      .when(command('ExtendShareLink', { expiresAt: null }))
      .then((events) =>
        expect(events[0]).toMatchObject({
          data: { expiresAt: null },
        }),
      );
  });

  it('refuses to extend to a time already past', () => {
    given([created()])
      .when(command('ExtendShareLink', { expiresAt: later(-1) }))
      .thenThrows(ValidationError, { fields: { expires_at: m.expiryInPast } });
  });
});

describe('opening a link', () => {
  it('appends the open with the user agent family and the IP hash; the first open says so', () => {
    given([created()])
      .when(command('OpenShareLink', open(), visitor))
      .then([
        {
          type: 'ShareLinkOpened',
          data: {
            linkId,
            openedAt: now,
            viewerEmail: null,
            userAgentFamily: 'Firefox',
            ipHash: 'abc123',
            firstOpen: true,
          },
        },
      ]);
    given([created(), opened()])
      .when(command('OpenShareLink', open(), visitor))
      .then((events) =>
        expect(events[0]).toMatchObject({
          data: { firstOpen: false },
        }),
      );
  });

  it('is 404 for a link that does not exist', () => {
    given([])
      .when(command('OpenShareLink', open(), visitor))
      .thenThrows(NotFoundError, m.notFound);
  });

  it('is 410 once expired, by the command’s clock', () => {
    const expiring = created({ expiresAt: later(10) });
    given([expiring])
      .when(command('OpenShareLink', open(), visitor, later(9)))
      .then((events) => expect(events).toHaveLength(1));
    given([expiring])
      .when(command('OpenShareLink', open(), visitor, later(10)))
      .thenThrows(GoneError, m.expired);
  });

  it('is 410 once revoked, revoked winning over expired', () => {
    const revoked: ShareLinkEvent = { type: 'ShareLinkRevoked', data: { linkId, revokedAt: now } };
    given([created({ expiresAt: later(1) }), revoked])
      .when(command('OpenShareLink', open(), visitor, later(5)))
      .thenThrows(GoneError, m.revoked);
  });

  it('counts views up to the limit, then is 410 exhausted', () => {
    const limited = created({ maxViews: 2 });
    given([limited, opened()])
      .when(command('OpenShareLink', open(), visitor))
      .then((events) => expect(events).toHaveLength(1));
    given([limited, opened(), opened()])
      .when(command('OpenShareLink', open(), visitor))
      .thenThrows(GoneError, m.exhausted);
    expect(given([limited, opened(), opened()]).state.views).toBe(2);
  });

  it('asks for the passcode, refuses a wrong one, opens with the right one', () => {
    const gated = created({ passcodeHash: 'scrypt$hash' });
    given([gated])
      .when(command('OpenShareLink', open(), visitor))
      .thenThrows(ForbiddenError, m.passcodeRequired);
    given([gated])
      .when(command('OpenShareLink', open({ passcode: { matched: false } }), visitor))
      .thenThrows(ForbiddenError, m.wrongPasscode);
    given([gated])
      .when(command('OpenShareLink', open({ passcode: { matched: true } }), visitor))
      .then((events) =>
        expect(events[0]).toMatchObject({
          data: { viewerEmail: null },
        }),
      );
  });

  it('opens an email-gated link only for an allowed address with its code, and logs that address', () => {
    const gated = created({ allowedEmails: ['client@example.com'] });
    given([gated])
      .when(command('OpenShareLink', open(), visitor))
      .thenThrows(ForbiddenError, m.codeRequired);
    given([gated])
      .when(command('OpenShareLink', open({ email: 'client@example.com', emailCode: 'wrong' }), visitor))
      .thenThrows(ForbiddenError, m.wrongCode);
    given([gated])
      .when(command('OpenShareLink', open({ email: 'other@example.com', emailCode: 'valid' }), visitor))
      .thenThrows(ForbiddenError, m.wrongCode);
    given([gated])
      .when(command('OpenShareLink', open({ email: 'client@example.com', emailCode: 'used-up' }), visitor))
      .thenThrows(ForbiddenError, m.codeUsedUp);
    const [event] = given([gated])
      .when(command('OpenShareLink', open({ email: 'Client@Example.com', emailCode: 'valid' }), visitor))
      .decided();
    expect(event).toMatchObject({ type: 'ShareLinkOpened', data: { viewerEmail: 'client@example.com' } });
  });

  it('ignores a passcode sent to a link without a gate, and keeps no address for it', () => {
    given([created()])
      .when(command('OpenShareLink', open({ passcode: { matched: false }, email: 'x@y.co' }), visitor))
      .then((events) => expect(events[0]).toMatchObject({ data: { viewerEmail: null } }));
  });
});

describe('recording a document downloaded through a link', () => {
  const download = {
    kind: 'team' as const,
    viewerEmail: null,
    userAgentFamily: 'Firefox',
    ipHash: 'abc123',
    downloadedAt: later(5),
  };

  it('is a view with the document’s kind, at the moment it was served', () => {
    given([created(), opened()])
      .when(command('RecordShareLinkDownload', download, visitor))
      .then([
        {
          type: 'ShareLinkOpened',
          data: {
            linkId,
            openedAt: later(5),
            viewerEmail: null,
            userAgentFamily: 'Firefox',
            ipHash: 'abc123',
            firstOpen: false,
            kind: 'team',
          },
        },
      ]);
  });

  it('is still recorded once the link ran out of views (a grant outlives them), not once revoked or expired', () => {
    const limited = created({ maxViews: 1 });
    given([limited, opened()])
      .when(command('RecordShareLinkDownload', download, visitor))
      .then((events) => expect(events).toHaveLength(1));
    const revoked: ShareLinkEvent = { type: 'ShareLinkRevoked', data: { linkId, revokedAt: now } };
    given([created(), revoked])
      .when(command('RecordShareLinkDownload', download, visitor))
      .thenThrows(GoneError, m.revoked);
    given([created({ expiresAt: later(1) })])
      .when(command('RecordShareLinkDownload', download, visitor))
      .thenThrows(GoneError, m.expired);
    given([])
      .when(command('RecordShareLinkDownload', download, visitor))
      .thenThrows(NotFoundError, m.notFound);
  });
});

describe('a client answering a link', () => {
  const shown = [
    { id: 'spec-1', shownAs: 'spec-1' },
    { id: 'spec-2', shownAs: 'spec-2' },
  ];
  const ask = (overrides: Partial<Extract<ShareLinkCommand, { type: 'MakeShareLinkRequest' }>['data']> = {}) => ({
    requestId: 'r1',
    granted: true,
    kind: 'intro' as const,
    profileId: 'spec-2',
    shown,
    message: '  Could we talk on Monday?  ',
    name: ' Ada Client ',
    email: 'Ada@Client.example',
    ipHash: 'abc123',
    ...overrides,
  });

  it('records an intro to a person the link shows, with what the client wrote, trimmed', () => {
    given([created(), opened()])
      .when(command('MakeShareLinkRequest', ask(), visitor, later(2)))
      .then([
        {
          type: 'ShareLinkRequestMade',
          data: {
            linkId,
            requestId: 'r1',
            kind: 'intro',
            profileId: 'spec-2',
            shownProfileId: 'spec-2',
            message: 'Could we talk on Monday?',
            name: 'Ada Client',
            email: 'ada@client.example',
            ipHash: 'abc123',
            requestedAt: later(2),
          },
        },
      ]);
  });

  it('names the person behind the pseudonym an anonymised link showed, and keeps the pseudonym the client saw', () => {
    const pseudonyms = [{ id: 'spec-1', shownAs: 'p-aaa' }];
    given([created({ anonymised: true })])
      .when(command('MakeShareLinkRequest', ask({ profileId: 'p-aaa', shown: pseudonyms }), visitor))
      .then((events) => expect(events[0]).toMatchObject({ data: { profileId: 'spec-1', shownProfileId: 'p-aaa' } }));
    // The real id is not what the client saw: it names nobody on that link.
    given([created({ anonymised: true })])
      .when(command('MakeShareLinkRequest', ask({ profileId: 'spec-1', shown: pseudonyms }), visitor))
      .thenThrows(NotFoundError, m.profileNotInTeam);
  });

  it('takes an approval or a comment that names nobody', () => {
    given([created()])
      .when(command('MakeShareLinkRequest', ask({ kind: 'approve', profileId: null, message: '' }), visitor))
      .then((events) => expect(events[0]).toMatchObject({ data: { kind: 'approve', profileId: null, message: '' } }));
    given([created()])
      .when(command('MakeShareLinkRequest', ask({ kind: 'comment', profileId: null }), visitor))
      .then((events) => expect(events[0]).toMatchObject({ data: { kind: 'comment', shownProfileId: null } }));
  });

  it('refuses an intro that names nobody, a comment without words, and a person the link does not show', () => {
    given([created()])
      .when(command('MakeShareLinkRequest', ask({ profileId: null }), visitor))
      .thenThrows(ValidationError, m.requestProfileRequired);
    given([created()])
      .when(command('MakeShareLinkRequest', ask({ kind: 'comment', profileId: null, message: '   ' }), visitor))
      .thenThrows(ValidationError, m.requestMessageRequired);
    given([created()])
      .when(command('MakeShareLinkRequest', ask({ profileId: 'spec-9' }), visitor))
      .thenThrows(NotFoundError, m.profileNotInTeam);
  });

  it('needs the grant of an open of this link', () => {
    given([created()])
      .when(command('MakeShareLinkRequest', ask({ granted: false }), visitor))
      .thenThrows(ForbiddenError, m.grantRequired);
  });

  it('is refused by a revoked, expired or unknown link, not by one that ran out of views', () => {
    const revoked: ShareLinkEvent = { type: 'ShareLinkRevoked', data: { linkId, revokedAt: now } };
    given([created(), revoked])
      .when(command('MakeShareLinkRequest', ask(), visitor))
      .thenThrows(GoneError, m.revoked);
    given([created({ expiresAt: later(1) })])
      .when(command('MakeShareLinkRequest', ask(), visitor, later(2)))
      .thenThrows(GoneError, m.expired);
    given([])
      .when(command('MakeShareLinkRequest', ask(), visitor))
      .thenThrows(NotFoundError, m.notFound);
    given([created({ maxViews: 1 }), opened()])
      .when(command('MakeShareLinkRequest', ask(), visitor))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('decides the link before the grant: a revoked link is 410 whatever grant comes with it', () => {
    const revoked: ShareLinkEvent = { type: 'ShareLinkRevoked', data: { linkId, revokedAt: now } };
    given([created(), revoked])
      .when(command('MakeShareLinkRequest', ask({ granted: false }), visitor))
      .thenThrows(GoneError, m.revoked);
  });
});
