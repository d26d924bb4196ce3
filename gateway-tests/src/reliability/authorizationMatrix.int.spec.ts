import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDecider,
  externalIdentityReservationDecider,
  toExternalIdentityStream,
  toUserStream,
  type UserType,
} from '@dth/domain';
import { handleCommand, sha256 } from '@dth/infrastructure';
import {
  COMPANY_LOGO_WRITES,
  ENGAGEMENT_ROLES_TESTED,
  ENGAGEMENT_WRITES,
  NETWORK_ROLES,
  NETWORK_WRITES,
  PROFILE_WRITES,
  bearer,
  createEngagementCast,
  engagementFixture,
  engagementTeams,
  engagementUserOf,
  jpeg,
  networkFixture,
  profileWithEverything,
  recordReliability,
  recording,
  SHARE_LINK_WRITES,
  shareLinkFixture,
  startProfilePlatform,
  userOf,
  validBilling,
  validCertificate,
  validProject,
  type EngagementCast,
  type EngagementTeams,
  type ProfileIds,
  type TestUser,
} from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from '../gateway/platformBehindGateway';

/*
 * The authorization matrix: every write route the command API documents (its OpenAPI document,
 * built by DocumentedRouter from the routes themselves) × every kind of caller, by sending the
 * request through the gateway and comparing the answer with what the route's access rule says.
 * A refused request must append nothing. Profile and account routes have their rules here;
 * networks, teams, company profiles and projects bring theirs (NETWORK_WRITES, ENGAGEMENT_WRITES
 * in @dth/testing, with the roles those need: invitee, member, other owner, viewer, editor…). A
 * route covered by neither fails the test, so the matrix cannot silently fall behind the API. Reliability suite: the same size in
 * `npm test` and `npm run reliability` (it is small); the table goes to docs/reliability.md.
 */
const ROLES = ['anonymous', 'specialist owner', 'other specialist', 'business_owner', 'admin', 'super_admin'] as const;
type Role = (typeof ROLES)[number];

/**
 * - public: no sign-in; the answer must not depend on who calls (`publicStatus`).
 * - owner or admin: the profile's owner, an admin or a super_admin; 401 anonymous, 403 anyone else.
 * - admin: an admin or a super_admin; 401 anonymous, 403 anyone else.
 */
/**
 * `self`: a signed-in person acting on their own account only; anyone else gets `others`.
 * `own account, not a specialist`: business owners and admins on their own account; specialists 403.
 */
type Access =
  | { rule: 'public'; status: number }
  | { rule: 'owner or admin' }
  | { rule: 'admin' }
  | { rule: 'self'; others: number }
  | { rule: 'own account, not a specialist' };

interface Outgoing {
  path: string;
  json?: unknown;
  upload?: { field: string; file: Buffer; filename: string; type: string; fields?: Record<string, string> };
  cookie?: string;
  /** The owner of the profile this request is about, when it is not the usual one. */
  profileOwner?: TestUser;
}

interface Caller {
  user?: TestUser;
}

let behind: PlatformBehindGateway;
let callers: Record<Role, Caller>;
let owner: TestUser;
/** A specialist with no billing account yet, for the one write that can happen only once per profile. */
let billingOwner: TestUser;
let ids: ProfileIds;
let image: Buffer;
let video: Buffer;
/** The people and teams of the hiring side's tables (an engagement cast is a network cast too). */
let hiring: EngagementCast;
let hiringTeams: EngagementTeams;
let operations: Operation[];

