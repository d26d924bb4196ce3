import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from '../support/platform';

/**
 * `kill -9` on each process of `npm start` in turn, with a write loop running through the
 * gateway the whole time: the launcher brings each one back within seconds, and every write
 * that was answered 2xx is in the event store afterwards.
 */
const PROCESSES = ['command-api', 'query-api', 'projector', 'worker', 'gateway', 'redis-server'];
const RECOVERY_LIMIT_MS = 15_000;

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform?.stop());

const pidOf = (name: string) => Number(readFileSync(join(platform.dataDir, 'run', `${name}.pid`), 'utf8'));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function signIn() {
  const res = await fetch(`${platform.origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: platform.demoUsers.specialist, password: platform.demoPassword }),
  });
  const { data } = await res.json();
  return { token: data.access_token as string, id: data.user_id as string };
}

interface Acknowledged {
  description: string;
  position: string;
}

/** Saves "About me" over and over; keeps what was answered 2xx. */
function writeLoop(user: { token: string; id: string }) {
  const acknowledged: Acknowledged[] = [];
  let attempts = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const description = `write ${++attempts}`;
      try {
        const res = await fetch(`${platform.origin}/user/specialist/add-about/${user.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify({ description }),
          signal: AbortSignal.timeout(5_000),
        });
        const body = await res.json().catch(() => undefined);
        if (res.ok) acknowledged.push({ description, position: body.position });
      } catch {
        // the gateway itself is down for a moment: the write was not answered
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return { acknowledged, attempts: () => attempts, stop: () => ((running = false), done) };
}

/** The platform answers reads and writes through the gateway. */
async function answers() {
  try {
    const [read, write] = await Promise.all([
      fetch(`${platform.origin}/health`, { signal: AbortSignal.timeout(1_000) }),
      fetch(`${platform.origin}/health`, { method: 'POST', signal: AbortSignal.timeout(1_000) }),
    ]);
    return read.ok && write.ok;
  } catch {
    return false;
  }
}

describe('npm start under kill -9', () => {
  it('restarts each process within seconds and loses no acknowledged write', async () => {
    const loop = writeLoop(await signIn());
    const recovery: Record<string, number> = {};
    for (const name of PROCESSES) {
      await expect.poll(() => loop.acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const before = pidOf(name);
      const killedAt = Date.now();
      process.kill(before, 'SIGKILL');
      await expect.poll(() => pidOf(name) !== before && isAlive(pidOf(name)), { timeout: RECOVERY_LIMIT_MS, interval: 50 }).toBe(true);
      await expect.poll(answers, { timeout: RECOVERY_LIMIT_MS, interval: 50 }).toBe(true);
      recovery[name] = Date.now() - killedAt;
      const acknowledgedBefore = loop.acknowledged.length;
      await expect.poll(() => loop.acknowledged.length, { timeout: RECOVERY_LIMIT_MS, interval: 50 }).toBeGreaterThan(acknowledgedBefore);
    }
    await loop.stop();
    console.log(`writes: ${loop.attempts()} sent, ${loop.acknowledged.length} acknowledged; recovery (ms): ${JSON.stringify(recovery)}`);

    const events = new Database(join(platform.dataDir, 'events.sqlite'), { readonly: true });
    const byPosition = events.prepare<[string], { type: string; data: string }>('SELECT type, data FROM events WHERE position = ?');
    const lost = loop.acknowledged.filter(({ description, position }) => {
      const event = byPosition.get(position);
      return !event || JSON.parse(event.data).description !== description;
    });
    events.close();
    expect(lost).toEqual([]);
    for (const name of PROCESSES) expect(recovery[name]).toBeLessThan(RECOVERY_LIMIT_MS);

    // The read side caught up with the last acknowledged write too.
    const last = loop.acknowledged.at(-1)!;
    const user = await signIn();
    const profile = await fetch(`${platform.origin}/user/specialist/${user.id}`, { headers: { authorization: `Bearer ${user.token}`, 'x-min-position': last.position } });
    expect(JSON.stringify(await profile.json())).toContain(last.description);
  });
});
