import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { EncryptingEventStore, PersonalDataCipher, SqliteEventStore, SqliteKeyStore } from '@dth/infrastructure';
import { round, saveResult } from './support';
import { startServices } from './services';

// What encrypting personal data costs writes (issue 22: at most 10 %), with the real write that carries the
// most personal fields: PUT /user/specialist/update-account/{id} (AccountDetailsUpdated: names, phone,
// state, city sealed). The command API with PERSONAL_DATA_ENCRYPTION on, then off, each through the
// gateway and straight at the command API; and the store alone: appends/s and reads/s (a replay's
// decryption) of the same events, sealed and plain.
const APPENDS = Number(process.env.APPENDS ?? 20000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PROFILES = Number(process.env.PROFILES ?? 50);

const details = (n: number) => ({
  first_name: `Ana${n % 97}`,
  last_name: 'Ionescu',
  phone_code: '+40',
  phone_number: `0722${String(n % 1_000_000).padStart(6, '0')}`,
  country: 'Romania',
  state: 'Cluj',
  city: 'Cluj-Napoca',
});

async function overHttp(encryption: boolean) {
  const services = await startServices(['command-api', 'query-api', 'gateway'], {
    specialists: PROFILES,
    env: { PERSONAL_DATA_ENCRYPTION: String(encryption) },
  });
  try {
    const run = async (base: string, seconds: number) => {
      let n = 0;
      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'PUT',
            setupRequest: (req) => {
              const { id, token } = services.specialists[n % services.specialists.length];
              return {
                ...req,
                path: `/user/specialist/update-account/${id}`,
                body: JSON.stringify(details(n++)),
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              };
            },
          },
        ],
      });
      return {
        writesPerSecond: round(result['2xx'] / result.duration),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
      };
    };
    await run(services.commandUrl, 3); // warm-up
    return { gateway: await run(services.gatewayUrl, SECONDS), direct: await run(services.commandUrl, SECONDS) };
  } finally {
    await services.stop();
  }
}

async function storeAlone(encryption: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-encryption-'));
  const keys = new SqliteKeyStore(join(dir, 'keys.sqlite'));
  const store = new EncryptingEventStore(
    new SqliteEventStore({ file: join(dir, 'events.sqlite') }),
    new PersonalDataCipher(keys, encryption),
    keys,
  );
  const people = Array.from({ length: PROFILES }, () => randomUUID());
  const metadata = {
    actorId: 'bench',
    actorRole: 'system' as const,
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  };
  try {
    let started = performance.now();
    // As the command API does: many appends in flight at once (group commit), each on its own profile.
    const inFlight = 50;
    for (let n = 0; n < APPENDS; n += inFlight) {
      await Promise.all(
        Array.from({ length: Math.min(inFlight, APPENDS - n) }, (_, i) => {
          const person = people[(n + i) % people.length];
          return store.appendToStream(
            `specialist-${person}`,
            [
              {
                id: randomUUID(),
                type: 'AccountDetailsUpdated',
                data: { specialistId: person, details: details(n + i), updatedAt: new Date().toISOString() },
                metadata,
              },
            ],
            { expectedRevision: 'any' },
          );
        }),
      );
    }
    const appendsPerSecond = round(APPENDS / ((performance.now() - started) / 1000));
    started = performance.now();
    let read = 0;
    for await (const _event of store.readAll()) read += 1;
    const readsPerSecond = round(read / ((performance.now() - started) / 1000));
    return { appendsPerSecond, readsPerSecond };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const cost = (on: number, off: number) => round((1 - on / off) * 100);
const store = { on: await storeAlone(true), off: await storeAlone(false) };
const http = { on: await overHttp(true), off: await overHttp(false) };
saveResult('encryption', {
  appends: APPENDS,
  connections: CONNECTIONS,
  seconds: SECONDS,
  profiles: PROFILES,
  store,
  http,
  costPercent: {
    storeAppends: cost(store.on.appendsPerSecond, store.off.appendsPerSecond),
    storeReads: cost(store.on.readsPerSecond, store.off.readsPerSecond),
    gatewayWrites: cost(http.on.gateway.writesPerSecond, http.off.gateway.writesPerSecond),
    directWrites: cost(http.on.direct.writesPerSecond, http.off.direct.writesPerSecond),
  },
});
