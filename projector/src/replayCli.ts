import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MultiBar, Presets } from 'cli-progress';
import { AUDIT_READ_MODEL, NOTIFICATIONS_READ_MODEL, projections } from '@dth/domain';
import {
  commandLineArguments,
  BUILT_KEY,
  createAuditWriter,
  createEventStore,
  createLogger,
  createRedis,
  loadEnv,
} from '@dth/infrastructure';
import { newVersion, replayAudit, replayReadModels, type ReplayResult } from './replay';
import { UnknownReadModelError, readModelsToRebuild } from './replayPlan';

/*
 * CLI: `npm run replay [-- --all | --only Team,Notifications,Audit]`. Rebuilds the read models whose projection
 * version changed (or those named), the Redis ones in one process and the audit in another, side by
 * side: the wall time is the slower of the two. Each switches on its own once caught up.
 */
type ChildMessage = { kind: 'progress'; position: string; head: string } | { kind: 'done'; result: ReplayResult };

const { values } = commandLineArguments({
  options: {
    all: { type: 'boolean' },
    only: { type: 'string' },
    child: { type: 'string' },
    version: { type: 'string' },
  },
});
const env = loadEnv();
const logger = createLogger('replay', env.LOG_LEVEL);
const redis = createRedis(env.REDIS_URL);
const only = values.only
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

if (values.child) await runChild(values.child, Number(values.version), only ?? []);
else process.exitCode = await runParent();
redis.disconnect();

async function runParent(): Promise<number> {
  const declared = [...projections, NOTIFICATIONS_READ_MODEL, AUDIT_READ_MODEL];
  let names: string[];
  try {
    names = readModelsToRebuild(declared, await redis.hgetall(BUILT_KEY), { all: values.all, only });
  } catch (error) {
    if (!(error instanceof UnknownReadModelError)) throw error;
    console.error(error.message);
    return 2;
  }
  if (names.length === 0) {
    console.log('Every read model is up to date: nothing to rebuild (`--all` or `--only Name,…` rebuilds anyway).');
    return 0;
  }
  const version = await newVersion(redis);
  const redisModels = names.filter((name) => name !== AUDIT_READ_MODEL.name);
  const bars = new MultiBar(
    { format: '{model} [{bar}] {percentage}% | position {value}/{total}', hideCursor: true },
    Presets.shades_classic,
  );
  const started = performance.now();
  const runs = [
    ...(redisModels.length > 0
      ? [
          inChild(
            ['--child', 'redis', '--only', redisModels.join(','), '--version', String(version)],
            redisModels,
            bars,
          ),
        ]
      : []),
    ...(names.includes(AUDIT_READ_MODEL.name)
      ? [inChild(['--child', 'audit', '--version', String(version)], [AUDIT_READ_MODEL.name], bars)]
      : []),
  ];
  const results = await Promise.allSettled(runs);
  bars.stop();
  const wall = (performance.now() - started) / 1000;
  let failed = 0;
  for (const outcome of results) {
    if (outcome.status === 'rejected') {
      failed += 1;
      console.error(String(outcome.reason instanceof Error ? outcome.reason.message : outcome.reason));
      continue;
    }
    const r = outcome.value;
    logger.info(r, 'replay switched read models to their new version');
    console.log(
      `${r.readModels.join(', ')}: ${r.events} events in ${r.seconds.toFixed(2)} s, ${r.eventsPerSecond} events/s (now version ${r.version})`,
    );
  }
  console.log(
    `Replay ${failed ? 'failed' : 'done'} in ${wall.toFixed(2)} s (${results.length} process${results.length > 1 ? 'es' : ''} side by side)`,
  );
  return failed ? 1 : 0;
}

/** Runs one replay in a child process (this file with `--child`), its progress on one bar per read model. */
function inChild(args: string[], models: string[], bars: MultiBar): Promise<ReplayResult> {
  const shown = models.map((model) => bars.create(1, 0, { model: model.padEnd(20) }));
  return new Promise((resolve, reject) => {
    let result: ReplayResult | undefined;
    const child = fork(fileURLToPath(import.meta.url), args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message: ChildMessage) => {
      if (message.kind === 'done') result = message.result;
      else {
        for (const bar of shown) {
          bar.setTotal(Number(message.head));
          bar.update(Number(message.position));
        }
      }
    });
    child.on('exit', (code) =>
      code === 0 && result
        ? resolve(result)
        : reject(new Error(`The replay of ${models.join(', ')} failed (exit ${code}).`)),
    );
  });
}

async function runChild(kind: string, version: number, names: string[]): Promise<void> {
  const store = createEventStore(env, redis);
  const send = (message: ChildMessage) => process.send?.(message);
  const progress = (position: bigint, head: bigint) =>
    send({ kind: 'progress', position: String(position), head: String(head) });
  try {
    let result: ReplayResult;
    if (kind === 'audit') {
      const audit = createAuditWriter(env);
      result = await replayAudit(store, redis, audit, progress, version);
      await audit.close();
    } else {
      const notifications = names.includes(NOTIFICATIONS_READ_MODEL.name);
      result = await replayReadModels(
        store,
        redis,
        projections.filter((p) => names.includes(p.name)),
        progress,
        version,
        { notifications },
      );
    }
    send({ kind: 'done', result });
  } finally {
    await store.close();
  }
}
