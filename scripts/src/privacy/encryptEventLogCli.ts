import { parseArgs } from 'node:util';
import { createKeyStore, keyStoreFileOf, loadEnv, sqliteFileOf } from '@dth/infrastructure';
import { encryptEventLog } from './encryptEventLog';

/*
 * CLI: `npm run privacy:encrypt-log [-- --dry-run]`. Seals the personal fields of an embedded event log
 * written before they were encrypted (docs/operations.md, "Personal data and erasure"). Offline only.
 */
const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, backup: { type: 'string' } } });
const env = loadEnv();
if (env.EVENT_STORE !== 'sqlite') {
  console.error(
    env.EVENT_STORE === 'postgres'
      ? 'A PostgreSQL log is not rewritten here: its personal fields are sealed as they are appended; seal a SQLite log with this command before `npm run events:migrate` copies it (docs/operations.md).'
      : 'An EventStoreDB log cannot be rewritten: its personal fields are sealed as they are appended, save the CV texts appended before they were sealed (docs/operations.md).',
  );
  process.exit(2);
}
const file = sqliteFileOf(env);
const backup = values.backup ?? `${file}.before-encryption-${new Date().toISOString().replace(/[:.]/g, '-')}`;
const keys = createKeyStore(env);
try {
  const dryRun = values['dry-run'] === true;
  const plan = await encryptEventLog(file, keys, { dryRun, backup });
  for (const [type, count] of Object.entries(plan.byType)) console.log(`${type.padEnd(32)} ${count}`);
  if (dryRun) {
    console.log(`Dry run: ${plan.events} events of ${file} have personal fields in plaintext; nothing was changed.`);
  } else {
    console.log(
      `Sealed the personal fields of ${plan.events} events of ${file} with the keys in ${env.KEY_STORE === 'sqlite' ? keyStoreFileOf(env) : 'PostgreSQL'}.`,
    );
    console.log(`Backup before the change: ${plan.backup}`);
    console.log(
      'It still holds the plaintext: delete it once the platform runs well on the migrated log, or erasure does not reach it.',
    );
  }
} finally {
  await keys.close();
}
