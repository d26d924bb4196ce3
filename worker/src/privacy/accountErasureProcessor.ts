import { DelayedError, Worker, type Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  accountDecider,
  mediaKeysOf,
  toBusinessOwnerStream,
  toSpecialistStream,
  toUserStream,
  type PersonalDataExportRequested,
} from '@dth/domain';
import {
  ACCOUNT_ERASURE_QUEUE,
  AUDIT_EXPORTS_PREFIX,
  DOCUMENTS_PREFIX,
  bullConnection,
  deleteMatching,
  erasureRebuiltKey,
  notificationReadIdsKey,
  notificationReadUpToKey,
  handleCommand,
  loadAggregate,
  personalDataArchiveKey,
  processName,
  seenMarksPattern,
  systemClock,
  type AccountErasureJob,
  type BlobStore,
  type Clock,
  type CommandContext,
  type EventStore,
  type KeyStore,
  type Logger,
  type MailJob,
  type Mailer,
  type SessionRevocations,
} from '@dth/infrastructure';
import { closeErasedAccount } from './closeErasedAccount';
import { ErasedCopies } from './erasedCopies';

export interface AccountErasureWorkerOptions {
  redisUrl: string;
  redis: Redis;
  store: EventStore;
  keys: KeyStore;
  blobs: BlobStore;
  mailQueue: Queue<MailJob>;
  /** Delivers the mail saying it is done, from the job itself: a queued mail would keep the address in Redis. */
  mailer: Mailer;
  sessions: SessionRevocations;
  logger: Logger;
  lockDurationMs: number;
  /** How long to wait for the projector's rebuild without the person (or Redis' rewrite) before trying again. */
  rebuildTimeoutMs?: number;
  /** What says the grace period is over (tests move it); the system clock when absent. */
  clock?: Clock;
}

/** The report names the worker as the source of what the erasure appends. */
const workerContext = (job: Job<AccountErasureJob>, now: Date): CommandContext => ({
  actorId: 'worker',
  actorRole: 'system',
  correlationId: job.data.erasureId,
  causationId: job.data.erasureId,
  now: now.toISOString(),
});

/**
 * Erases an account once its grace period is over. Each step may run again after a crash: what needs
 * the person's data (their media, their archives, mail still queued to them) goes first, what they
 * leave in other streams is closed (closeErasedAccount: their address and Google subjects released,
 * their profile closed to changes, their network memberships ended), then their keys are destroyed and
 * `AccountErased` appended; the projector then rebuilds every read model and the report without them
 * (ProjectorRunner), the copies made before go: exports, jobs' data, kept documents (ErasedCopies;
 * docs/operations.md lists every store), and the person is mailed that it is done.
 */
