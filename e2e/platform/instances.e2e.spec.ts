import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personKeyId } from '@dth/domain';
import {
  AVATAR_QUEUE,
  INSTANCE_PORT_STEP,
  PostgresAuditReader,
  PostgresEventStore,
  PostgresKeyStore,
} from '@dth/infrastructure';
import {
  jpeg,
  recordReliability,
  validCertificate,
  startPostgresServer,
  type PostgresServerHandle,
} from '@dth/testing';
import { apiOf } from '../support/api';
import { startPlatform, type Platform } from '../support/platform';

/**
 * `npm start -- --instances 2` (INSTANCES=2) with everything on PostgreSQL: two command APIs and two query
 * APIs behind the gateway, two projectors (one active, one standing by) and two workers, each instance in a
 * DATA_DIR of its own, sharing one Redis, the blob store and one private PostgreSQL for the event log, the
 * admin report and the data keys (EVENT_STORE, AUDIT_STORE, KEY_STORE=postgres). What must hold whichever
 * instance answers: nothing of the stores on disk, writes seen by reads (the projector following the
 * PostgreSQL log), every worker's mail, no lost update, sessions and sign-in throttles, the same report,
 * reads through the gateway while one query API is killed, and each avatar job processed once.
 */
const EDITS = 50;
const READERS = 16;
const READ_LOAD_MS = 4000;
const AVATARS = 8;
const SERVICES = ['command-api', 'query-api', 'projector', 'worker'];

let platform: Platform;
let postgres: PostgresServerHandle;
beforeAll(async () => {
  postgres = await startPostgresServer();
  platform = await startPlatform({
    env: {
      INSTANCES: '2',
      EVENT_STORE: 'postgres',
      AUDIT_STORE: 'postgres',
      KEY_STORE: 'postgres',
      DATABASE_URL: postgres.url,
    },
  });
}, 200_000);
afterAll(async () => {
  await platform?.stop();
  await postgres?.stop();
});

/** Instance i's port of a service (INSTANCE_PORT_STEP apart). */
const portOf = (name: 'COMMAND_API_PORT' | 'QUERY_API_PORT' | 'PROJECTOR_PORT', instance: number) =>
  Number(platform.env[name]) + instance * INSTANCE_PORT_STEP;
const pidOf = (name: string) => Number(readFileSync(join(platform.dataDir, 'run', `${name}.pid`), 'utf8'));
const json = { 'content-type': 'application/json' };
const { register } = apiOf(() => platform);