beforeAll(async () => {
  // Who may write is tested here, not what a password hash costs: users and sign-ins hash cheaply.
  behind = await startPlatformBehindGateway(() => startProfilePlatform({ cheapPasswordHashes: true }));
  const { platform } = behind;
  const create = (type: UserType) => platform.createUser(type);
  owner = await create('specialist');
  billingOwner = await create('specialist');
  callers = {
    anonymous: {},
    'specialist owner': { user: owner },
    'other specialist': { user: await create('specialist') },
    business_owner: { user: await create('business_owner') },
    admin: { user: await create('admin') },
    super_admin: { user: await create('super_admin') },
  };
  ids = await profileWithEverything(platform, owner);
  [image, video] = [await jpeg(), await recording('webm-video', 1)];
  hiring = await createEngagementCast(platform);
  hiringTeams = await engagementTeams(platform, hiring);

  const document = await behind.send('GET', '/openapi/command-api.json');
  if (document.status !== 200) throw new Error(`no OpenAPI document: ${document.status}`);
  operations = Object.entries(document.json.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'get')
        .map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          documentedAuth: (op.security?.length ?? 0) > 0,
        })),
  );
}, 180_000);
afterAll(() => behind?.stop());

/** A certificate and a project made for one request, so deleting or updating them can succeed for every caller allowed to. */
async function freshIds(): Promise<ProfileIds> {
  const auth = bearer(owner);
  const cert = await request(behind.platform.command)
    .post(`/user/specialist/add-certificate/${owner.id}`)
    .set(auth)
    .send({ certificate: validCertificate })
    .expect(200);
  const project = await request(behind.platform.command)
    .post(`/user/specialist/add-project/${owner.id}`)
    .set(auth)
    .send({ project: validProject })
    .expect(200);
  return { ...ids, certificateId: cert.body.data.id, projectId: project.body.data.id };
}

/** An email nobody has used, and a password the policy accepts. */
const freshEmail = () => `matrix-${randomUUID()}@example.com`;
const STRONG_PASSWORD = 'Matrix-passphrase-7419-unique';

async function signInCookie(): Promise<string> {
  const res = await behind.send(
    'POST',
    '/auth/login',
    { 'content-type': 'application/json' },
    Buffer.from(JSON.stringify({ email: owner.email, password: owner.password })),
  );
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('dth_refresh='));
  if (!cookie) throw new Error(`no refresh cookie from login: ${res.status}`);
  return cookie.split(';')[0];
}

/** A profile as registration leaves it (no password needed), for admins to act on. */
async function registeredSpecialist(): Promise<string> {
  const body = { first_name: 'Matrix', last_name: 'Target', email: freshEmail(), user_type: 'specialist' };
  const res = await request(behind.platform.command).post('/auth/register').send(body).expect(201);
  return res.body.data.id as string;
}

/**
 * Each route's access rule and, where PROFILE_WRITES (the profile paths and bodies every API
 * test uses) does not cover it, how to make a request it would accept from an allowed caller.
 */
