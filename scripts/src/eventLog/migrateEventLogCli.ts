import { existsSync } from 'node:fs';
import { commandLineArguments, keyStoreFileOf, loadEnv, runCommandLine, sqliteFileOf } from '@dth/infrastructure';
import { digestBothKeys, migrateDataKeys } from './migrateDataKeys';
import { digestBoth, migrateEventLog } from './migrateEventLog';

/*
 * CLI: `npm run events:migrate -- --from sqlite --to postgres [--batch 1000] [--limit N] [--without-keys]`.
 * Copies the SQLite log (DATA_DIR or SQLITE_FILE) and the data keys that open its sealed fields
 * (KEY_STORE_FILE or DATA_DIR/keys.sqlite) into PostgreSQL (DATABASE_URL) with the writers stopped; run
 * it again to resume after an interruption. Exit 1 when the logs or the key sets do not read the same.
 */
const { values } = commandLineArguments({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    batch: { type: 'string', default: '1000' },
    limit: { type: 'string' },
    'without-keys': { type: 'boolean', default: false },
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
  const keyFile = values['without-keys'] ? undefined : keyStoreFileOf(env);
  if (keyFile && !existsSync(keyFile))
    throw new Error(
      `No data keys at ${keyFile}: the log's sealed fields open only with them. Set KEY_STORE_FILE to their file, or pass --without-keys when they are in PostgreSQL already`,
    );
  const started = performance.now();
  let said = 0;
  const every = (line: () => string, last: boolean) => {
    if (performance.now() - said < 1000 && !last) return;
    said = performance.now();
    console.error(line());
  };
  // The keys first: a key PostgreSQL holds otherwise stops the run before any event is copied.
  const keys = keyFile
    ? await migrateDataKeys(keyFile, env.DATABASE_URL, {
        batch,
        onProgress: ({ done, total }) => every(() => `${done} of ${total} data keys copied or checked`, done === total),
      })
    : undefined;
  const result = await migrateEventLog(file, env.DATABASE_URL, {
    batch,
    limit,
    onProgress: ({ copied, total, position }) =>
      every(() => {
        const rate = Math.round(copied / ((performance.now() - started) / 1000));
        return `${copied} of ${total} events copied (position ${position}, ${rate}/s)`;
      }, copied === total),
  });
  if (!result.complete) {
    console.error(`Stopped after ${result.copied} events (--limit): run again to go on.`);
    return;
  }
  const { sqlite, postgres } = await digestBoth(file, env.DATABASE_URL);
  const differences: string[] = [];
  if (sqlite.count !== postgres.count || sqlite.sha256 !== postgres.sha256)
    differences.push(
      `The logs differ: SQLite ${sqlite.count} events (sha256 ${sqlite.sha256}), PostgreSQL ${postgres.count} (sha256 ${postgres.sha256})`,
    );
  const keySets = keyFile ? await digestBothKeys(keyFile, env.DATABASE_URL) : undefined;
  if (keySets && (keySets.sqlite.count !== keySets.postgres.count || keySets.sqlite.sha256 !== keySets.postgres.sha256))
    differences.push(
      `The data keys differ: SQLite ${keySets.sqlite.count} keys (sha256 ${keySets.sqlite.sha256}), PostgreSQL ${keySets.postgres.count} (sha256 ${keySets.postgres.sha256})`,
    );
  if (differences.length > 0) throw new Error(differences.join('; '));
  console.error(
    `Copied ${result.copied} events; both logs read the same: ${sqlite.count} events, sha256 ${sqlite.sha256}`,
  );
  if (keys && keySets)
    console.error(
      `Copied ${keys.copied} data keys, destroyed ${keys.erased} erased since; both key sets read the same: ` +
        `${keySets.sqlite.count} keys (${keySets.sqlite.erased} erased), sha256 ${keySets.sqlite.sha256}`,
    );
  else console.error('Data keys not copied (--without-keys): KEY_STORE=postgres reads the ones PostgreSQL holds.');
});
