import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createContainer, disposeContainer } from '@dth/command-api';
import type { RunningNginx } from '@dth/deploy';
import { createLogger } from '@dth/infrastructure';
import {
  comparable,
  revokedTokenOf,
  sectionWriteRequests,
  sendRaw,
  startProfilePlatform,
  type RawRequest,
  type TestUser,
} from '@dth/testing';
import { startGateway, startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * The profile's section writes through the gateway as `npm start` runs it (the command API's fast write path
 * in front of express) and through a second gateway in front of the express app alone, over the same data:
 * two specialists with the same profile, written alike in lockstep, get the same answers.
 */
let behind: PlatformBehindGateway;
let expressGateway: RunningNginx;
let expressServer: Server;
let container: ReturnType<typeof createContainer>;
const sides: { port: number; owner: TestUser; requests: RawRequest[] }[] = [];

beforeAll(async () => {
  behind = await startPlatformBehindGateway(startProfilePlatform);
  const { platform } = behind;
  container = createContainer(platform.env, createLogger('test', 'silent'));
  const expressPort = await new Promise<number>((resolve) => {
    expressServer = createServer(buildApp(container)).listen(0, '127.0.0.1', () =>
      resolve((expressServer.address() as { port: number }).port),
    );
  });
  expressGateway = await startGateway({
    queryApi: `127.0.0.1:${behind.queryPort}`,
    commandApi: `127.0.0.1:${expressPort}`,
    blobStore: `127.0.0.1:${platform.env.S3_PORT}`,
    mediaBucket: platform.env.MEDIA_BUCKET,
  });
  const [stranger, admin] = [await platform.createUser('specialist'), await platform.createUser('admin')];
  for (const port of [behind.port, expressGateway.port]) {
    const owner = await platform.createUser('specialist', { firstName: 'Priya', lastName: 'Sharma' });
    const revokedToken = await revokedTokenOf(platform, owner);
    sides.push({ port, owner, requests: sectionWriteRequests({ owner, stranger, admin, revokedToken }) });
  }
});
afterAll(async () => {
  await expressGateway.stop();
  expressServer.closeAllConnections();
  expressServer.close();
  await disposeContainer(container);
  await behind.stop();
});

describe('the section writes through the gateway', () => {
  it('answer as the express app alone answers them: good writes, bad bodies, bad tokens, other people, other methods', async () => {
    const [viaFast, viaExpress] = sides;
    const statuses = new Set<number>();
    for (let i = 0; i < viaFast.requests.length; i++) {
      const sent = viaFast.requests[i];
      const head = await behind.platform.store.headPosition();
      const fast = comparable(
        await sendRaw(viaFast.port, sent.method, sent.path, sent.headers, sent.body),
        viaFast.owner,
      );
      const other = viaExpress.requests[i];
      const slow = comparable(
        await sendRaw(viaExpress.port, other.method, other.path, other.headers, other.body),
        viaExpress.owner,
      );
      expect({ name: sent.name, ...fast }).toEqual({ name: sent.name, ...slow });
      statuses.add(fast.status);
      if (sent.name.endsWith(': good')) expect(fast.status, sent.name).toBe(200);
      if (fast.status >= 400) expect(await behind.platform.store.headPosition(), sent.name).toBe(head);
    }
    expect([...statuses].sort()).toEqual([200, 400, 401, 403, 405, 413, 415]);
  });
});
