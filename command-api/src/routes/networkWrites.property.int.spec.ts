import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NETWORK_ROLES, NETWORK_WRITES, bearer, createNetworkCast, networkFixture, sendJson, startProfilePlatform, userOf,
  type NetworkCast, type NetworkWritePath, type TestPlatform,
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

/** Every leaf path of a JSON value, e.g. ['tags', '0']. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]))];
}

function withChange(value: unknown, path: string[], replacement: unknown, drop: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...(value as object) };
  const [head, ...rest] = path;
  if (rest.length === 0 && drop) delete copy[head];
  else copy[head] = withChange(copy[head], rest, replacement, drop);
  return copy;
}

/** Strings that tend to break things: NUL, lone surrogates, huge, lookalike digits, prototype keys. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'a\udc00b', '٣', '1e3', '-1', '3.5', 'NaN', '__proto__', 'constructor', '<script>', 'x'.repeat(5000)),
);
const mutationOf = (valid: object) =>
  fc
    .array(
      fc.record({ path: fc.constantFrom(...leafPaths(valid)), value: fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyString), drop: fc.boolean() }),
      { minLength: 1, maxLength: 2 },
    )
    .map((changes) => changes.reduce<unknown>((body, c) => withChange(body, c.path, c.value, c.drop), valid));
const bodies = (valid: object | undefined) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
    { weight: 3, arbitrary: valid ? mutationOf(valid) : fc.jsonValue() },
  );

async function checkOne(run: () => PromiseLike<{ status: number; body: { error?: { code: string } } }>) {
  const before = await platform.store.headPosition();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body.error?.code).toEqual(expect.any(String));
    expect(await platform.store.headPosition()).toBe(before);
  }
}

/** Someone allowed to write at the path (the owner, or the invitee or member for their own answers). */
const writerOf = (write: NetworkWritePath) => userOf(cast, NETWORK_ROLES.find((role) => write.expected[role] < 300)!)!;

describe('random payloads at every network, team and company-profile write path', () => {
  it.each(NETWORK_WRITES.map((w) => [w.name, w] as const))('%s', async (_name, write) => {
    const f = await networkFixture(platform, cast);
    const writer = writerOf(write);
    await fc.assert(
      fc.asyncProperty(bodies(write.body?.(f, cast)), async (body) => {
        await checkOne(() => sendJson(request(platform.command)[write.method](write.path(f, cast)).set(bearer(writer)), body));
      }),
      { numRuns: RUNS },
    );
  });

  it('random ids in the path', async () => {
    const f = await networkFixture(platform, cast);
    const segment = fc.oneof(nastyString.filter((s) => s.length > 0), fc.uuid(), fc.constant(`${f.networkId}.x`))
      // A path cannot carry a lone surrogate: it is sent as its UTF-8 replacement.
      .map((s) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8')));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NETWORK_WRITES), segment, async (write, id) => {
        const randomIds = { networkId: id, invitationId: id, memberRecordId: `${f.networkId}.${id}`, extraRecordId: id, teamId: id };
        await checkOne(() => sendJson(request(platform.command)[write.method](write.path(randomIds, cast)).set(bearer(writerOf(write))), write.body?.(randomIds, cast)));
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
