import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import {
  commandLineArguments,
  createEventStore,
  createRedis,
  loadEnv,
  openEventAnalytics,
  redisForCommandLine,
  runCommandLine,
  sqlString,
  type EventAnalytics,
} from '@dth/infrastructure';
import { exportedEvents } from './exportEvents';
import { withLogProgress } from './logProgress';
import { renderTable, TABLE_MAX_ROWS } from './sqlTable';

/*
 * CLI: `npm run events:sql -- "select type, count(*) from events group by type" [--out file.csv|file.parquet]
 * [--parquet events.parquet]`. Loads the log (or a Parquet export of it) into a scratch DuckDB database as `events`,
 * with one view per event type of the catalogue, runs the query and prints a table or writes the file. The log is
 * read afresh each time, so an erased person's data reads as erased here as everywhere else.
 */
const { values, positionals } = commandLineArguments({
  allowPositionals: true,
  options: { out: { type: 'string' }, parquet: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('✖ Give one query in quotes: npm run events:sql -- "select type, count(*) from events group by type"');
  process.exit(2);
}
const query = positionals[0].trim().replace(/;+$/, '');
const outFormat = values.out ? { '.csv': 'csv', '.parquet': 'parquet' }[extname(values.out).toLowerCase()] : 'table';
if (!outFormat) {
  console.error('✖ --out writes a .csv or a .parquet file');
  process.exit(2);
}
if (values.parquet && !existsSync(values.parquet)) {
  console.error(`✖ No such file: ${values.parquet}`);
  process.exit(2);
}

await runCommandLine(async () => {
  const analytics = await openEventAnalytics();
  try {
    const count = values.parquet ? await loadParquet(analytics, values.parquet) : await loadLog(analytics);
    await analytics.createTypeViews();
    console.error(`${count} events loaded`);
    await runQuery(analytics);
  } finally {
    analytics.close();
  }
});

async function loadLog(analytics: EventAnalytics): Promise<number> {
  const redisServer = await redisForCommandLine();
  const env = loadEnv();
  const redis = createRedis(env.REDIS_URL);
  const store = createEventStore(env, redis);
  try {
    return await analytics.load(
      withLogProgress(exportedEvents(store, {}), await store.headPosition(), 'reading the log'),
    );
  } finally {
    await store.close();
    redis.disconnect();
    await redisServer.stop();
  }
}

async function loadParquet(analytics: EventAnalytics, path: string): Promise<number> {
  await analytics.connection.run(`INSERT INTO events SELECT * FROM read_parquet(${sqlString(resolve(path))})`);
  const reader = await analytics.connection.runAndReadAll('SELECT count(*) FROM events');
  return Number(reader.getRowsJS()[0][0]);
}

async function runQuery(analytics: EventAnalytics): Promise<void> {
  const { connection } = analytics;
  try {
    if (outFormat === 'table') {
      const reader = await connection.streamAndReadUntil(query, TABLE_MAX_ROWS + 1);
      // DuckDB's own text for each value (an interval as `1 day 02:00:00`, a list as `[a, b]`), as its shell shows it.
      const rows = reader.getRows().map((row) => row.map((value) => (value === null ? null : String(value))));
      process.stdout.write(renderTable(reader.columnNames(), rows));
      return;
    }
    const out = resolve(values.out!);
    if (outFormat === 'parquet') await analytics.copyToParquet(out, query);
    else await connection.run(`COPY (${query}) TO ${sqlString(out)} (FORMAT csv, HEADER)`);
    console.error(`wrote ${values.out}`);
  } catch (error) {
    // DuckDB's own words say what is wrong with the query (a parser or binder error, with the place).
    const said = error instanceof Error ? error.message : String(error);
    throw new Error(`SQL: ${said.replace(/^Failed to extract statements: /, '')}`, { cause: error });
  }
}
