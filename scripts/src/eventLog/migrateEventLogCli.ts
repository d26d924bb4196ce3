import { commandLineArguments, loadEnv, runCommandLine, sqliteFileOf } from '@dth/infrastructure';
import { digestBoth, migrateEventLog } from './migrateEventLog';

/*
 * CLI: `npm run events:migrate -- --from sqlite --to postgres [--batch 1000] [--limit N]`. Copies the
 * SQLite log (DATA_DIR or SQLITE_FILE) into PostgreSQL (DATABASE_URL) with the writers stopped; run it
 * again to resume after an interruption. Exit 1 when the two logs do not read the same at the end.
 */
const { values } = commandLineArguments({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    batch: { type: 'string', default: '1000' },
    limit: { type: 'string' },
  },
});

const count = (name: string, value: string | undefined, max = Number.MAX_SAFE_INTEGER) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`✖ --${name}: a whole number from 1 to ${max}`);
    process.exit(2);
  }
  return n;
};

if (values.from !== 'sqlite' || values.to !== 'postgres') {
  console.error('✖ Only --from sqlite --to postgres is supported');
  process.exit(2);
}
// 8 parameters a row, and PostgreSQL takes at most 65,535 in one statement.
const batch = count('batch', values.batch, 8000);
const limit = count('limit', values.limit);

await runCommandLine(async () => {
  const env = loadEnv();
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL: the PostgreSQL to copy the log into (postgres://…)');
  const file = sqliteFileOf(env);
  const started = performance.now();
  let said = 0;
  const result = await migrateEventLog(file, env.DATABASE_URL, {
    batch,
    limit,
    onProgress: ({ copied, total, position }) => {
      if (performance.now() - said < 1000 && copied < total) return;
      said = performance.now();
      const rate = Math.round(copied / ((said - started) / 1000));
      console.error(`${copied} of ${total} events copied (position ${position}, ${rate}/s)`);
    },
  });
  if (!result.complete) {
    console.error(`Stopped after ${result.copied} events (--limit): run again to go on.`);
    return;
  }
  const { sqlite, postgres } = await digestBoth(file, env.DATABASE_URL);
  if (sqlite.count !== postgres.count || sqlite.sha256 !== postgres.sha256) {
    throw new Error(
      `The logs differ: SQLite ${sqlite.count} events (sha256 ${sqlite.sha256}), PostgreSQL ${postgres.count} (sha256 ${postgres.sha256})`,
    );
  }
  console.error(
    `Copied ${result.copied} events; both logs read the same: ${sqlite.count} events, sha256 ${sqlite.sha256}`,
  );
});
