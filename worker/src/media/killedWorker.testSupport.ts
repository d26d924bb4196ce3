import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '@dth/infrastructure';
import { TEST_LOCK_MS, type TestPlatform } from '@dth/testing';

/*
 * What the kill -9 tests of the media worker (avatars, company logos) share: the worker as its own
 * process on the test platform, waiting for one to exit, a distinct file per round, and how long
 * one job takes uninterrupted (so each kill can land anywhere inside one).
 */

/** Starts a worker process (concurrency 1, the test lock and lease) on the platform's Redis, store and S3, with its mail limits. */
export function workerStarter(platform: TestPlatform): () => ChildProcess {
  const env = {
    ...process.env,
    DATA_DIR: platform.env.DATA_DIR,
    REDIS_URL: platform.env.REDIS_URL,
    S3_PORT: String(platform.env.S3_PORT),
    JWT_SECRET: platform.env.JWT_SECRET!,
    WORKER_LOCK_MS: String(TEST_LOCK_MS),
    // A killed worker's reactions go to the next one as soon as its jobs do.
    WORKER_LEASE_MS: String(TEST_LOCK_MS),
    WORKER_CONCURRENCY: '1',
    LOG_LEVEL: 'silent',
    USER_MAILS_PER_SENDER_PER_HOUR: String(platform.env.USER_MAILS_PER_SENDER_PER_HOUR),
    USER_MAILS_PER_RECIPIENT_PER_HOUR: String(platform.env.USER_MAILS_PER_RECIPIENT_PER_HOUR),
  };
  return () =>
    spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'worker/src/main.ts')], { env, stdio: 'ignore' });
}

export const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );

/** A distinct file each round (bytes after the JPEG end marker are ignored by decoders), so each upload is its own job. */
export const variantOf = (image: Buffer, mark: string) => (n: number) =>
  Buffer.concat([image, Buffer.from(`${mark}${n}`)]);

/** Milliseconds from one upload's job turning active to its completion, with the worker running. */
export async function uninterruptedJobMs(
  upload: () => Promise<string>,
  jobState: (uploadId: string) => Promise<string>,
): Promise<number> {
  const calibration = await upload();
  await expect.poll(() => jobState(calibration), { timeout: 60_000, interval: 5 }).toBe('active');
  const activeAt = performance.now();
  await expect.poll(() => jobState(calibration), { timeout: 60_000, interval: 5 }).toBe('completed');
  return performance.now() - activeAt;
}
