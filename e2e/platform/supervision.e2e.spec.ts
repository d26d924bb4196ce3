import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonalDataCipher, SqliteKeyStore, processAlive } from '@dth/infrastructure';
import { bySize, recordReliability, spread } from '@dth/testing';
import { startPlatform, type Platform } from '../support/platform';

/**
 * `kill -9` on each process of `npm start` in turn, with a write loop running through the
 * gateway the whole time: the launcher brings each one back within seconds, and every write
 * that was answered 2xx is in the event store afterwards. Reliability suite: each process once
 * inside `npm test`, three times under `npm run reliability` (docs/reliability.md).
 */
const PROCESSES = ['command-api', 'query-api', 'projector', 'worker', 'gateway', 'redis-server'];
const KILLS_EACH = bySize(1, 3);
const RECOVERY_LIMIT_MS = 15_000;

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform?.stop());

const pidOf = (name: string) => Number(readFileSync(join(platform.dataDir, 'run', `${name}.pid`), 'utf8'));

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
  /** When the answer arrived (Date.now()). */
  at: number;
}

/** Saves "About me" over and over; keeps what was answered 2xx. */
function writeLoop(user: { token: string; id: string }) {
  const acknowledged: Acknowledged[] = [];
  let attempts = 0;
  /** When each write was sent (Date.now()). */
  const sent: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const description = `write ${++attempts}`;
      sent.push(Date.now());
      try {
        const res = await fetch(`${platform.origin}/user/specialist/add-about/${user.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify({ description }),
          signal: AbortSignal.timeout(5_000),
        });
        const body = await res.json().catch(() => undefined);
        if (res.ok) acknowledged.push({ description, position: body.position, at: Date.now() });
      } catch {
        // the gateway itself is down for a moment: the write was not answered
      }
      // The writes' pace while processes are killed, not a wait for anything.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return { acknowledged, sent, attempts: () => attempts, stop: () => ((running = false), done) };
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
  it(
    `restarts each process within seconds (${KILLS_EACH} kill(s) each) and loses no acknowledged write`,
    { timeout: bySize(300_000, 900_000) },
    async () => {
      const loop = writeLoop(await signIn());
      /** One entry per kill: which process, and from when to when its effects are counted. */
      const kills: { name: string; killedAt: number; recoveryMs: number }[] = [];
      for (let round = 0; round < KILLS_EACH; round++) {
        for (const name of PROCESSES) {
          await expect.poll(() => loop.acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(0);
          const before = pidOf(name);
          const killedAt = Date.now();
          process.kill(before, 'SIGKILL');
          await expect
            .poll(() => pidOf(name) !== before && processAlive(pidOf(name)), {
              timeout: RECOVERY_LIMIT_MS,
              interval: 50,
            })
            .toBe(true);
          await expect.poll(answers, { timeout: RECOVERY_LIMIT_MS, interval: 50 }).toBe(true);
          kills.push({ name, killedAt, recoveryMs: Date.now() - killedAt });
          const acknowledgedBefore = loop.acknowledged.length;
          await expect
            .poll(() => loop.acknowledged.length, { timeout: RECOVERY_LIMIT_MS, interval: 50 })
            .toBeGreaterThan(acknowledgedBefore);
        }
      }
      await loop.stop();

      const events = new Database(join(platform.dataDir, 'events.sqlite'), { readonly: true });
      const byPosition = events.prepare<[string], { type: string; data: string }>(
        'SELECT type, data FROM events WHERE position = ?',
      );
      // The about text is personal data: the log holds it sealed, opened with the platform's own key store.
      const keys = new SqliteKeyStore(join(platform.dataDir, 'keys.sqlite'));
      const cipher = new PersonalDataCipher(keys);
      const lost: Acknowledged[] = [];
      for (const write of loop.acknowledged) {
        const event = byPosition.get(write.position);
        const data = event && ((await cipher.open(event.type, JSON.parse(event.data))) as { description?: string });
        if (data?.description !== write.description) lost.push(write);
      }
      events.close();
      await keys.close();

      // Each write is counted against the kill it followed (the writes before the first kill, against the first).
      const windowOf = (at: number) =>
        Math.max(
          0,
          kills.findLastIndex((k) => k.killedAt <= at),
        );
      recordReliability({
        id: 'service-kill',
        title: 'Each service kill -9 under npm start, with a write loop',
        size: `${KILLS_EACH} kill(s) of each of ${PROCESSES.length} processes; ${loop.attempts()} writes sent through the gateway, ${loop.acknowledged.length} answered 2xx`,
        columns: [
          'process',
          'kills',
          'writes sent / answered 2xx (from its kill to the next)',
          'answered 2xx and lost',
          'kill → back and answering, median / max',
        ],
        rows: PROCESSES.map((name) => {
          const mine = kills.map((k, i) => ({ ...k, i })).filter((k) => k.name === name);
          const inMine = (at: number) => mine.some((k) => k.i === windowOf(at));
          const acked = loop.acknowledged.filter((a) => inMine(a.at));
          const recovery = spread(mine.map((k) => k.recoveryMs));
          return [
            name,
            mine.length,
            `${loop.sent.filter(inMine).length} / ${acked.length}`,
            `**${acked.filter((a) => lost.includes(a)).length}**`,
            `${recovery.median} / ${recovery.max} ms`,
          ];
        }),
        notes: [
          'The real launcher (scripts/src/start.ts) on free ports; a loop saves "About me" through the gateway every 20 ms and keeps each write answered 2xx with its position. Each process gets SIGKILL in turn (writes before the first kill count with it); it counts as back when the launcher has a new live process for it and the gateway answers a read and a write.',
          `Lost: a write answered 2xx whose event is not at the position it was given, with the same description (SQLite event log, read after the run). Must be 0 (${lost.length} in all).`,
        ],
      });

      expect(lost).toEqual([]);
      for (const { name, recoveryMs } of kills) expect(recoveryMs, name).toBeLessThan(RECOVERY_LIMIT_MS);

      // The read side catches up with the last acknowledged write too (a restarted projector may still be
      // starting when the last kill is over: the gateway now comes back in a fraction of a second).
      const last = loop.acknowledged.at(-1)!;
      const user = await signIn();
      const profile = () =>
        fetch(`${platform.origin}/user/specialist/${user.id}`, {
          headers: { authorization: `Bearer ${user.token}`, 'x-min-position': last.position },
        }).then((res) => res.text());
      await expect.poll(profile, { timeout: 30_000, interval: 200 }).toContain(last.description);
    },
  );
});
