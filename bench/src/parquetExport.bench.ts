import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore, repoRoot, startRedisServer } from '@dth/infrastructure';
import { round, saveResult } from './support';

/*
 * `npm run events:export -- --format parquet` over EVENTS events (default 1,000,000) as an operator runs it, in its
 * own process: rows/s over the whole run (process start included) and its peak RSS (GNU time's maximum resident
 * set), beside the same command line's peak when it exports nothing; then `npm run events:sql` grouping them by type,
 * over the log and over the Parquet file.
 */
const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const PER_STREAM = 10;
const TYPES = ['IndustryTitleSet', 'AboutMeSet', 'SkillsSet', 'LanguagesSet', 'AvailabilitySet'] as const;

const dir = mkdtempSync(join(tmpdir(), 'bench-parquet-'));
const redis = await startRedisServer();
try {
  console.log(`writing ${EVENTS} events…`);
  const store = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  for (let s = 0; s < EVENTS / PER_STREAM; s++) {
    const specialistId = `00000000-0000-4000-8000-${String(s).padStart(12, '0')}`;
    await store.appendToStream(
      `specialist-${specialistId}`,
      Array.from({ length: PER_STREAM }, (_, i) => ({
        id: randomUUID(),
        type: TYPES[i % TYPES.length],
        data: {
          specialistId,
          skills: [
            { id: (s + i) % 300, title: `Skill ${(s + i) % 300}` },
            { id: (s * 7 + i) % 300, title: `Skill ${(s * 7 + i) % 300}` },
          ],
          title: `Senior engineer ${s % 97}`,
          setAt: new Date(1_760_000_000_000 + s * 1000 + i).toISOString(),
        },
        metadata: {
          actorId: specialistId,
          actorRole: 'specialist' as const,
          correlationId: `c${s}-${i}`,
          causationId: `c${s}-${i}`,
          schemaVersion: 1,
        },
      })),
      { expectedRevision: 'no_stream' },
    );
  }
  await store.close();
  const checkpoint = new Database(join(dir, 'events.sqlite'));
  checkpoint.pragma('wal_checkpoint(TRUNCATE)');
  checkpoint.close();

  // The same command line reading nothing (NDJSON from past the head): what tsx, the workspaces and Node hold anyway.
  const baseline = await timed('projector/src/exportEventsCli.ts', [
    '--from',
    String(EVENTS + 1),
    '--out',
    '/dev/null',
  ]);
  const parquet = join(dir, 'events.parquet');
  const exported = await timed('projector/src/exportEventsCli.ts', ['--format', 'parquet', '--out', parquet]);
  const groupBy = 'select type, count(*) from events group by type';
  const sqlOverLog = await timed('projector/src/eventsSqlCli.ts', [groupBy]);
  const sqlOverParquet = await timed('projector/src/eventsSqlCli.ts', [groupBy, '--parquet', parquet]);
  saveResult('parquetExport', {
    events: EVENTS,
    export: {
      seconds: round(exported.seconds),
      rowsPerSecond: Math.round(EVENTS / exported.seconds),
      peakRssMb: exported.peakRssMb,
      overBaselineMb: round(exported.peakRssMb - baseline.peakRssMb, 1),
      fileMb: round(statSync(parquet).size / 1024 / 1024),
    },
    sqlGroupBy: {
      overLog: { seconds: round(sqlOverLog.seconds), peakRssMb: sqlOverLog.peakRssMb },
      overParquet: { seconds: round(sqlOverParquet.seconds), peakRssMb: sqlOverParquet.peakRssMb },
    },
    baselinePeakRssMb: baseline.peakRssMb,
    targets: { exportRowsPerSecond: 100_000, exportPeakRssMb: 200 },
  });
} finally {
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** A command line in its own process under GNU time: its wall seconds and its maximum resident set. */
async function timed(entry: string, args: string[]): Promise<{ seconds: number; peakRssMb: number }> {
  const started = performance.now();
  const child = spawn(
    '/usr/bin/time',
    ['-f', 'maxrss-kb=%M', process.execPath, '--import', 'tsx', join(repoRoot, entry), ...args],
    {
      env: { ...process.env, DATA_DIR: dir, REDIS_URL: redis.url, LOG_LEVEL: 'warn' },
    },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  const kb = /maxrss-kb=(\d+)/.exec(out)?.[1];
  if (code !== 0 || !kb) throw new Error(`${entry} failed: ${out}`);
  console.log(out.trim());
  return { seconds, peakRssMb: round(Number(kb) / 1024, 1) };
}
