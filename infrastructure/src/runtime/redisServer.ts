import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free TCP port on loopback, for private servers in tests and the launcher. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const redisServerAvailable = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export interface RedisServerHandle {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a private redis-server. With `dir` it persists there (AOF, so a restart loses nothing);
 * without, it is an in-memory server for tests.
 */
export async function startRedisServer({
  port,
  dir,
}: { port?: number; dir?: string } = {}): Promise<RedisServerHandle> {
  const chosen = port ?? (await freePort());
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--protected-mode', 'yes'];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    args.push('--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec');
  } else {
    args.push('--appendonly', 'no');
  }
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)));
    child.once('error', reject);
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