const RULES: Record<string, { access: Access; request?: (role: Role) => Outgoing | Promise<Outgoing> }> = {
  'POST /auth/register': {
    access: { rule: 'public', status: 201 },
    request: () => ({
      path: '/auth/register',
      json: { first_name: 'Matrix', last_name: 'Caller', email: freshEmail(), user_type: 'specialist' },
    }),
  },
  'POST /auth/create-password/{token}': {
    access: { rule: 'public', status: 400 },
    request: () => ({ path: `/auth/create-password/${randomUUID()}`, json: { password: STRONG_PASSWORD } }),
  },
  'POST /auth/reset-password/{token}': {
    access: { rule: 'public', status: 400 },
    request: () => ({ path: `/auth/reset-password/${randomUUID()}`, json: { password: STRONG_PASSWORD } }),
  },
  'POST /auth/forgot-password': {
    access: { rule: 'public', status: 202 },
    request: () => ({ path: '/auth/forgot-password', json: { email: freshEmail() } }),
  },
  'POST /auth/login': {
    access: { rule: 'public', status: 200 },
    request: () => ({ path: '/auth/login', json: { email: owner.email, password: owner.password } }),
  },
  'POST /auth/sign-in-link': {
    access: { rule: 'public', status: 401 },
    request: () => ({ path: '/auth/sign-in-link', json: { token: `${randomUUID()}.not-a-mailed-link` } }),
  },
  'POST /auth/refresh': {
    access: { rule: 'public', status: 200 },
    request: async () => ({ path: '/auth/refresh', cookie: await signInCookie() }),
  },
  'POST /auth/logout': {
    access: { rule: 'public', status: 200 },
    request: async () => ({ path: '/auth/logout', cookie: await signInCookie() }),
  },
  // This platform has no GOOGLE_CLIENT_ID: the Google paths answer 404 to everyone (gatewayGoogleSignIn.int.spec.ts tests them configured).
  'POST /auth/google/callback': {
    access: { rule: 'public', status: 404 },
    request: () => ({ path: '/auth/google/callback', json: { code: 'a-code', state: 'a-state' } }),
  },
  'POST /auth/google/complete': {
    access: { rule: 'public', status: 404 },
    request: () => ({ path: '/auth/google/complete', json: { user_type: 'specialist' } }),
  },
  'POST /auth/google/link': {
    access: { rule: 'public', status: 404 },
    request: () => ({ path: '/auth/google/link', json: { password: STRONG_PASSWORD } }),
  },
  // A copy of the owner's data: the owner, or an admin on their behalf.
  'POST /account/data-exports': {
    access: { rule: 'owner or admin' },
    request: () => ({ path: '/account/data-exports', json: { user_id: owner.id } }),
  },
  // Erasing an account: its owner (with the typed address and password), or an admin on their behalf; each call on a fresh account.
  'POST /account/erasure': {
    access: { rule: 'owner or admin' },
    request: async () => {
      const person = await behind.platform.createUser('specialist');
      return {
        path: '/account/erasure',
        json: { user_id: person.id, confirmation: person.email, password: person.password },
        profileOwner: person,
      };
    },
  },
  // Cancelling works on your own pending erasure only: the others have none to cancel.
  'DELETE /account/erasure': {
    access: { rule: 'self', others: 409 },
    request: async () => {
      const person = await behind.platform.createUser('specialist');
      await request(behind.platform.command)
        .post('/account/erasure')
        .set('authorization', `Bearer ${person.token}`)
        .send({ confirmation: person.email, password: person.password })
        .expect(202);
      return { path: '/account/erasure', profileOwner: person };
    },
  },
  // Notification settings are always the caller's own: everyone signed in sets theirs.
  'PUT /account/notification-preferences': {
    access: { rule: 'self', others: 200 },
    request: () => ({
      path: '/account/notification-preferences',
      json: { digest: ['team_added', 'member_changed'] },
    }),
  },
  // Unlinking Google: the person's own account, which has it linked; anyone else's has nothing to unlink.
  'DELETE /account/sign-in-methods/{method}': {
    access: { rule: 'self', others: 404 },
    request: async () => {
      const person = await behind.platform.createUser('specialist');
      await linkGoogleTo(person);
      return { path: '/account/sign-in-methods/google', profileOwner: person };
    },
  },
  // A specialist's name and phone are their profile's (update-account); everyone else's are their account's.
  'PUT /account/details': {
    access: { rule: 'own account, not a specialist' },
    request: () => ({
      path: '/account/details',
      json: {
        first_name: 'Renamed',
        last_name: `Person ${randomUUID().slice(0, 8)}`,
        phone_code: '+61',
        phone_number: '0412 345 678',
      },
    }),
  },

  'PUT /user/update-user/{id}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/add-skills/{id}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/industry/{id}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/experience-level/{id}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/add-language/{id}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/add-about/{id}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/add-certificate/{id}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/{id}/update-certificate/{certId}': { access: { rule: 'owner or admin' } },
  'DELETE /user/certification/delete/{userId}/{certId}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/add-project/{id}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/{id}/update-project/{projId}': { access: { rule: 'owner or admin' } },
  'DELETE /user/experience/delete/{userId}/{projectId}': { access: { rule: 'owner or admin' } },
  'POST /user/specialist/project-type/{id}': { access: { rule: 'owner or admin' } },
  'PUT /user/specialist/update-account/{id}': { access: { rule: 'owner or admin' } },
  'PUT /user/specialist/{id}/billing-account/{billingId}/update': { access: { rule: 'owner or admin' } },
  'PUT /user/billing-account/update': { access: { rule: 'owner or admin' } },
  'PUT /user/specialist/update-videoask/{id}': { access: { rule: 'owner or admin' } },
  'PUT /user/specialist/{id}/availability': { access: { rule: 'owner or admin' } },
  'POST /user/billing-account/create': {
    access: { rule: 'owner or admin' },
    // One billing account per profile: the owner creates their own, an admin one for a profile that has none.
    request: async (role) => ({
      path: '/user/billing-account/create',
      json: {
        ...validBilling,
        specialist_id: role === 'admin' || role === 'super_admin' ? await registeredSpecialist() : billingOwner.id,
      },
      profileOwner: billingOwner,
    }),
  },
  'POST /user/videoask/update': {
    access: { rule: 'owner or admin' },
    request: async () => {
      const token = await request(behind.platform.query)
        .get('/user/videoask/updateToken')
        .set(bearer(owner))
        .expect(200);
      const answers = [{ question_id: 'admired-brands-or-companies', type: 'text', input_text: 'Canva' }];
      return {
        path: '/user/videoask/update',
        json: { contact: { answers, variables: { update_token: token.body.update_token }, email: owner.email } },
      };
    },
  },
  'POST /user/specialist/add-avatar/{id}': {
    access: { rule: 'owner or admin' },
    request: () => ({
      path: `/user/specialist/add-avatar/${owner.id}`,
      upload: { field: 'avatar', file: image, filename: 'a.jpg', type: 'image/jpeg' },
    }),
  },
  'POST /user/specialist/add-answer-media/{id}': {
    access: { rule: 'owner or admin' },
    request: () => ({
      path: `/user/specialist/add-answer-media/${owner.id}`,
      upload: { field: 'media', file: video, filename: 'a.webm', type: 'video/webm' },
    }),
  },
  'POST /user/catalog/{name}/items': {
    access: { rule: 'admin' },
    request: () => ({
      path: '/user/catalog/skills/items',
      json: { items: [{ title: `Matrix skill ${randomUUID().slice(0, 8)}` }] },
    }),
  },
  // Reverting from the report: a fresh title change each time, the newest of its section, so nothing conflicts.
  'POST /audit-events/{position}/revert': {
    access: { rule: 'admin' },
    request: async () => {
      const set = await request(behind.platform.command)
        .put(`/user/update-user/${owner.id}`)
        .set(bearer(owner))
        .send({ specialist: { industry_title: `Matrix title ${randomUUID().slice(0, 8)}` } })
        .expect(200);
      return { path: `/audit-events/${set.body.position}/revert`, json: {} };
    },
  },
};

