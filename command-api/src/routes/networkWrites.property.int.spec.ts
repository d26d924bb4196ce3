import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NETWORK_ROLES,
  NETWORK_WRITES,
  SHARE_LINK_WRITES,
  bearer,
  createNetworkCast,
  networkFixture,
  sendJson,
  shareLinkFixture,
  startProfilePlatform,
  userOf,
  type NetworkCast,
  type NetworkWritePath,
  type ShareLinkWritePath,
  type TestPlatform,
  hostileString,
  randomBodies,
} from '@dth/testing';

/*
 * Random payloads and ids at every network, team and company-profile write path, sent by someone
 * allowed to write there so they reach validation and the deciders: whatever comes in, the answer
 * is never a 5xx, and a refused request appends nothing.
 */

let platform: TestPlatform;
let cast: NetworkCast;
beforeAll(async () => {
  platform = await startProfilePlatform();
  cast = await createNetworkCast(platform);
});
afterAll(() => platform.stop());

const RUNS = 40;

const nastyString = hostileString();
const bodies = randomBodies(nastyString);

async function checkOne(run: () => PromiseLike<{ status: number; body: { error?: { code: string } } }>) {
  // What an earlier run set off (a departure's clean-up in the teams) is appended by the reactions: let it land first.
  await platform.reacted();
  const before = await platform.store.headPosition();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body.error?.code).toEqual(expect.any(String));
    expect(await platform.store.headPosition()).toBe(before);
  }
}

/** Someone allowed to write at the path (the owner, or the invitee or member for their own answers). */
const writerOf = (write: NetworkWritePath) =>
  userOf(
    cast,
    NETWORK_ROLES.find((role) => write.expected[role] < 300)!,
  )!;

