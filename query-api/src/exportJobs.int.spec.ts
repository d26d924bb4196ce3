import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EXPORT_TTL_SECONDS } from '@dth/infrastructure';
import { usePrivateRedis } from '@dth/testing';
import { readExportJob } from './exportJobs';

/** A job's state against a real Redis and BullMQ: a status page must never show "done" without its link. */
describe('readExportJob', () => {
  const redisServer = usePrivateRedis();
  let connection: Redis;
  let queue: Queue<{ n: number }>;
  let events: QueueEvents;
  let worker: Worker<{ n: number }>;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    connection = new Redis(redisServer.url, { maxRetriesPerRequest: null });
    queue = new Queue('exports-under-test', { connection });
    events = new QueueEvents('exports-under-test', { connection: { url: redisServer.url } });
    await events.waitUntilReady();
    worker = new Worker('exports-under-test', () => new Promise<void>((resolve) => (release = resolve)), {
      connection: { url: redisServer.url, maxRetriesPerRequest: null },
    });
  });
  afterAll(async () => {
    await worker.close();
    await events.close();
    await queue.close();
    connection.disconnect();
  });

  it('answers nothing for an id that is not a job', async () => {
    expect(await readExportJob(queue, 'not-an-id', new Date())).toBeNull();
    expect(await readExportJob(queue, randomUUID(), new Date())).toBeNull();
  });

  it('a job that finishes between its two reads is running, never done without its expiry', async () => {
    const id = randomUUID();
    await queue.add('export', { n: 1 }, { jobId: id });
    await expect.poll(() => queue.getJobState(id)).toBe('active');
    const finished = new Promise<void>((resolve) => events.on('completed', ({ jobId }) => jobId === id && resolve()));
    // The job finishes right after the first of the two reads, whichever it is.
    let reads = 0;
    const racing = new Proxy(queue, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (name !== 'getJob' && name !== 'getJobState') return value;
        return async (...args: unknown[]) => {
          const answer = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (reads++ === 0) {
            release();
            await finished;
          }
          return answer;
        };
      },
    });
    const raced = await readExportJob(racing, id, new Date());
    expect(reads).toBe(2);
    expect(raced?.state).toBe('running');
    expect(raced?.expiresAt).toBeNull();

    const now = new Date();
    const done = await readExportJob(queue, id, now);
    expect(done?.state).toBe('done');
    expect(done?.expiresAt).toBe(Math.floor(done!.job.finishedOn! / 1000) + AUDIT_EXPORT_TTL_SECONDS);
    const later = new Date((done!.expiresAt! + 1) * 1000);
    expect(await readExportJob(queue, id, later)).toMatchObject({ state: 'expired', expiresAt: null });
  });
});