/** The owner's path for a documented route, from the PROFILE_WRITES entry that serves it. */
async function profileWrite(method: string, path: string): Promise<Outgoing | undefined> {
  const fresh = await freshIds();
  const rendered = path
    .replace(/\{(id|userId)\}/g, fresh.specialistId)
    .replace('{certId}', fresh.certificateId)
    .replace(/\{(projId|projectId)\}/, fresh.projectId)
    .replace('{billingId}', fresh.billingId);
  const write = PROFILE_WRITES.find((w) => w.method.toUpperCase() === method && w.path(fresh) === rendered);
  return write && { path: rendered, json: write.body?.(fresh) };
}

/** Links a Google identity to the person's account as the link route does (the matrix runs no OpenID provider). */
async function linkGoogleTo(person: TestUser): Promise<void> {
  const identity = { provider: 'google' as const, subject: `google-${randomUUID()}` };
  const now = new Date().toISOString();
  const ctx = {
    actorId: person.id,
    actorRole: 'specialist' as const,
    correlationId: randomUUID(),
    causationId: randomUUID(),
    now,
  };
  const { store } = behind.platform;
  await handleCommand(
    store,
    toExternalIdentityStream('google', sha256(identity.subject)),
    externalIdentityReservationDecider,
    { type: 'ReserveExternalIdentity', data: { ...identity, userId: person.id }, metadata: { now } },
    ctx,
  );
  await handleCommand(
    store,
    toUserStream(person.id),
    accountDecider,
    {
      type: 'LinkExternalIdentity',
      data: { userId: person.id, ...identity },
      metadata: { now, actor: { userId: person.id, userType: 'specialist' } },
    },
    ctx,
  );
}

