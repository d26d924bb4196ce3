import { createServer, type RequestListener, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comparable,
  revokedTokenOf,
  sectionWriteRequests,
  sendRaw,
  startProfilePlatform,
  type RawRequest,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';
import { createLogger } from '@dth/infrastructure';
import { buildApp, buildRequestListener, createContainer, disposeContainer } from './index';

/**
 * The fast write path (fastWrites.ts) against express alone, over one container: two specialists with the
 * same profile, one written through each path in lockstep, must get the same answers (status, body, headers),
 * the same access lines (failures at warn, successes none at info), and a failure must append nothing.
 */
let platform: TestPlatform;
let container: ReturnType<typeof createContainer>;
let fast: RequestListener;
let expressOnly: RequestListener;
let reachedExpress = 0;
const logged: Record<string, unknown>[] = [];
const servers: Server[] = [];
const sides: { port: number; owner: TestUser; requests: RawRequest[] }[] = [];

const listen = (listener: RequestListener) =>
  new Promise<number>((resolve) => {
    const server = createServer(listener).listen(0, '127.0.0.1', () =>
      resolve((server.address() as { port: number }).port),
    );
    servers.push(server);
  });

beforeAll(async () => {
  platform = await startProfilePlatform();
  container = createContainer(
    platform.env,
    createLogger('test', 'info', { write: (line) => logged.push(JSON.parse(line)) }),
  );
  const express = buildApp(container);
  expressOnly = express;
  fast = buildRequestListener(container, (req, res) => {
    reachedExpress++;
    express(req, res);
  });
  const [stranger, admin] = [await platform.createUser('specialist'), await platform.createUser('admin')];
  for (const listener of [fast, expressOnly]) {
    const port = await listen(listener);
    const owner = await platform.createUser('specialist', { firstName: 'Priya', lastName: 'Sharma' });
    const revokedToken = await revokedTokenOf(platform, owner);
    sides.push({ port, owner, requests: sectionWriteRequests({ owner, stranger, admin, revokedToken }) });
  }
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await disposeContainer(container);
  await platform.stop();
});

/** Sends one request as it is; answers what is compared and the access lines it left. */
async function send(port: number, sent: RawRequest, owner: TestUser) {
  const from = logged.length;
  const res = await sendRaw(port, sent.method, sent.path, sent.headers, sent.body);
  const lines = logged.slice(from).map((line) => {
    const { req, res: answered } = line as { req?: { method: string; url: string }; res?: { statusCode: number } };
    return {
      level: line.level,
      msg: line.msg,
      method: req?.method,
      url: req?.url?.replace(owner.id, '<owner>'),
      status: answered?.statusCode,
    };
  });
  return { answer: comparable(res, owner), lines };
}

describe('the fast write path answers every section write exactly as express does', () => {
  it('for good writes, bad bodies, bad tokens, other people and other methods', async () => {
    const [viaFast, viaExpress] = sides;
    const statuses = new Set<number>();
    let served = 0;
    for (let i = 0; i < viaFast.requests.length; i++) {
      const sent = viaFast.requests[i];
      const head = await platform.store.headPosition();
      const reachedBefore = reachedExpress;
      const one = await send(viaFast.port, sent, viaFast.owner);
      const tookFastPath = reachedExpress === reachedBefore;
      const other = await send(viaExpress.port, viaExpress.requests[i], viaExpress.owner);
      expect({ name: sent.name, ...one }).toEqual({ name: sent.name, ...other });
      statuses.add(one.answer.status);
      if (tookFastPath) served++;
      // What the fast path answered itself is a success; everything else reached express.
      if (tookFastPath) expect(one.answer.status, sent.name).toBe(200);
      if (one.answer.status >= 400) expect(await platform.store.headPosition(), sent.name).toBe(head);
      if (sent.name.endsWith(': good')) expect(tookFastPath, sent.name).toBe(true);
    }
    expect([...statuses].sort()).toEqual([200, 400, 401, 403, 405, 413, 415]);
    // The good writes, their repeats, the admin's availability, a BOM, UTF-8 named, not UTF-8: all served here.
    expect(served).toBeGreaterThanOrEqual(12 * 3);
  });
});

describe('the fast write path under concurrent writes to one profile', () => {
  it('appends every write it answers 200, each its own skill set, however the writes race', async () => {
    const owner = await platform.createUser('specialist');
    // Pairwise different sets, so no write can find the profile already holding what it sets.
    const sets = Array.from({ length: 19 }, (_, a) => Array.from({ length: 3 }, (__, b) => [a + 1, a + b + 2])).flat();
    const reachedBefore = reachedExpress;
    const answers = await Promise.all(
      sets.map((skills) =>
        fetch(`http://127.0.0.1:${sides[0].port}/user/specialist/add-skills/${owner.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
          body: JSON.stringify({ skills }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sets.map(() => 200));
    expect(reachedExpress, 'every write served by the fast path').toBe(reachedBefore);
    const appended: number[][] = [];
    for await (const event of platform.store.readStream(`specialist-${owner.id}`))
      if (event.type === 'SkillsSet')
        appended.push((event.data as { skills: { id: number }[] }).skills.map((s) => s.id));
    expect(appended).toHaveLength(sets.length);
    expect(new Set(appended.map((ids) => [...ids].sort((x, y) => x - y).join()))).toEqual(
      new Set(sets.map((ids) => ids.join())),
    );
  });
});
