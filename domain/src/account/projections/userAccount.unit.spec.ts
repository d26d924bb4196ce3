import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import type { EventMetadata, StoredEvent } from '../../shared/events';
import type { AccountEvent } from '../account';
import { userAccountKey, userAccountProjection, type UserAccount } from './userAccount';

const metadata: EventMetadata = {
  actorId: 'x',
  actorRole: 'anonymous',
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};
let position = 0n;
const stored = (event: AccountEvent, at: string): StoredEvent<AccountEvent> => ({
  ...event,
  id: `e${++position}`,
  stream: 'user-u1',
  revision: position,
  position,
  metadata,
  createdAt: new Date(at),
});

const events = [
  stored(
    {
      type: 'UserRegistered',
      data: {
        userId: 'u1',
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@example.com',
        userType: 'specialist',
        registeredAt: '2026-01-01T00:00:00.000Z',
      },
    },
    '2026-01-01T00:00:00.000Z',
  ),
  stored(
    {
      type: 'PasswordTokenIssued',
      data: {
        userId: 'u1',
        purpose: 'create',
        tokenHash: 'h',
        expiresAt: '2026-01-08T00:00:00.000Z',
        issuedAt: '2026-01-01T00:00:00.000Z',
      },
    },
    '2026-01-01T00:00:00.000Z',
  ),
  stored(
    {
      type: 'PasswordSet',
      data: { userId: 'u1', purpose: 'create', passwordHash: 'p', setAt: '2026-01-02T00:00:00.000Z' },
    },
    '2026-01-02T00:00:00.000Z',
  ),
];

/** The account the events make (each also fed twice, which must change nothing), from `initial` when given. */
const project = (input: StoredEvent[], initial: UserAccount | null = null) =>
  ProjectionSpecification.for(userAccountProjection)(input, new Map([[userAccountKey('u1'), initial]]))
    .projected()
    .docs.get(userAccountKey('u1')) ?? null;

describe('UserAccount projection', () => {
  it('builds the /auth/me document, without any credential', () => {
    const doc = project(events);
    expect(doc).toEqual({
      id: 'u1',
      first_name: 'Ada',
      last_name: 'L',
      email: 'ada@example.com',
      user_type: 'specialist',
      status: 'active',
      sign_in_methods: ['password'],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    });
    expect(JSON.stringify(doc)).not.toContain('"p"');
  });

  it('lists every way the account signs in: a linked Google account beside the password, until it is unlinked', () => {
    const identity = { userId: 'u1', provider: 'google' as const, subject: 's-1' };
    const linked = [
      ...events,
      stored(
        { type: 'ExternalIdentityLinked', data: { ...identity, linkedAt: '2026-01-03T00:00:00.000Z' } },
        '2026-01-03T00:00:00.000Z',
      ),
    ];
    expect(project(linked)?.sign_in_methods).toEqual(['password', 'google']);
    const unlinked = [
      ...linked,
      stored(
        { type: 'ExternalIdentityUnlinked', data: { ...identity, unlinkedAt: '2026-01-04T00:00:00.000Z' } },
        '2026-01-04T00:00:00.000Z',
      ),
    ];
    expect(project(unlinked)).toMatchObject({ sign_in_methods: ['password'], updated_at: '2026-01-04T00:00:00.000Z' });
    // An account opened through Google has no password: Google is its one way in.
    expect(project([events[0], linked[3]])?.sign_in_methods).toEqual(['google']);
  });

  it("takes an owner's new name, phone and address from the Account page", () => {
    const details = {
      first_name: 'Ada',
      last_name: 'Byron',
      phone_code: '+44',
      phone_number: '7911 123456',
      country: 'United Kingdom',
      state: null,
      city: 'London',
    };
    const doc = project([
      ...events,
      stored(
        { type: 'OwnerAccountDetailsSet', data: { userId: 'u1', details, setAt: '2026-01-03T00:00:00.000Z' } },
        '2026-01-03T00:00:00.000Z',
      ),
    ]);
    expect(doc).toMatchObject({ ...details, email: 'ada@example.com', updated_at: '2026-01-03T00:00:00.000Z' });
  });

  it('gives the same document when the same events are fed twice', () => {
    expect(project(events, project(events))).toEqual(project(events));
  });

  it('ignores events it does not own', () => {
    expect(userAccountProjection.keysOf(events[1])).toEqual([]);
  });
});