describe('random payloads at every network, team and company-profile write path', () => {
  it.each(NETWORK_WRITES.map((w) => [w.name, w] as const))('%s', async (_name, write) => {
    const f = await networkFixture(platform, cast);
    const writer = writerOf(write);
    await fc.assert(
      fc.asyncProperty(bodies(write.body?.(f, cast)), async (body) => {
        await checkOne(() =>
          sendJson(request(platform.command)[write.method](write.path(f, cast)).set(bearer(writer)), body),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('random ids in the path', async () => {
    const f = await networkFixture(platform, cast);
    const segment = fc
      .oneof(
        nastyString.filter((s) => s.length > 0),
        fc.uuid(),
        fc.constant(`${f.networkId}.x`),
      )
      // A path cannot carry a lone surrogate: it is sent as its UTF-8 replacement.
      .map((s) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8')));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NETWORK_WRITES), segment, async (write, id) => {
        const randomIds = {
          networkId: id,
          invitationId: id,
          memberRecordId: `${f.networkId}.${id}`,
          extraRecordId: id,
          teamId: id,
          offerId: id,
          savedSearchId: id,
          shortlistId: id,
        };
        await checkOne(() =>
          sendJson(
            request(platform.command)
              [write.method](write.path(randomIds, cast))
              .set(bearer(writerOf(write))),
            write.body?.(randomIds, cast),
          ),
        );
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('random payloads at every share-link write path, and random requests at its reads: never a 5xx', () => {
  let teamId: string;
  beforeAll(async () => {
    teamId = (await networkFixture(platform, cast)).teamId;
  });
  const segment = fc
    .oneof(
      nastyString.filter((s) => s.length > 0),
      fc.uuid(),
      fc.base64String({ minLength: 22, maxLength: 40 }),
    )
    .map((s) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8')));
  /** The owner for the owner's paths; nobody signed in for the public ones. */
  const headersOf = (write: ShareLinkWritePath): Record<string, string> =>
    write.expected.anonymous < 300 ? {} : bearer(cast.owner);

  it.each(SHARE_LINK_WRITES.map((w) => [w.name, w] as const))('%s', async (_name, write) => {
    const f = await shareLinkFixture(platform, cast, teamId);
    await fc.assert(
      fc.asyncProperty(bodies(write.body?.(f, cast)), async (body) => {
        await checkOne(() =>
          sendJson(request(platform.command)[write.method](write.path(f, cast)).set(headersOf(write)), body),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('random passcodes, addresses and codes at gated links (hash checks, code checks, the 429 lock)', async () => {
    const asOwner = bearer(cast.owner);
    const gated = await request(platform.command)
      .post('/share-links')
      .set(asOwner)
      .send({ target_type: 'team', target_id: teamId, mode: 'live', passcode: 'right passcode' })
      .expect(201);
    const mailed = await request(platform.command)
      .post('/share-links')
      .set(asOwner)
      .send({ target_type: 'team', target_id: teamId, mode: 'live', allowed_emails: ['a@example.com'] })
      .expect(201);
    const value = fc.oneof(
      nastyString,
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('right passcode', 'a@example.com', '123456'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(gated.body.token, mailed.body.token),
        fc.dictionary(fc.constantFrom('passcode', 'email', 'code', 'x'), value, { maxKeys: 3 }),
        async (token, body) => {
          await checkOne(() => sendJson(request(platform.command).post(`/public/share-links/${token}/open`), body));
          await checkOne(() =>
            sendJson(request(platform.command).post(`/public/share-links/${token}/email-code`), body),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('random client requests with a valid grant (the body, the person named, the rate limit)', async () => {
    const f = await shareLinkFixture(platform, cast, teamId);
    const grant = (await request(platform.command).post(`/public/share-links/${f.token}/open`).send({}).expect(200))
      .body.data.grant as string;
    const value = fc.oneof(
      nastyString,
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('intro', 'approve', 'comment', cast.member.id, 'ada@client.example', 'Ada'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('kind', 'profile_id', 'message', 'name', 'email', 'x'), value, { maxKeys: 5 }),
        async (body) => {
          await checkOne(() =>
            sendJson(
              request(platform.command).post(`/public/share-links/${f.token}/requests`).set('X-Share-Grant', grant),
              body,
            ),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('random ids in the write paths', async () => {
    const f = await shareLinkFixture(platform, cast, teamId);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SHARE_LINK_WRITES), segment, async (write, id) => {
        const ids = { ...f, linkId: id, token: id };
        await checkOne(() =>
          sendJson(
            request(platform.command)[write.method](write.path(ids, cast)).set(headersOf(write)),
            write.body?.(ids, cast),
          ),
        );
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('random tokens, grants, profile ids, link ids and list parameters at the reads', async () => {
    const f = await shareLinkFixture(platform, cast, teamId);
    const grant = (await request(platform.command).post(`/public/share-links/${f.token}/open`).send({}).expect(200))
      .body.data.grant as string;
    const token = fc.oneof(segment, fc.constant(f.token));
    const query = fc
      .oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constant({ link_id: f.linkId }),
        fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
      )
      .map((v) => encodeURIComponent(JSON.stringify(v)));
    const paths = fc.oneof(
      token.map((t) => `/public/share-links/${t}`),
      token.map((t) => `/public/share-links/${t}/content`),
      fc.tuple(token, segment).map(([t, id]) => `/public/share-links/${t}/profiles/${id}`),
      segment.map((id) => `/share-links/${id}`),
      query.map((q) => `/share-links?filter=${q}`),
      fc.tuple(query, query).map(([q, s]) => `/share-link-opens?filter=${q}&sort=${s}&range=${s}`),
    );
    await fc.assert(
      fc.asyncProperty(
        paths,
        fc.oneof(
          fc.constant(grant),
          nastyString.filter((s) => /^[\x20-\x7e]*$/.test(s)),
        ),
        async (path, shareGrant) => {
          const res = await request(platform.query).get(path).set(bearer(cast.owner)).set('x-share-grant', shareGrant);
          expect(res.status, `${path} ${res.text.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });
});
