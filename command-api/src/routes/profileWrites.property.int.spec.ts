import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedText } from '@dth/domain';
import {
  bearer,
  bySize,
  PROFILE_WRITES,
  profileWithEverything,
  recordReliability,
  send,
  sendJson,
  startProfilePlatform,
  validBilling,
  type ProfileIds,
  type TestPlatform,
  type TestUser,
  type WritePath,
  hostileString,
  leafPaths,
  randomBodies,
  withChange,
} from '@dth/testing';

/*
 * Random payloads at every write path, sent by the profile's owner so they reach validation:
 * whatever comes in, the answer is never a 5xx, and a refused request appends nothing.
 * Reliability suite: 40 cases per path inside `npm test`, 1,000 under `npm run reliability`;
 * every case is counted (not stopped at the first failure), and the counts go to
 * docs/reliability.md.
 */

let platform: TestPlatform;
let owner: TestUser;
let ids: ProfileIds;
let updateToken: string;
beforeAll(async () => {
  platform = await startProfilePlatform();
  owner = await platform.createUser();
  ids = await profileWithEverything(platform, owner);
  updateToken = (await request(platform.query).get('/user/videoask/updateToken').set(bearer(owner)).expect(200)).body
    .update_token;
});
afterAll(() => platform.stop());

const RUNS = bySize(40, 1000);
const TIMEOUT = bySize(60_000, 900_000);

interface Tally {
  path: string;
  cases: number;
  accepted: number;
  refused: number;
  serverErrors: number;
  appendedWhenRefused: number;
  withoutErrorBody: number;
  /** The first few bad cases, for the failure message. */
  examples: string[];
}
const tallies: Tally[] = [];
const tallyFor = (path: string): Tally => {
  const tally = {
    path,
    cases: 0,
    accepted: 0,
    refused: 0,
    serverErrors: 0,
    appendedWhenRefused: 0,
    withoutErrorBody: 0,
    examples: [],
  };
  tallies.push(tally);
  return tally;
};
const failures = (t: Tally) => t.serverErrors + t.appendedWhenRefused + t.withoutErrorBody;

afterAll(() => {
  const total = (key: 'cases' | 'accepted' | 'refused' | 'serverErrors' | 'appendedWhenRefused') =>
    tallies.reduce((sum, t) => sum + t[key], 0);
  recordReliability({
    id: 'write-property',
    title: 'Random payloads at every write path (fast-check)',
    size: `${RUNS} cases per write path (${RUNS * 2} for random path ids), ${total('cases')} requests in all`,
    columns: ['write path', 'cases', 'accepted (2xx)', 'refused (4xx)', '5xx', 'events appended for refused requests'],
    rows: [
      ...tallies.map((t) => [
        t.path,
        t.cases,
        t.accepted,
        t.refused,
        `**${t.serverErrors}**`,
        `**${t.appendedWhenRefused}**`,
      ]),
      [
        '**all**',
        total('cases'),
        total('accepted'),
        total('refused'),
        `**${total('serverErrors')}**`,
        `**${total('appendedWhenRefused')}**`,
      ],
    ],
    notes: [
      "Sent by the profile's owner, so every request reaches validation: whole random JSON values, objects with hostile keys and strings, and valid bodies with one or two fields replaced by random JSON or dropped (command-api/src/routes/profileWrites.property.int.spec.ts).",
      'Both counts must be 0; a refused request must also carry the error body with its code.',
    ],
  });
});

const nastyString = hostileString();
/** Numbers that are no digit string: negative, fractional, huge, past 2^53. */
const nastyNumber = fc.constantFrom(-1, 1.5, 1e308, 2 ** 63);
const bodies = randomBodies(nastyString, nastyNumber);

/** The value at `path` inside a JSON value (undefined where the path leaves it). */
const valueAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

/** Every string leaf of a JSON value, e.g. ['certificate', 'degree']. */
const stringPaths = (value: unknown): string[][] =>
  leafPaths(value).filter((path) => typeof valueAt(value, path) === 'string');

/** A valid body with NUL, another control character or a lone surrogate put into one of its strings. */
const withBadText = (valid: object) =>
  fc
    .record({
      path: fc.constantFrom(...stringPaths(valid)),
      bad: fc.constantFrom('\u0000', '\u0007', '\u001b', '\ud800', '\udbff', '\udc00', '\udfff'),
      at: fc.nat(),
    })
    .map(({ path, bad, at }) => {
      const text = valueAt(valid, path) as string;
      const cut = at % (text.length + 1);
      return withChange(valid, path, `${text.slice(0, cut)}${bad}${text.slice(cut)}`, false);
    });