async function signIn(email: string) {
  const res = await fetch(`${platform.origin}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: platform.demoPassword }),
  });
  expect(res.status).toBe(200);
  const { data } = await res.json();
  return { token: data.access_token as string, id: data.user_id as string };
}

describe('two of every service', () => {
  it('runs one projector active and the other standing by', async () => {
    const roles = async () =>
      Promise.all(
        [0, 1].map((i) =>
          fetch(`http://127.0.0.1:${portOf('PROJECTOR_PORT', i)}/health`)
            .then((r) => r.json())
            .then(
              (h) => h.role,
              () => null,
            ),
        ),
      );
    await expect.poll(async () => (await roles()).sort(), { timeout: 20_000 }).toEqual(['active', 'standby']);
  });

  it('keeps each instance in a DATA_DIR of its own, the stores in PostgreSQL and no SQLite file on disk', async () => {
    // Each process's DATA_DIR as it was started (its environment), not as the launcher meant it.
    const dataDirOf = (name: string) =>
      readFileSync(`/proc/${pidOf(name)}/environ`, 'utf8')
        .split('\0')
        .find((variable) => variable.startsWith('DATA_DIR='))
        ?.slice('DATA_DIR='.length);
    const second = join(platform.dataDir, 'instance-2');
    expect(SERVICES.map((name) => [dataDirOf(name), dataDirOf(`${name}-2`)])).toEqual(
      SERVICES.map(() => [platform.dataDir, second]),
    );
    expect(existsSync(second)).toBe(true);
    // The token secret came by env from the launcher: the second instance made none of its own.
    expect(existsSync(join(second, 'jwt-secret'))).toBe(false);
    // Under the launcher's folder (which holds the second instance's): no events, audit or keys file, nor their -wal.
    const files = readdirSync(platform.dataDir, { recursive: true }).map(String);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => /\.sqlite/.test(file))).toEqual([]);

    // The seeded log and the seeded people's data keys are in PostgreSQL.
    const user = await signIn(platform.demoUsers.specialist);
    const log = new PostgresEventStore({ url: postgres.url, max: 1 });
    const keys = new PostgresKeyStore(postgres.url);
    try {
      expect(await log.headPosition()).toBeGreaterThan(0n);
      expect((await keys.key(personKeyId(user.id), 1))?.material).toBeDefined();
    } finally {
      await log.close();
      await keys.close();
    }
  });

  it('shows a write through the gateway in its reads: the projector follows the PostgreSQL log', async () => {
    const user = await signIn(platform.demoUsers.specialist);
    const name = `Through the gateway ${Date.now()}`;
    const res = await fetch(`${platform.origin}/user/specialist/add-certificate/${user.id}`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ certificate: { ...validCertificate, name } }),
    });
    expect(res.status).toBeLessThan(300);
    // Read without x-min-position: the answer changes only when the active projector has projected the event.
    await expect
      .poll(
        async () => {
          const profile = await fetch(`${platform.origin}/user/specialist/${user.id}`, {
            headers: { authorization: `Bearer ${user.token}` },
          }).then((r) => r.json());
          return (profile.data.educations as { name: string }[]).map((c) => c.name);
        },
        { timeout: 10_000 },
      )
      .toContain(name);
  });

  it("reads every worker's mail, each written under its instance's own DATA_DIR", async () => {
    expect(platform.mailDirs).toEqual([join(platform.dataDir, 'mail'), join(platform.dataDir, 'instance-2', 'mail')]);
    // Accounts opened through the gateway: their create-password mails, sent by whichever worker took the job.
    const password = 'Quiet-harbour-lantern-72';
    const emails = Array.from({ length: 4 }, (_, n) => `opened-${n}-${Date.now()}@example.com`);
    for (const email of emails) {
      await register({ first_name: 'Mira', last_name: 'Vance', email, user_type: 'specialist' }, password);
      const signedIn = await fetch(`${platform.origin}/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      expect(signedIn.status).toBe(200);
    }
  });

  it(`loses no update when ${EDITS} edits of one profile go to both command APIs at once`, async () => {
    const user = await signIn(platform.demoUsers.specialist);
    const answers = await Promise.all(
      Array.from({ length: EDITS }, async (_, n) => {
        const res = await fetch(
          `http://127.0.0.1:${portOf('COMMAND_API_PORT', n % 2)}/user/specialist/add-certificate/${user.id}`,
          {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${user.token}` },
            body: JSON.stringify({ certificate: { ...validCertificate, name: `Across instances ${n}` } }),
          },
        );
        return { n, status: res.status, position: res.ok ? ((await res.json()).position as string) : undefined };
      }),
    );
    const ok = answers.filter((a) => a.status >= 200 && a.status < 300);
    expect(answers.filter((a) => a.status !== 409 && !ok.includes(a))).toEqual([]);
    const last = ok.map((a) => BigInt(a.position!)).reduce((a, b) => (a > b ? a : b), 0n);
    const profile = await fetch(`${platform.origin}/user/specialist/${user.id}`, {
      headers: { authorization: `Bearer ${user.token}`, 'x-min-position': String(last) },
    }).then((r) => r.json());
    const names = new Set((profile.data.educations as { name: string }[]).map((c) => c.name));
    const lost = ok.filter((a) => !names.has(`Across instances ${a.n}`));
    recordReliability({
      id: 'instances-edits',
      title: 'Two command APIs: concurrent edits of one profile',
      size: `${EDITS} certificates added at once, alternating between the two command APIs`,
      columns: ['answered 2xx', '409 (conflict, nothing written)', 'answered 2xx and lost'],
      rows: [[ok.length, answers.length - ok.length, `**${lost.length}**`]],
      notes: [
        'Each command API appends with the stream revision it read; a conflict with the other process is retried on the server as with one, and a 409 is the honest answer when retries run out.',
      ],
    });
    expect(ok.length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
  });

  it('keeps sessions and sign-in throttles whichever instance answers', async () => {
    const user = await signIn(platform.demoUsers.specialist);
    const read = (instance: number, token = user.token) =>
      fetch(`http://127.0.0.1:${portOf('QUERY_API_PORT', instance)}/user/specialist/${user.id}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.status);
    expect([await read(0), await read(1)]).toEqual([200, 200]);

    // Failed sign-ins of one account from one address count together across both command APIs (5 allowed).
    const failedSignIn = (instance: number) =>
      fetch(`http://127.0.0.1:${portOf('COMMAND_API_PORT', instance)}/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: platform.demoUsers.owner, password: 'not-the-password' }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push(await failedSignIn(n % 2));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    // Signed out through one command API: refused by both query APIs.
    const signOut = await fetch(`http://127.0.0.1:${portOf('COMMAND_API_PORT', 1)}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(signOut.status).toBeLessThan(300);
    expect([await read(0), await read(1)]).toEqual([401, 401]);
  });

  it('answers the admin report alike from both query APIs, read from PostgreSQL', async () => {
    const admin = await signIn(platform.demoUsers.admin);
    const report = (instance: number) =>
      fetch(
        `http://127.0.0.1:${portOf('QUERY_API_PORT', instance)}/audit-events?range=${encodeURIComponent('[0,9]')}`,
        { headers: { authorization: `Bearer ${admin.token}` } },
      ).then(async (r) => ({ status: r.status, range: r.headers.get('content-range'), body: await r.text() }));
    const [first, second] = [await report(0), await report(1)];
    expect(first.status).toBe(200);
    expect(Number(first.range?.split('/')[1])).toBeGreaterThan(0);
    expect(second).toEqual(first);
    // Read from PostgreSQL: its rows are the report's (the current version, 1, on a fresh platform).
    const store = new PostgresAuditReader(postgres.url);
    const total = (await store.page(1, {}, 'DESC', 0, 1)).total;
    await store.close();
    expect(total).toBeGreaterThanOrEqual(Number(first.range?.split('/')[1]));
  });

  it('answers every read through the gateway while one query API is killed with SIGKILL', async () => {
    const user = await signIn(platform.demoUsers.specialist);
    const counts = { ok: 0, failed: 0, statuses: new Map<string, number>() };
    const until = Date.now() + READ_LOAD_MS;
    const reader = async () => {
      while (Date.now() < until) {
        const status = await fetch(`${platform.origin}/user/specialist/${user.id}`, {
          headers: { authorization: `Bearer ${user.token}` },
        }).then(
          async (r) => (await r.arrayBuffer(), r.status),
          (error: Error) => error.name,
        );
        if (status === 200) counts.ok++;
        else {
          counts.failed++;
          counts.statuses.set(String(status), (counts.statuses.get(String(status)) ?? 0) + 1);
        }
      }
    };
    const readers = Array.from({ length: READERS }, reader);
    // The kill lands a quarter into the readers' load (it paces the crash, it waits for nothing).
    await new Promise((resolve) => setTimeout(resolve, READ_LOAD_MS / 4));
    process.kill(pidOf('query-api-2'), 'SIGKILL');
    await Promise.all(readers);
    recordReliability({
      id: 'instances-query-kill',
      title: 'Two query APIs: one killed with SIGKILL under read load',
      size: `${READERS} readers through the gateway for ${READ_LOAD_MS} ms; the second query API killed a quarter of the way in`,
      columns: ['reads answered 200', 'reads failed'],
      rows: [
        [
          counts.ok,
          `**${counts.failed}**${counts.failed ? ` (${[...counts.statuses].map(([s, n]) => `${n} × ${s}`).join(', ')})` : ''}`,
        ],
      ],
      notes: [
        'nginx passes a read whose instance refused or dropped the connection to the other one (proxy_next_upstream error, the default for reads), and leaves the failed instance out until it answers again; the launcher restarts it.',
      ],
    });
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.failed).toBe(0);
  });

  it(`processes each of ${AVATARS} avatar jobs once, spread over both workers`, { timeout: 120_000 }, async () => {
    const user = await signIn(platform.demoUsers.specialist);
    const uploads: string[] = [];
    for (let n = 0; n < AVATARS; n++) {
      const form = new FormData();
      form.append(
        'avatar',
        new Blob([new Uint8Array(await jpeg(400 + n, 300))], { type: 'image/jpeg' }),
        `avatar-${n}.jpg`,
      );
      const res = await fetch(`${platform.origin}/user/specialist/add-avatar/${user.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      });
      expect(res.status).toBeLessThan(300);
      uploads.push((await res.json()).position);
    }
    const queue = new Queue(AVATAR_QUEUE, {
      connection: { host: '127.0.0.1', port: Number(platform.env.EMBEDDED_REDIS_PORT) },
    });
    try {
      await expect
        .poll(async () => (await queue.getJobCounts('completed')).completed, { timeout: 90_000, interval: 200 })
        .toBeGreaterThanOrEqual(AVATARS);
      const completed = await queue.getCompleted(0, 999);
      const workers = new Map<string, number>();
      for (const job of completed)
        workers.set(job.processedBy ?? 'unknown', (workers.get(job.processedBy ?? 'unknown') ?? 0) + 1);
      expect(await queue.getFailedCount()).toBe(0);
      // One job per upload (jobs are keyed by upload), each completed once.
      expect(new Set(completed.map((job) => job.id)).size).toBe(completed.length);
      expect(workers.size).toBe(2);
    } finally {
      await queue.close();
    }
  });
});
