import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '@dth/infrastructure';
import { percentile, round, saveResult } from './support';
import { startServices, write } from './services';

// Write latency of POST /user/specialist/add-skills/{id} (command-api as its own process, SQLite store),
// and appends/s of the store itself vs a raw better-sqlite3 insert loop on the same file settings.
const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const APPENDS = Number(process.env.APPENDS ?? 20000);

const services = await startServices(['command-api']);
const { id, token } = services.specialist;
const url = `${services.commandUrl}/user/specialist/add-skills/${id}`;
for (let i = 0; i < 100; i++) await write(url, token, 'POST', { skills: [1 + (i % 50), 2] }); // warm-up
const latencies: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  const started = performance.now();
  await write(url, token, 'POST', { skills: [1 + (i % 50), 2 + (i % 7), 3] });
  latencies.push(performance.now() - started);
}
await services.stop();

// Appends/s: the adapter (one transaction per append, expected-revision check, idempotency lookup)
// against the bare minimum on the same pragmas (one INSERT per transaction).
const dir = mkdtempSync(join(tmpdir(), 'bench-append-'));
const store = new SqliteEventStore({ file: join(dir, 'store.sqlite') });
const metadata = { actorId: 'bench', actorRole: 'system' as const, correlationId: 'b', causationId: 'b', schemaVersion: 1 };
const data = { specialistId: randomUUID(), skills: [{ id: 1, title: 'TypeScript' }], setAt: new Date().toISOString() };
let started = performance.now();
for (let i = 0; i < APPENDS; i++) {
  await store.appendToStream(`specialist-${i % 1000}`, [{ id: randomUUID(), type: 'SkillsSet', data, metadata }], { expectedRevision: 'any' });
}
const storePerSecond = APPENDS / ((performance.now() - started) / 1000);
await store.close();

const raw = new Database(join(dir, 'raw.sqlite'));
raw.pragma('journal_mode = WAL');
raw.pragma('synchronous = NORMAL');
raw.exec('CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (stream, revision))');
const insert = raw.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
const once = raw.transaction((i: number) => insert.run(randomUUID(), `specialist-${i % 1000}`, Math.floor(i / 1000), 'SkillsSet', JSON.stringify(data), JSON.stringify(metadata), new Date().toISOString()));
started = performance.now();
for (let i = 0; i < APPENDS; i++) once.immediate(i);
const rawPerSecond = APPENDS / ((performance.now() - started) / 1000);
raw.close();
rmSync(dir, { recursive: true, force: true });

saveResult('write', {
  requests: REQUESTS,
  addSkillsMs: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), max: round(Math.max(...latencies)) },
  appendsPerSecond: { store: Math.round(storePerSecond), rawInsertLoop: Math.round(rawPerSecond), ratio: round(storePerSecond / rawPerSecond) },
  targets: { p99Ms: 15, ratio: 0.5 },
});