function expectedFor(access: Access, role: Role): number | 'any 2xx' {
  if (access.rule === 'public') return access.status;
  if (role === 'anonymous') return 401;
  if (access.rule === 'self') return role === 'specialist owner' ? 'any 2xx' : access.others;
  if (access.rule === 'own account, not a specialist')
    return role === 'specialist owner' || role === 'other specialist' ? 403 : 'any 2xx';
  if (role === 'admin' || role === 'super_admin') return 'any 2xx';
  return access.rule === 'owner or admin' && role === 'specialist owner' ? 'any 2xx' : 403;
}

function multipart(upload: NonNullable<Outgoing['upload']>, boundary: string): Buffer {
  const parts = Object.entries(upload.fields ?? {}).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  return Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.filename}"\r\nContent-Type: ${upload.type}\r\n\r\n`,
    ),
    upload.file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function sendAs(caller: Caller, method: string, out: Outgoing): Promise<GatewayAnswer> {
  const headers: Record<string, string> = {};
  if (caller.user) headers.authorization = `Bearer ${caller.user.token}`;
  if (out.cookie) headers.cookie = out.cookie;
  let body: Buffer | undefined;
  if (out.upload) {
    const boundary = `matrix${randomUUID().replaceAll('-', '')}`;
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    body = multipart(out.upload, boundary);
  } else if (out.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(out.json));
  }
  return behind.send(method, out.path, headers, body);
}

interface Operation {
  key: string;
  method: string;
  path: string;
  documentedAuth: boolean;
}

/** A write of the hiring side's tables: who gets which answer, on a fresh fixture. */
interface KitWrite<F, C, R extends string> {
  name: string;
  method: string;
  path: (f: F, cast: C) => string;
  body?: (f: F, cast: C) => object;
  /** A multipart upload instead of a JSON body (the company logo). */
  upload?: () => NonNullable<Outgoing['upload']>;
  expected: Record<R, number>;
}

interface Kit<F, C, R extends string> {
  id: string;
  title: string;
  writes: KitWrite<F, C, R>[];
  roles: readonly R[];
  cast: () => C;
  fixture: () => Promise<F>;
  userOf: (cast: C, role: R) => TestUser | undefined;
}

const templateOf = (op: Operation) => new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
/** The documented operation a kit write is sent to. */
const operationOf = (method: string, path: string) =>
  operations.find((op) => op.method === method.toUpperCase() && templateOf(op).test(path));

const networkKit: Kit<Awaited<ReturnType<typeof networkFixture>>, EngagementCast, (typeof NETWORK_ROLES)[number]> = {
  id: 'authorization-networks',
  title: 'Authorization matrix: networks, teams and company profiles',
  writes: [...NETWORK_WRITES, ...COMPANY_LOGO_WRITES],
  roles: NETWORK_ROLES,
  cast: () => hiring,
  fixture: () => networkFixture(behind.platform, hiring),
  userOf,
};
const projectKit: Kit<
  Awaited<ReturnType<typeof engagementFixture>>,
  EngagementCast,
  (typeof ENGAGEMENT_ROLES_TESTED)[number]
> = {
  id: 'authorization-projects',
  title: 'Authorization matrix: client projects',
  writes: ENGAGEMENT_WRITES,
  roles: ENGAGEMENT_ROLES_TESTED,
  cast: () => hiring,
  fixture: () => engagementFixture(behind.platform, hiring, hiringTeams),
  userOf: engagementUserOf,
};

const shareLinkKit: Kit<
  Awaited<ReturnType<typeof shareLinkFixture>>,
  EngagementCast,
  (typeof NETWORK_ROLES)[number]
> = {
  id: 'authorization-share-links',
  title: 'Authorization matrix: share links',
  writes: SHARE_LINK_WRITES,
  roles: NETWORK_ROLES,
  cast: () => hiring,
  fixture: () => shareLinkFixture(behind.platform, hiring, hiringTeams.team.teamId),
  userOf,
};

