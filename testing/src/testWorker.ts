import {
  DocumentMaker,
  PdfRenderer,
  documentFontFiles,
  FileMailer,
  MailOutbox,
  SessionRevocations,
  createKeyStore,
  createAuditReader,
  createBlobStore,
  createEventLog,
  createEventStore,
  createLogger,
  createMailQueue,
  createRedis,
  mailDirOf,
} from '@dth/infrastructure';
import {
  MediaJobsReaction,
  Reactors,
  startDocumentWorker,
  startShareLinkDownloadWorker,
  startAnswerMediaWorker,
  startAuditExportWorker,
  startAvatarWorker,
  startLogoWorker,
  startPersonalDataExportWorker,
  startAccountErasureWorker,
} from '@dth/worker';
import type { TestPlatform } from './testPlatform';

/**
 * The worker's media side, in-process, against a test platform. BullMQ shares one stalled-job
 * check per queue, timed by whoever ran it last, so every test worker uses the same short lock.
 */
export const TEST_LOCK_MS = 1500;

export function startTestMediaWorker(platform: TestPlatform, lockDurationMs = TEST_LOCK_MS, concurrency = 2) {
  const { env } = platform;
  const logger = createLogger('test-worker', 'silent');
  const redis = createRedis(env.REDIS_URL);
  const store = createEventStore(env, redis);
  const blobs = createBlobStore(env);
  const options = { redisUrl: env.REDIS_URL, store, logger, concurrency, lockDurationMs, clock: platform.clock };
  const workers = [
    startAvatarWorker(options, blobs),
    startAnswerMediaWorker(options, blobs),
    startLogoWorker(options, blobs),
  ];
  const reactors = new Reactors(store, redis, [new MediaJobsReaction(env.REDIS_URL)], logger, {
    ttlMs: env.WORKER_LEASE_MS,
  });
  const started = reactors.start(() => undefined);
  return {
    async stop() {
      await started;
      await reactors.stop();
      await Promise.all(workers.map((w) => w.close()));
      await store.close();
      redis.disconnect();
    },
  };
}

/** The worker's documents (team packs, project briefs) and share-link download records, in-process, against a test platform. */
export function startTestDocumentWorker(platform: TestPlatform, lockDurationMs = TEST_LOCK_MS) {
  const { env } = platform;
  const logger = createLogger('test-worker', 'silent');
  const redis = createRedis(env.REDIS_URL);
  const store = createEventStore(env, redis);
  const blobs = createBlobStore(env);
  const maker = new DocumentMaker(blobs, new PdfRenderer(documentFontFiles(env)), logger, undefined, 0);
  const workers = [
    startDocumentWorker({ redisUrl: env.REDIS_URL, maker, blobs, logger, lockDurationMs, clock: platform.clock }),
    startShareLinkDownloadWorker({ redisUrl: env.REDIS_URL, store, logger, lockDurationMs, clock: platform.clock }),
  ];
  return {
    async stop() {
      await Promise.all(workers.map((w) => w.close()));
      await store.close();
      redis.disconnect();
    },
  };
}

/** The worker's report exports, in-process, against a test platform (its audit store, its log, its blob store). */
export function startTestExportWorker(platform: TestPlatform, lockDurationMs = TEST_LOCK_MS) {
  const { env } = platform;
  const audit = createAuditReader(env);
  const log = createEventLog(env);
  const worker = startAuditExportWorker({
    redisUrl: env.REDIS_URL,
    audit,
    log,
    blobs: createBlobStore(env),
    logger: createLogger('test-worker', 'silent'),
    lockDurationMs,
  });
  return {
    async stop() {
      await worker.close();
      await audit.close();
      await log.close();
    },
  };
}

/** The worker's personal data archives, in-process, against a test platform (its read models, log and blob store; mail into its queue). */
export function startTestPersonalDataWorker(platform: TestPlatform, lockDurationMs = TEST_LOCK_MS) {
  const { env } = platform;
  const redis = createRedis(env.REDIS_URL);
  const log = createEventLog(env);
  const outbox = new MailOutbox(createMailQueue(env.REDIS_URL));
  const worker = startPersonalDataExportWorker({
    redisUrl: env.REDIS_URL,
    redis,
    log,
    blobs: createBlobStore(env),
    outbox,
    publicUrl: env.PUBLIC_URL,
    logger: createLogger('test-worker', 'silent'),
    lockDurationMs,
    clock: platform.clock,
  });
  return {
    async stop() {
      await worker.close();
      await outbox.close();
      await log.close();
      redis.disconnect();
    },
  };
}

/** The worker's account erasures, in-process, against a test platform (its log, key store, blob store and mail queue). */
export function startTestErasureWorker(platform: TestPlatform, lockDurationMs = TEST_LOCK_MS) {
  const { env } = platform;
  const redis = createRedis(env.REDIS_URL);
  const store = createEventStore(env, redis);
  const keys = createKeyStore(env);
  const mailQueue = createMailQueue(env.REDIS_URL);
  const sessions = new SessionRevocations(redis, {
    accessSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86400,
  });
  const worker = startAccountErasureWorker({
    redisUrl: env.REDIS_URL,
    redis,
    store,
    keys,
    blobs: createBlobStore(env),
    mailQueue,
    mailer: new FileMailer(mailDirOf(env), env.MAIL_FROM, createLogger('test-worker', 'silent')),
    sessions,
    logger: createLogger('test-worker', 'silent'),
    lockDurationMs,
    clock: platform.clock,
  });
  return {
    async stop() {
      await worker.close();
      await mailQueue.close();
      await store.close();
      await keys.close();
      redis.disconnect();
    },
  };
}
