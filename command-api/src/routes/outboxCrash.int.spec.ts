import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_EMAILS_MAX } from '@dth/domain';
import { createShareLinkCodeQueue, freePort, repoRoot, type ShareLinkCodeQueue } from '@dth/infrastructure';
import { bearer, mailsInQueue, startProfilePlatform, type TestPlatform, type TestUser } from '@dth/testing';

/*
 * The outbox of one-time secrets that exist only in a request (a create-password link, a share
 * link's email code): the command API (its own process) is killed with SIGKILL while such requests
 * are in flight. Every request it answered has its mail job queued; what it never answered may or
 * may not have one. The test's platform runs no worker, so queued jobs stay where they are.
 */
const REQUESTS = 30;

let platform: TestPlatform;
let specialist: TestUser;
let codeRequests: ShareLinkCodeQueue;
beforeAll(async () => {
  platform = await startProfilePlatform({ reactions: false });
  specialist = await platform.createUser('specialist');
  codeRequests = createShareLinkCodeQueue(platform.env.REDIS_URL);
}, 60_000);
afterAll(async () => {
  await codeRequests?.close();
  await platform?.stop();
});

async function startCommandApi(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: platform.env.DATA_DIR,
    REDIS_URL: platform.env.REDIS_URL,
    S3_PORT: String(platform.env.S3_PORT),
    JWT_SECRET: platform.env.JWT_SECRET!,
    COMMAND_API_PORT: String(port),
    LOG_LEVEL: 'silent',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'command-api/src/main.ts')], {
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000, interval: 50 },
    )
    .toBe(200);
  return { child, url };
}

/** Rounds tried until one's kill lands while requests are still in flight (on a busy machine all may be answered first). */
const ROUNDS = 3;

/**
 * Sends every request of a round at once and kills the API with SIGKILL once a few are answered,
 * again on a fresh API while a round's kill landed after every answer: answers the requests that
 * were answered (by index, `round * REQUESTS + i`, over all rounds) and whether a kill landed midway.
 */
async function killedMidway(
  send: (url: string, i: number) => Promise<Response>,
  expected: number,
): Promise<{ answered: number[]; midway: boolean }> {
  const answered: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { child, url } = await startCommandApi();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let answeredThisRound = 0;
    const inFlight = Array.from({ length: REQUESTS }, (_, i) =>
      send(url, round * REQUESTS + i).then(
        (res) => {
          if (res.status !== expected) return;
          answered.push(round * REQUESTS + i);
          if (++answeredThisRound === 3) child.kill('SIGKILL');
        },
        () => undefined,
      ),
    );
    await Promise.all(inFlight);
    child.kill('SIGKILL');
    await exited;
    if (answeredThisRound >= 3 && answeredThisRound < REQUESTS) return { answered, midway: true };
  }
  return { answered, midway: false };
}

const post = (url: string, path: string, body: object, client: number) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${client}` },
    body: JSON.stringify(body),
  });

describe('no answered request loses its mail: the command API under kill -9', () => {
  it(
    `${REQUESTS} sign-ups in flight: each one answered has its create-password mail queued`,
    { timeout: 120_000 },
    async () => {
      const addresses = Array.from(
        { length: ROUNDS * REQUESTS },
        (_, i) => `newcomer-${i}-${randomUUID()}@example.com`,
      );
      const { answered, midway } = await killedMidway(
        (url, i) =>
          post(
            url,
            '/auth/register',
            { first_name: 'New', last_name: `Comer ${i}`, email: addresses[i], user_type: 'specialist' },
            i,
          ),
        201,
      );
      // A kill landed while most were in flight.
      expect(midway).toBe(true);
      for (const i of answered) {
        const mails = await mailsInQueue(platform, addresses[i]);
        expect(
          mails.map((m) => m.link),
          addresses[i],
        ).toEqual([expect.stringContaining('/stage/create-password/')]);
      }
    },
  );

  it(
    `${REQUESTS} share-link code requests in flight: each one answered has its code's job queued`,
    { timeout: 120_000 },
    async () => {
      const allowed = Array.from({ length: ALLOWED_EMAILS_MAX }, (_, i) => `client-${i}-${randomUUID()}@example.com`);
      const link = await request(platform.command)
        .post('/share-links')
        .set(bearer(specialist))
        .send({ target_type: 'profile', target_id: specialist.id, mode: 'live', allowed_emails: allowed })
        .expect(201);
      const addressOf = (i: number) => allowed[i % allowed.length];
      const { answered, midway } = await killedMidway(
        (url, i) => post(url, `/public/share-links/${link.body.token}/email-code`, { email: addressOf(i) }, i),
        202,
      );
      // A kill landed while most were in flight.
      expect(midway).toBe(true);
      const jobs = (await codeRequests.getJobs(['waiting'])).map((job) => job.data);
      for (const i of answered) expect(jobs.map((job) => job.email)).toContain(addressOf(i));
      expect(jobs.every((job) => job.linkId === link.body.id)).toBe(true);
    },
  );
});
