import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileMailer, MailOutbox, createLogger, createMailQueue, type MailJob, type Mailer } from '@dth/infrastructure';
import { TEST_LOCK_MS, usePrivateRedis } from '@dth/testing';
import { startMailWorker } from './mailProcessor';

const logger = createLogger('test', 'silent');
const mail = (to: string): MailJob => ({
  to,
  subject: 'Create your password',
  text: 'Open http://localhost:8080/stage/create-password/abc',
  link: 'http://localhost:8080/stage/create-password/abc',
});

describe('mail delivery by the worker', () => {
  const redis = usePrivateRedis();

  it('writes a queued mail as an .eml file when no SMTP server is configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-'));
    const worker = startMailWorker(
      redis.url,
      new FileMailer(dir, 'DTH <no-reply@localhost>', logger),
      logger,
      1,
      TEST_LOCK_MS,
    );
    const outbox = new MailOutbox(createMailQueue(redis.url));
    try {
      await outbox.send(randomUUID(), mail('ada@example.com'));
      // Only the whole mail is ever listed: it is written aside and renamed.
      await expect.poll(() => readdirSync(dir), { timeout: 15_000 }).toEqual([expect.stringMatching(/^[^.].*\.eml$/)]);
      const eml = readFileSync(join(dir, readdirSync(dir)[0]), 'utf8');
      expect(eml).toContain('To: ada@example.com');
      expect(eml).toContain('Subject: Create your password');
    } finally {
      await outbox.close();
      await worker.close();
    }
  });

  it('retries a failed delivery, and a job id already queued is not sent twice', async () => {
    const delivered: string[] = [];
    let failures = 2;
    const flaky: Mailer = {
      async deliver(id) {
        if (failures-- > 0) throw new Error('SMTP down');
        delivered.push(id);
      },
    };
    const worker = startMailWorker(redis.url, flaky, logger, 1, TEST_LOCK_MS);
    const queue = createMailQueue(redis.url);
    const outbox = new MailOutbox(queue);
    try {
      const jobId = randomUUID();
      await outbox.send(jobId, mail('bob@example.com'));
      await outbox.send(jobId, mail('bob@example.com'));
      // The first retries wait 2 s and 4 s (exponential backoff). Once BullMQ has completed the job and
      // holds no other, nothing more can be delivered: the count below is final.
      await expect.poll(() => queue.getJobState(jobId), { timeout: 20_000, interval: 50 }).toBe('completed');
      expect(await queue.getJobCounts('waiting', 'paused', 'delayed', 'active')).toEqual({
        waiting: 0,
        paused: 0,
        delayed: 0,
        active: 0,
      });
      expect(delivered).toEqual([jobId]);
    } finally {
      await outbox.close();
      await worker.close();
    }
  }, 30_000);

  it('delivers a mail that a stopped worker held, once its lock (WORKER_LOCK_MS) lapses', async () => {
    const hanging: Mailer = { deliver: () => new Promise(() => undefined) };
    const stuck = startMailWorker(redis.url, hanging, logger, 1, TEST_LOCK_MS);
    const queue = createMailQueue(redis.url);
    const outbox = new MailOutbox(queue);
    const delivered: string[] = [];
    let next: ReturnType<typeof startMailWorker> | undefined;
    try {
      const jobId = randomUUID();
      await outbox.send(jobId, mail('cleo@example.com'));
      await expect.poll(() => queue.getJobState(jobId), { timeout: 10_000, interval: 20 }).toBe('active');
      // Forced: the job stays active under a lock nobody renews, as after a kill -9.
      await stuck.close(true);
      next = startMailWorker(redis.url, { deliver: async (id) => void delivered.push(id) }, logger, 1, TEST_LOCK_MS);
      // BullMQ's defaults (a 30 s lock, a stalled check every 30 s) would leave it there up to a minute.
      await expect.poll(() => delivered, { timeout: 15_000, interval: 50 }).toEqual([jobId]);
    } finally {
      await outbox.close();
      await next?.close();
    }
  }, 30_000);
});