export function startAccountErasureWorker(options: AccountErasureWorkerOptions): Worker<AccountErasureJob> {
  const { redis, store, keys, blobs, logger, clock = systemClock } = options;
  const copies = new ErasedCopies(options.redisUrl, redis, logger);
  const worker = new Worker<AccountErasureJob>(
    ACCOUNT_ERASURE_QUEUE,
    async (job, token) => {
      const { userId, erasureId, keyIds } = job.data;
      const { state } = await loadAggregate(store, toUserStream(userId), accountDecider);
      let mediaDeleted = 0;
      // The address to tell it is done, read while it can be; a run after a crash past the keys has none.
      const mailTo = state.status === 'erased' ? undefined : state.email;
      if (state.status !== 'erased') {
        const pending = state.pendingErasure;
        if (pending?.erasureId !== erasureId) return { erased: false, reason: 'cancelled' };
        const early = Date.parse(pending.eraseAt) - clock.now().getTime();
        if (early > 0) {
          // BullMQ delays by the real time: the job comes back when this clock should have reached eraseAt.
          await job.moveToDelayed(Date.now() + early, token);
          throw new DelayedError();
        }
        mediaDeleted = await deleteTheirBlobs(store, blobs, userId);
        if (state.email) await withdrawQueuedMail(options.mailQueue, state.email);
        // Before the keys go, so the released subject is sealed with the key that goes with them.
        await closeErasedAccount(store, userId, workerContext(job, clock.now()));
        await keys.erase(keyIds);
        await handleCommand(
          store,
          toUserStream(userId),
          accountDecider,
          {
            type: 'EraseAccount',
            data: { erasureId, keyIds, mediaDeleted },
            metadata: { now: clock.now().toISOString() },
          },
          workerContext(job, clock.now()),
        );
      } else {
        // Run again after the append: the keys are destroyed again (a no-op when they already are).
        await keys.erase(keyIds);
      }
      await options.sessions.endAllSessions(userId);
      // Where they last looked at each record says what they followed: it goes with them.
      await deleteMatching(redis, seenMarksPattern(userId));
      await redis.del(notificationReadUpToKey(userId), notificationReadIdsKey(userId));
      const waitAtMostMs = options.rebuildTimeoutMs ?? 10 * 60_000;
      await until(
        async () => (await redis.exists(erasureRebuiltKey(userId))) === 1,
        'the read models were not rebuilt without the erased account in time',
        waitAtMostMs,
      );
      // Exports and archives made before now may hold the person: they go (they would in a day anyway). The blob
      // store dates its objects by the real time, so "before now" is the real now here (and for documents below).
      await blobs.remove(await blobs.keysOlderThan(AUDIT_EXPORTS_PREFIX, new Date()));
      // Jobs holding their data, Redis' files; documents being made finish first, so the next line takes their files.
      await copies.remove(userId, (done, what) => until(done, what, waitAtMostMs));
      // Any kept CV or team pack may name them (a cache: what is asked again is made again, without them).
      await blobs.remove(await blobs.keysOlderThan(DOCUMENTS_PREFIX, new Date()));
      // Delivered from here, not queued: a queued mail would keep the address in Redis until it is sent.
      if (mailTo)
        await options.mailer
          .deliver(`account-erased-${erasureId}`, erasedMail(mailTo))
          .catch((error: unknown) =>
            logger.warn({ err: error, erasureId }, 'the mail saying the erasure is done failed'),
          );
      logger.info({ userId, erasureId, mediaDeleted }, 'account erased');
      return { erased: true, mediaDeleted };
    },
    {
      connection: bullConnection(options.redisUrl),
      concurrency: 1,
      lockDuration: options.lockDurationMs,
      name: processName(),
    },
  );
  worker.on('failed', (job, error) =>
    logger.warn(
      { jobId: job?.id, attempts: job?.attemptsMade, err: error },
      'account erasure failed; it will be tried again',
    ),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'account erasure worker error'));
  worker.on('closed', () => void copies.close());
  return worker;
}

/** The person's avatar, answer media, company logo and data archives; how many blobs there were. */
async function deleteTheirBlobs(store: EventStore, blobs: BlobStore, userId: string): Promise<number> {
  const names = new Set<string>();
  for (const stream of [toSpecialistStream(userId), toBusinessOwnerStream(userId)]) {
    for await (const event of store.readStream(stream))
      for (const key of mediaKeysOf(event.type, event.data)) names.add(key);
  }
  for await (const event of store.readStream(toUserStream(userId))) {
    if (event.type === 'PersonalDataExportRequested')
      names.add(personalDataArchiveKey((event.data as PersonalDataExportRequested['data']).exportId));
  }
  // Only those still there: a key named twice by the events, or deleted by a run before this one, is not counted again.
  const present = (
    await Promise.all([...names].map(async (key) => ((await blobs.exists(key)) ? key : undefined)))
  ).filter((key): key is string => key !== undefined);
  await blobs.remove(present);
  return present.length;
}

/** The last mail: it names nobody, since nothing of them is kept. */
function erasedMail(to: string): MailJob {
  return {
    to,
    subject: 'Your account has been deleted',
    text:
      'Hello,\n\nYour DTH Platform account has been deleted, as asked. Your name, contact details, profile, pictures and ' +
      'recordings are erased everywhere, and this address is no longer known to us: you may register with it again ' +
      'as a new account. This is the last mail you get from us about it.\n',
  };
}

/** Mail to the person that is still queued or kept after sending (its job holds their address and name). */
async function withdrawQueuedMail(queue: Queue<MailJob>, email: string): Promise<void> {
  const jobs = await queue.getJobs(['completed', 'failed', 'delayed', 'wait', 'paused', 'prioritized']);
  await Promise.all(
    jobs.filter((job) => job?.data.to.toLowerCase() === email).map((job) => job.remove().catch(() => undefined)),
  );
}

/** Polls `done` every 250 ms; past `timeoutMs` (real time: it bounds a wait, it decides nothing) the job fails and is tried again. */
async function until(done: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}; trying again`);
}
