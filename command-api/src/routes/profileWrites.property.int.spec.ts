import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, PROFILE_WRITES, profileWithEverything, send, sendJson, startProfilePlatform, validBilling, type ProfileIds, type TestPlatform, type TestUser, type WritePath } from '@dth/testing';

/*
 * Random payloads at every write path, sent by the profile's owner so they reach validation:
 * whatever comes in, the answer is never a 5xx, and a refused request appends nothing.
 */

let platform: TestPlatform;
let owner: TestUser;
let ids: ProfileIds;
let updateToken: string;
beforeAll(async () => {
  platform = await startProfilePlatform();
  owner = await platform.createUser();
  ids = await profileWithEverything(platform, owner);
  updateToken = (await request(platform.query).get('/user/videoask/updateToken').set(bearer(owner)).expect(200)).body.update_token;
});
afterAll(() => platform.stop());

const RUNS = 40;

/** Every leaf path of a JSON value, e.g. ['certificate', 'started_at']. */
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

/** A valid body with one or two fields replaced by random JSON or dropped. */
const mutationOf = (valid: object) =>
  fc
    .array(fc.record({ path: fc.constantFrom(...leafPaths(valid)), value: fc.jsonValue({ maxDepth: 3 }), drop: fc.boolean() }), { minLength: 1, maxLength: 2 })
    .map((changes) => changes.reduce<unknown>((body, c) => withChange(body, c.path, c.value, c.drop), valid));

/** Strings that tend to break things: huge, control characters, lookalike digits, prototype keys. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '٣', '1e3', '-1', '0x10', 'NaN', '__proto__', 'constructor', '<script>', 'x'.repeat(5000)),
);
const bodies = (valid: object | undefined) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
    { weight: 3, arbitrary: valid ? mutationOf(valid) : fc.jsonValue() },
  );

/** Sends, then checks: never 5xx; refused means the log did not move. */
async function checkOne(run: () => PromiseLike<{ status: number; body: { error?: { code: string } } }>) {
  const before = await platform.store.headPosition();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body.error?.code).toEqual(expect.any(String));
    expect(await platform.store.headPosition()).toBe(before);
  }
}

describe('random payloads at every profile write path', () => {
  it.each(PROFILE_WRITES.map((w) => [w.name, w] as const))('%s', async (_name, write: WritePath) => {
    await fc.assert(
      fc.asyncProperty(bodies(write.body?.(ids)), async (body) => {
        await checkOne(() => send(platform, write, ids, bearer(owner), body));
      }),
      { numRuns: RUNS },
    );
  });

  it('billing create', async () => {
    await fc.assert(
      fc.asyncProperty(bodies(validBilling), async (body) => {
        await checkOne(() => sendJson(request(platform.command).post('/user/billing-account/create').set(bearer(owner)), body));
      }),
      { numRuns: RUNS },
    );
  });

  it('video-ask contact', async () => {
    const valid = {
      contact: {
        answers: [{ question_id: 'types-of-client', type: 'poll', poll_options: [{ id: 1 }] }, { question_id: 'admired-brands-or-companies', type: 'text', input_text: 'Canva' }],
        variables: { update_token: updateToken },
        email: owner.email,
      },
    };
    await fc.assert(
      fc.asyncProperty(bodies(valid), async (body) => {
        await checkOne(() => sendJson(request(platform.command).post('/user/videoask/update').set(bearer(owner)), body));
      }),
      { numRuns: RUNS },
    );
  });

  it('random ids in the path', async () => {
    const segment = fc.oneof(nastyString.filter((s) => s.length > 0), fc.uuid()).map(encodeURIComponent);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROFILE_WRITES), segment, segment, async (write, certificateId, projectId) => {
        const randomIds = { ...ids, certificateId, projectId, billingId: certificateId };
        await checkOne(() => send(platform, write, randomIds, bearer(owner)));
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