/** Every write of a kit × its roles and a super_admin (answered as an admin), each on a fixture no accepted request has touched, through the gateway. */
async function runKit<F, C, R extends string>(kit: Kit<F, C, R>) {
  const roles = [...kit.roles, 'super_admin'] as const;
  const rows: string[][] = [];
  const mismatches: string[] = [];
  for (const write of kit.writes) {
    const fresh = async () => {
      const fixture = await kit.fixture();
      // The worker's reactions to it (and to the request before) done, so the head moves for the next request alone.
      await behind.platform.reacted();
      return fixture;
    };
    const sample = await fresh();
    const op = operationOf(write.method, write.path(sample, kit.cast()));
    const cells: string[] = [];
    // Each caller's request goes to a fixture as fresh as a new one: a new one after a request was
    // accepted, else the one a refused request left as it was (it appended nothing: checked below).
    let f: F | undefined = sample;
    for (const role of roles) {
      f ??= await fresh();
      const user = role === 'super_admin' ? callers.super_admin.user : kit.userOf(kit.cast(), role);
      const expected = write.expected[(role === 'super_admin' ? 'admin' : role) as R];
      const out: Outgoing = {
        path: write.path(f, kit.cast()),
        json: write.body?.(f, kit.cast()),
        upload: write.upload?.(),
      };
      const before = await behind.platform.store.headPosition();
      const answer = await sendAs({ user }, write.method.toUpperCase(), out);
      const appended = (await behind.platform.store.headPosition()) !== before;
      const refusedButAppended = answer.status >= 400 && appended;
      if (answer.status < 400 || appended) f = undefined;
      if (answer.status !== expected)
        mismatches.push(
          `${write.name} as ${role}: ${answer.status} (expected ${expected}) ${JSON.stringify(answer.json).slice(0, 200)}`,
        );
      if (refusedButAppended)
        mismatches.push(`${write.name} as ${role}: refused with ${answer.status} but appended events`);
      cells.push(
        `${answer.status}${answer.status === expected && !refusedButAppended ? '' : ` ✗ (expected ${expected})`}${refusedButAppended ? ' (appended!)' : ''}`,
      );
    }
    rows.push([write.name, op ? `\`${op.key}\`` : '**not documented**', ...cells]);
    if (!op)
      mismatches.push(
        `${write.name}: ${write.method.toUpperCase()} ${write.path(sample, kit.cast())} is not in the OpenAPI document`,
      );
  }
  recordReliability({
    id: kit.id,
    title: kit.title,
    size: `${kit.writes.length} writes × ${roles.length} callers, each on a fixture no accepted request has touched, through the gateway`,
    columns: ['write', 'route', ...roles],
    rows,
    notes: [
      'The expected answers are the ones the hiring side\'s own tests hold (NETWORK_WRITES / ENGAGEMENT_WRITES in @dth/testing, docs/api.md "Who may do what"); here they are sent through the gateway, and a refused request must leave the event log as it was.',
      'owner: the business owner whose network, team or project it is; otherOwner: another business owner; invitee, member: specialists invited to, or joined, the network; viewer, editor: users the project is shared with; stranger: a specialist with no tie to it; super_admin is expected to get what admin gets.',
      `Mismatches in this run: ${mismatches.length}.`,
    ],
  });
  expect(mismatches).toEqual([]);
}

