import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@dth/infrastructure';

/** Debian's newest installed PostgreSQL (`apt-get install postgresql`): its server binaries, or undefined. */
export const POSTGRES_BIN_DIR = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const newest = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest && existsSync(join(root, newest, 'bin', 'initdb')) ? join(root, newest, 'bin') : undefined;
})();

/** Why a private PostgreSQL cannot start here, or '' when it can. */
export const POSTGRES_MISSING = POSTGRES_BIN_DIR ? '' : 'PostgreSQL is not installed: apt-get install postgresql';

export interface PostgresServerHandle {
  /** postgres://dth@127.0.0.1:{port}/postgres */
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: a root test run starts it as Debian's `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const [uid, gid] = [id('-u'), id('-g')];
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('running as root, PostgreSQL needs the postgres user (apt-get install postgresql makes it)');
  return { uid, gid };
}

/**
 * A private PostgreSQL server for tests and benchmarks, like the private redis-server: `initdb` into a
 * temp directory, the server on a free loopback port, trust authentication for the `dth` user, and
 * durability traded for speed (fsync off: the directory is thrown away). `stop()` removes it.
 */
export async function startPostgresServer(options: { port?: number } = {}): Promise<PostgresServerHandle> {
  if (!POSTGRES_BIN_DIR) throw new Error(POSTGRES_MISSING);
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'dth-postgres-'));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const initdb = spawnSync(
    join(POSTGRES_BIN_DIR, 'initdb'),
    ['-D', data, '-U', 'dth', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    {
      encoding: 'utf8',
      ...user,
    },
  );
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr || initdb.stdout}`);
  const child = spawn(
    join(POSTGRES_BIN_DIR, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-5000);
      if (output.includes('ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`postgres exited with ${code}: ${output}`)));
    child.once('error', reject);
  });
  return {
    url: `postgres://dth@127.0.0.1:${port}/postgres`,
    port,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGINT'); // fast shutdown
      }),
  };
}