/** Sends one case and counts it: never 5xx; refused means the log did not move and the error body says why. */
async function checkOne(
  tally: Tally,
  input: unknown,
  run: () => PromiseLike<{ status: number; body: { error?: { code: string } } }>,
) {
  const before = await platform.store.headPosition();
  const res = await run();
  tally.cases += 1;
  const problems: string[] = [];
  if (res.status >= 500) {
    tally.serverErrors += 1;
    problems.push(`${res.status}`);
  } else if (res.status >= 400) {
    tally.refused += 1;
    if (typeof res.body.error?.code !== 'string') {
      tally.withoutErrorBody += 1;
      problems.push('no error code');
    }
    if ((await platform.store.headPosition()) !== before) {
      tally.appendedWhenRefused += 1;
      problems.push('appended when refused');
    }
  } else tally.accepted += 1;
  if (problems.length > 0 && tally.examples.length < 5)
    tally.examples.push(
      `${problems.join(', ')}: ${JSON.stringify(input)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body)}`,
    );
}

/** Runs every case, then fails if any was bad (with the first few), so the counts are whole. */
async function assertAll(tally: Tally, property: fc.IAsyncProperty<unknown>, numRuns = RUNS) {
  await fc.assert(property, { numRuns });
  expect(failures(tally), tally.examples.join('\n')).toBe(0);
}

describe('random payloads at every profile write path', () => {
  it.each(PROFILE_WRITES.map((w) => [w.name, w] as const))(
    '%s',
    { timeout: TIMEOUT },
    async (name, write: WritePath) => {
      const tally = tallyFor(name);
      await assertAll(
        tally,
        fc.asyncProperty(bodies(write.body?.(ids)), async (body) => {
          await checkOne(tally, body, () => send(platform, write, ids, bearer(owner), body));
        }),
      );
    },
  );

  it('billing create', { timeout: TIMEOUT }, async () => {
    const tally = tallyFor('billing create');
    await assertAll(
      tally,
      fc.asyncProperty(bodies(validBilling), async (body) => {
        await checkOne(tally, body, () =>
          sendJson(request(platform.command).post('/user/billing-account/create').set(bearer(owner)), body),
        );
      }),
    );
  });

  it('video-ask contact', { timeout: TIMEOUT }, async () => {
    const tally = tallyFor('video-ask contact');
    const valid = {
      contact: {
        answers: [
          { question_id: 'types-of-client', type: 'poll', poll_options: [{ id: 1 }] },
          { question_id: 'admired-brands-or-companies', type: 'text', input_text: 'Canva' },
        ],
        variables: { update_token: updateToken },
        email: owner.email,
      },
    };
    await assertAll(
      tally,
      fc.asyncProperty(bodies(valid), async (body) => {
        await checkOne(tally, body, () =>
          sendJson(request(platform.command).post('/user/videoask/update').set(bearer(owner)), body),
        );
      }),
    );
  });

  it(
    'text with NUL, a control character or a lone surrogate, in any string of any write',
    { timeout: TIMEOUT },
    async () => {
      const tally = tallyFor('text with NUL or a lone surrogate');
      const writes = PROFILE_WRITES.filter((w) => w.body && stringPaths(w.body(ids)).length > 0);
      await assertAll(
        tally,
        fc.asyncProperty(
          fc.constantFrom(...writes).chain((write) => fc.tuple(fc.constant(write), withBadText(write.body!(ids)))),
          async ([write, body]) => {
            await checkOne(tally, body, () => send(platform, write, ids, bearer(owner), body));
          },
        ),
        RUNS * 2,
      );
      // Never stored: every such case is refused (checkOne has made sure nothing was appended).
      expect(tally.accepted, tally.examples.join('\n')).toBe(0);
      expect(tally.refused).toBe(tally.cases);
    },
  );

  it('random ids in the path', { timeout: TIMEOUT }, async () => {
    const tally = tallyFor('random ids in the path');
    const segment = fc
      .oneof(
        nastyString.filter((s) => s.length > 0 && isWellFormedText(s)),
        fc.uuid(),
      )
      .map(encodeURIComponent);
    await assertAll(
      tally,
      fc.asyncProperty(
        fc.constantFrom(...PROFILE_WRITES),
        segment,
        segment,
        async (write, certificateId, projectId) => {
          const randomIds = { ...ids, certificateId, projectId, billingId: certificateId };
          await checkOne(tally, { path: write.path(randomIds) }, () => send(platform, write, randomIds, bearer(owner)));
        },
      ),
      RUNS * 2,
    );
  });
});
