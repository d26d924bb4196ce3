import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_FILTERS } from '@dth/query-api';
import { validEngagement, type NetworkCast, type NetworkFixture, type TestUser } from '@dth/testing';
import type { PlatformBehindGateway } from '../gateway/platformBehindGateway';
import { startCastBehindGateway } from './castBehindGateway';

/*
 * Hardening round two, finding 6 (docs/reliability.md): an empty list in a filter reached Redis as an
 * empty union (500). Every list's filter, fuzzed through the gateway with empty, huge and wrongly
 * typed arrays, answers 200 or 400 (404 for a network that does not exist), never anything else.
 */
let behind: PlatformBehindGateway;
let cast: NetworkCast;
let fixture: NetworkFixture;

beforeAll(async () => {
  const world = await startCastBehindGateway();
  ({ behind, cast, fixture } = world);
  const project = await world.post('/projects', validEngagement, cast.owner);
  await behind.platform.projected(String(project.headers['x-position']));
}, 120_000);
afterAll(() => behind?.stop());

const list = (path: string, filter: unknown, user: TestUser) =>
  behind.send('GET', `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
    authorization: `Bearer ${user.token}`,
  });

/** What a careless client or a prober puts in a filter field. */
const scalar = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.uuid(),
);
const fieldValue = fc.oneof(
  fc.constant([]),
  fc.array(scalar, { minLength: 1, maxLength: 4 }),
  fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 101, maxLength: 400 }),
  fc.array(fc.array(scalar, { maxLength: 2 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), scalar, { maxKeys: 2 }),
  scalar,
);

describe('every list filter answers 200 or 400 (finding 6)', () => {
  it('an empty list is 400 with the field named, not 500', async () => {
    for (const [path, filter] of [
      ['/projects', { status: [] }],
      ['/shared-projects', { status: [] }],
      ['/specialists', { id: [] }],
      ['/teams', { status: [] }],
      ['/audit-events', { type: [] }],
    ] as const) {
      const answer = await list(path, filter, path === '/audit-events' ? cast.admin : cast.owner);
      expect(answer.status, `${path} ${JSON.stringify(filter)}: ${answer.raw.toString()}`).toBe(400);
      expect(Object.keys(answer.json.error.fields)).toEqual([`filter.${Object.keys(filter)[0]}`]);
    }
  });

  for (const [path, schema] of Object.entries(LIST_FILTERS)) {
    it(`${path}: ${Object.keys(schema.shape).join(', ')}`, async () => {
      // A list that takes no filter is sent made-up fields.
      const fields =
        Object.keys(schema.shape).length > 0
          ? fc.constantFrom(...Object.keys(schema.shape))
          : fc.string({ minLength: 1, maxLength: 8 });
      const filters = fc.dictionary(fields, fieldValue, { minKeys: 1, maxKeys: 3 });
      const readers = { '/audit-events': [cast.admin], '/specialists': [cast.owner, cast.admin] }[path] ?? [
        cast.owner,
        cast.admin,
        cast.member,
      ];
      await fc.assert(
        fc.asyncProperty(filters, fc.constantFrom(...readers), async (filter, reader) => {
          const answer = await list(path, { network_id: fixture.networkId, ...filter }, reader);
          // 404: a well-formed network_id of no network (network-members names the network it lists).
          expect(
            [200, 400, 404],
            `${JSON.stringify(filter)}: ${answer.status} ${answer.raw.toString().slice(0, 300)}`,
          ).toContain(answer.status);
          if (answer.status === 400) expect(answer.json.error.code).toBe('validation');
          if (answer.status === 404) expect(answer.json.error.message_code).toBe('network.networkNotFound');
        }),
        { numRuns: 40 },
      );
    });
  }
});
