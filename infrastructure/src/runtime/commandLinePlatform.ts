import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DomainError, messageText } from '@dth/domain';
import { loadEnv } from '../config/env';
import { startRedisServer } from './redisServer';

/**
 * How a command line (`npm run admin:create`, `events:export`, `seed:demo`) finds the platform that
 * `npm start` runs: the launcher writes the settings it chose for its services (the embedded
 * Redis's address) to `$DATA_DIR/run/platform.json` and removes it on stop.
 */
const SETTINGS_FILE = 'platform.json';
const SHARED_SETTINGS = ['REDIS_URL', 'S3_ENDPOINT'] as const;

interface PlatformSettings {
  pid: number;
  env: Partial<Record<(typeof SHARED_SETTINGS)[number], string>>;
}

export function writePlatformSettings(runDir: string): void {
  const env = Object.fromEntries(
    SHARED_SETTINGS.filter((key) => process.env[key]).map((key) => [key, process.env[key]]),
  );
  writeFileSync(join(runDir, SETTINGS_FILE), JSON.stringify({ pid: process.pid, env } satisfies PlatformSettings));
}

export const removePlatformSettings = (runDir: string) => rmSync(join(runDir, SETTINGS_FILE), { force: true });

/** Whether a process with this id runs (signal 0 checks without sending anything). */
export const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The running platform's settings, or null when none runs (a launcher killed outright leaves its file behind). */
export function runningPlatformSettings(dataDir: string): PlatformSettings['env'] | null {
  const file = join(dataDir, 'run', SETTINGS_FILE);
  if (!existsSync(file)) return null;
  try {
    const settings = JSON.parse(readFileSync(file, 'utf8')) as PlatformSettings;
    return Number.isInteger(settings.pid) && processAlive(settings.pid) ? settings.env : null;
  } catch {
    return null;
  }
}

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(
      { host: hostname || '127.0.0.1', port: Number(port || 6379) },
      () => (socket.end(), resolve(true)),
    );
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });

/**
 * Points REDIS_URL at the Redis the command line should use: the one given, else the running
 * platform's (so what it appends wakes the live services), else a private redis-server for this
 * run (the services catch up from the event store when they next start). `stop` ends the private one.
 */
export async function redisForCommandLine(): Promise<{
  source: 'given' | 'platform' | 'private';
  stop: () => Promise<void>;
}> {
  const given = process.env.REDIS_URL;
  if (given) {
    if (await answers(given)) return { source: 'given', stop: async () => undefined };
    throw new Error(`Redis at ${given} does not answer: start it, or unset REDIS_URL to use the platform's`);
  }
  const running = runningPlatformSettings(loadEnv().DATA_DIR);
  for (const [key, value] of Object.entries(running ?? {})) process.env[key] ??= value;
  if (running?.REDIS_URL && (await answers(running.REDIS_URL)))
    return { source: 'platform', stop: async () => undefined };
  const own = await startRedisServer();
  process.env.REDIS_URL = own.url;
  return { source: 'private', stop: () => own.stop() };
}

/** A command line's arguments; an unknown or malformed one ends the command with one line and exit code 2, never a stack. */
export function commandLineArguments<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

/** Runs a command line's body; a failure is one line on stderr and exit code 1. */
export async function runCommandLine(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const said = error instanceof DomainError ? messageText(error.domainMessage) : undefined;
    console.error(`✖ ${said ?? (error instanceof Error ? error.message : String(error))}`);
    process.exitCode = 1;
  }
}