describe('authorization matrix: every write route × every kind of caller, through the gateway', () => {
  it("covers every documented write route: by a rule here or by the hiring side's tables", async () => {
    const networkSample = await networkKit.fixture();
    const projectSample = await projectKit.fixture();
    const shareLinkSample = await shareLinkKit.fixture();
    const fromKits = [
      ...networkKit.writes.map((w) => operationOf(w.method, w.path(networkSample, hiring))),
      ...projectKit.writes.map((w) => operationOf(w.method, w.path(projectSample, hiring))),
      ...shareLinkKit.writes.map((w) => operationOf(w.method, w.path(shareLinkSample, hiring))),
    ].map((op) => op?.key);
    expect(
      operations.map((o) => o.key).filter((key) => !RULES[key] && !fromKits.includes(key)),
      'write routes without an access rule in this matrix',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((key) => !operations.some((o) => o.key === key)),
      'rules for routes the API no longer has',
    ).toEqual([]);
  });

  // The hiring tables first: the profile table ends with sign-out, which may spend the callers' tokens.
  it('networks, teams and company profiles answer each caller as their table says', { timeout: 600_000 }, () =>
    runKit(networkKit),
  );
  it('client projects answer each caller as their table says', { timeout: 600_000 }, () => runKit(projectKit));
  it('share links answer each caller as their table says', { timeout: 600_000 }, () => runKit(shareLinkKit));

  it(
    'profile and account routes answer each caller as the route’s rule says, and a refused request appends nothing',
    { timeout: 300_000 },
    async () => {
      const profileOps = operations.filter((o) => RULES[o.key]);
      // Sign-out last: once it ends a caller's session, that caller's token may be spent.
      const order = (o: Operation) =>
        o.key === 'POST /auth/logout' ? 2 : RULES[o.key].access.rule === 'public' ? 1 : 0;
      profileOps.sort((a, b) => order(a) - order(b));

      const rows: string[][] = [];
      const mismatches: string[] = [];
      for (const op of profileOps) {
        const { access, request: build } = RULES[op.key];
        if (op.documentedAuth !== (access.rule !== 'public'))
          mismatches.push(
            `${op.key}: documented ${op.documentedAuth ? 'with' : 'without'} a bearer token, but its rule is ${access.rule}`,
          );
        const cells: string[] = [];
        for (const role of ROLES) {
          const out = build ? await build(role) : await profileWrite(op.method, op.path);
          if (!out) throw new Error(`${op.key}: no request for it in PROFILE_WRITES; give its rule a request()`);
          const before = await behind.platform.store.headPosition();
          const caller = role === 'specialist owner' && out.profileOwner ? { user: out.profileOwner } : callers[role];
          const answer = await sendAs(caller, op.method, out);
          const appended = (await behind.platform.store.headPosition()) !== before;
          const expected = expectedFor(access, role);
          const ok = expected === 'any 2xx' ? answer.status >= 200 && answer.status < 300 : answer.status === expected;
          const refused = answer.status >= 400;
          if (!ok)
            mismatches.push(
              `${op.key} as ${role}: ${answer.status} (expected ${expected}) ${JSON.stringify(answer.json).slice(0, 200)}`,
            );
          if (refused && appended)
            mismatches.push(`${op.key} as ${role}: refused with ${answer.status} but appended events`);
          cells.push(
            `${answer.status}${ok && !(refused && appended) ? '' : ' ✗'}${refused && appended ? ' (appended!)' : ''}`,
          );
        }
        const rule =
          access.rule === 'public'
            ? `public (${access.status} for all)`
            : access.rule === 'self'
              ? `self (${access.others} for others)`
              : access.rule;
        rows.push([`\`${op.key}\``, rule, ...cells]);
      }

      recordReliability({
        id: 'authorization',
        title: 'Authorization matrix: profile and account routes',
        size: `${profileOps.length} profile and account write routes (from the command API's OpenAPI document) × ${ROLES.length} callers, through the gateway`,
        columns: ['route', 'rule', ...ROLES],
        rows,
        notes: [
          'Each cell is the status the gateway answered, for a request the route accepts from an allowed caller (a valid body, an existing certificate or project, a real upload). ✗ marks an answer the rule does not allow; a refused request (4xx) must also leave the event log as it was.',
          "specialist owner: the owner of the profile the request is about; other specialist: a signed-in specialist who is not; business_owner, admin, super_admin: signed-in users of those types. Public routes are sent with each caller's token too, and must answer the same to all.",
          `Mismatches in this run: ${mismatches.length}.`,
        ],
      });
      expect(mismatches).toEqual([]);
    },
  );
});
