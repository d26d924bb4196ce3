import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventAnalytics, repoRoot, sqlString } from '@dth/infrastructure';
import { usePrivateRedis } from '@dth/testing';

/*
 * `npm run events:export -- --format parquet` and `npm run events:sql` as the data team runs them, on a log written
 * through the command handler by `npm run admin:create`: the Parquet file reads back with one row per event and the
 * credentials redacted, and the query engine counts, reads the catalogue's views and fails on bad SQL in one line.
 */
const PASSWORD = 'Correct-Horse-9';

describe('events:export --format parquet and events:sql', () => {
  const redis = usePrivateRedis();
  let dataDir: string;
  const run = (entry: string, args: string[]) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, entry), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, REDIS_URL: redis.url, LOG_LEVEL: 'warn' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr })),
    );
  };
  const sql = (...args: string[]) => run('projector/src/eventsSqlCli.ts', args);
  const readParquet = async (file: string, query: string) => {
    const analytics = await openEventAnalytics();
    try {
      return (await analytics.connection.runAndReadAll(query.replace('$file', sqlString(file)))).getRowObjectsJson();
    } finally {
      analytics.close();
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'events-sql-'));
    for (const email of ['one@example.com', 'two@example.com']) {
      const created = await run('scripts/src/adminCreate.ts', ['--email', email, '--password', PASSWORD]);
      expect(created.code, created.stderr).toBe(0);
    }
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'exports one row per event to Parquet, credentials redacted, filtered as NDJSON is',
    { timeout: 120_000 },
    async () => {
      const file = join(dataDir, 'all.parquet');
      const all = await run('projector/src/exportEventsCli.ts', ['--format', 'parquet', '--out', file]);
      expect(all.code, all.stderr).toBe(0);
      expect(all.stderr).toBe('exported 6 events\n');
      const rows = await readParquet(file, 'SELECT * FROM $file');
      expect(rows.map((row) => [row.position, row.type])).toEqual([
        ['1', 'EmailReserved'],
        ['2', 'UserRegistered'],
        ['3', 'PasswordSet'],
        ['4', 'EmailReserved'],
        ['5', 'UserRegistered'],
        ['6', 'PasswordSet'],
      ]);
      const registered = rows[1];
      expect(registered).toMatchObject({ revision: '0', schema_version: 1, actor: 'cli', actor_role: 'system' });
      expect(registered.stream).toMatch(/^user-[0-9a-f-]{36}$/);
      expect(JSON.parse(registered.data as string)).toMatchObject({ email: 'one@example.com', userType: 'admin' });
      expect(JSON.parse(registered.metadata as string)).toMatchObject({ correlationId: registered.correlation });
      const passwords = rows.filter((row) => row.type === 'PasswordSet').map((row) => JSON.parse(row.data as string));
      expect(passwords.map((data) => data.passwordHash)).toEqual(['[redacted]', '[redacted]']);
      expect(readFileSync(file).includes('$argon2')).toBe(false);

      const filtered = join(dataDir, 'filtered.parquet');
      const some = await run('projector/src/exportEventsCli.ts', [
        ...['--format', 'parquet', '--type', 'UserRegistered', '--from', '2', '--out', filtered],
      ]);
      expect(some.code, some.stderr).toBe(0);
      expect(await readParquet(filtered, 'SELECT position FROM $file')).toEqual([{ position: '5' }]);
    },
  );

  it('counts events by type, and reads a type’s view with its data as columns', { timeout: 120_000 }, async () => {
    const counts = await sql('select type, count(*) as n from events group by type order by type');
    expect(counts.code, counts.stderr).toBe(0);
    expect(counts.stdout.split('\n').slice(2, 6)).toEqual([
      'EmailReserved  | 2',
      'PasswordSet    | 2',
      'UserRegistered | 2',
      '(3 rows)',
    ]);
    const view = await sql('select email, "userType" from "UserRegistered" order by position');
    expect(view.code, view.stderr).toBe(0);
    expect(view.stdout).toBe(
      'email           | userType\n' +
        '----------------+---------\n' +
        'one@example.com | admin\n' +
        'two@example.com | admin\n' +
        '(2 rows)\n',
    );
  });

  it(
    'writes a query to CSV or Parquet, and queries a Parquet export instead of the log',
    { timeout: 120_000 },
    async () => {
      const csv = join(dataDir, 'counts.csv');
      const toCsv = await sql('select type, count(*) as n from events group by type order by type', '--out', csv);
      expect(toCsv.code, toCsv.stderr).toBe(0);
      expect(readFileSync(csv, 'utf8')).toBe('type,n\nEmailReserved,2\nPasswordSet,2\nUserRegistered,2\n');
      const parquet = join(dataDir, 'passwords.parquet');
      const toParquet = await sql('select position, "passwordHash" from "PasswordSet"', '--out', parquet);
      expect(toParquet.code, toParquet.stderr).toBe(0);
      expect(await readParquet(parquet, 'SELECT * FROM $file ORDER BY position')).toEqual([
        { position: '3', passwordHash: '[redacted]' },
        { position: '6', passwordHash: '[redacted]' },
      ]);
      const usersFile = join(dataDir, 'users.parquet');
      await run('projector/src/exportEventsCli.ts', [
        '--format',
        'parquet',
        '--stream-prefix',
        'user-',
        '--out',
        usersFile,
      ]);
      const fromFile = await sql('select count(*) as n from "UserRegistered"', '--parquet', usersFile);
      expect(fromFile.code, fromFile.stderr).toBe(0);
      expect(fromFile.stdout.split('\n')[2]).toBe('2');
      expect(fromFile.stderr).toBe('4 events loaded\n');
    },
  );

  it(
    'says what is wrong with bad SQL or arguments in one line or DuckDB’s words, no stack, non-zero exit',
    { timeout: 120_000 },
    async () => {
      const bad = await sql('select nothing_here from events');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/✖ SQL: Binder Error: Referenced column "nothing_here" not found/);
      expect(bad.stderr).not.toMatch(/\n\s+at /);
      const typo = await sql('selec 1');
      expect(typo.code).toBe(1);
      expect(typo.stderr).toMatch(/✖ SQL: Parser Error: syntax error at or near "selec"/);
      const noQuery = await sql();
      expect(noQuery.code).toBe(2);
      expect(noQuery.stderr).toMatch(/^✖ Give one query in quotes/);
      const badOut = await sql('select 1', '--out', join(dataDir, 'x.xlsx'));
      expect(badOut.code).toBe(2);
      expect(badOut.stderr).toBe('✖ --out writes a .csv or a .parquet file\n');
      const noFile = await run('projector/src/exportEventsCli.ts', ['--format', 'parquet']);
      expect(noFile.code).toBe(2);
      expect(noFile.stderr).toMatch(/^✖ --format parquet writes a file/);
    },
  );
});
