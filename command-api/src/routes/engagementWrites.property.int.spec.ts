import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_WRITES,
  bearer,
  createEngagementCast,
  engagementFixture,
  engagementTeams,
  sendJson,
  startProfilePlatform,
  type EngagementCast,
  type EngagementFixture,
  type EngagementTeams,
  type TestPlatform,
  type TestUser,
  hostileString,
  randomBodies,
} from '@dth/testing';

/*
 * Random payloads and ids at every client-project write path, sent by the project's owner (and,
 * for a milestone's status, by the team member responsible for it) so they reach validation and
 * the decider: whatever comes in, the answer is never a 5xx, and a refused request appends nothing.
 */

let platform: TestPlatform;
let cast: EngagementCast;
let teams: EngagementTeams;
beforeAll(async () => {
  platform = await startProfilePlatform();
  cast = await createEngagementCast(platform);
  teams = await engagementTeams(platform, cast);
});
afterAll(() => platform.stop());

const RUNS = 40;

const nastyString = hostileString([
  'x'.repeat(5001),
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
  '2026-3-1',
  'eur',
  'XXX',
  'DTH',
  'DPD',
  'done',
  'editor',
  'owner',
]);
const nastyNumber = fc.constantFrom(-1, 0, 1.5, 1e308, 2 ** 63, 999_999_999_999, 1e12, Number.MIN_VALUE);
const bodies = randomBodies(nastyString, nastyNumber);

async function checkOne(run: () => PromiseLike<{ status: number; body: { error?: { code: string } } }>) {
  const before = await platform.store.headPosition();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body.error?.code).toEqual(expect.any(String));
    expect(await platform.store.headPosition()).toBe(before);
  }
}

/** The team member for their own milestone's status, the owner everywhere else. */
const writerOf = (name: string): TestUser => (name === 'move milestone status' ? cast.member : cast.owner);

describe('random payloads at every client-project write path', () => {
  it.each(ENGAGEMENT_WRITES.map((w) => [w.name, w] as const))('%s', { timeout: 120_000 }, async (_name, write) => {
    const f = await engagementFixture(platform, cast, teams);
    const writer = writerOf(write.name);
    await fc.assert(
      fc.asyncProperty(bodies(write.body?.(f, cast)), async (body) => {
        await checkOne(() =>
          sendJson(request(platform.command)[write.method](write.path(f, cast)).set(bearer(writer)), body),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('random ids in the path', { timeout: 120_000 }, async () => {
    const f = await engagementFixture(platform, cast, teams);
    const segment = fc
      .oneof(
        nastyString.filter((s) => s.length > 0),
        fc.uuid(),
        fc.constant(f.projectId),
        fc.constant(f.otherMilestoneId),
      )
      // A path cannot carry a lone surrogate: it is sent as its UTF-8 replacement.
      .map((s) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8')));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENGAGEMENT_WRITES), segment, segment, async (write, projectId, otherId) => {
        const ids: EngagementFixture = { ...f, projectId, membersMilestoneId: otherId, otherMilestoneId: otherId };
        const randomCast = { ...cast, viewer: { ...cast.viewer, id: otherId } };
        await checkOne(() =>
          sendJson(
            request(platform.command)
              [write.method](write.path(ids, randomCast))
              .set(bearer(writerOf(write.name))),
            write.body?.(ids, randomCast),
          ),
        );
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
