import {
  DocumentMaker,
  ShareEmailCodes,
  PdfRenderer,
  documentFontFiles,
  FileMailer,
  MailOutbox,
  SessionRevocations,
  SmtpMailer,
  createKeyStore,
  createMailQueue,
  createNotificationDigestQueue,
  createAuditReader,
  createBlobStore,
  createEventLog,
  createEventStore,
  createLogger,
  createRedis,
  loadEnv,
  mailDirOf,
  onShutdown,
} from '@dth/infrastructure';
import { startAuditExportWorker } from './auditExport/auditExportProcessor';
import { startDocumentWorker } from './documents/documentProcessor';
import { startShareLinkDownloadWorker } from './documents/shareLinkDownloadProcessor';
import { startMailWorker } from './mailProcessor';
import { startPersonalDataExportWorker } from './personalData/personalDataProcessor';
import { startAccountErasureWorker } from './privacy/accountErasureProcessor';
import { startAnswerMediaWorker } from './media/answerMediaProcessor';
import { startAvatarWorker } from './media/avatarProcessor';
import { startLogoWorker } from './media/logoProcessor';
import { MediaJobsReaction } from './media/mediaReactor';
import { Reactors, createUserMail, userReactions } from './reactions/reactors';
import { startShareLinkCodeWorker } from './shareLinks/shareLinkCodeProcessor';
import { scheduleNotificationDigest, startNotificationDigestWorker } from './notifications/notificationDigest';

const env = loadEnv();
const logger = createLogger('worker', env.LOG_LEVEL);
const redis = createRedis(env.REDIS_URL);
const store = createEventStore(env, redis);
const blobs = createBlobStore(env);
await blobs.ensureBucket();
// The report's exports: the audit read model (read only) and, for NDJSON, the log.
const audit = createAuditReader(env);
const log = createEventLog(env);

const mailQueue = createMailQueue(env.REDIS_URL);
const outbox = new MailOutbox(mailQueue);
const keys = createKeyStore(env);
const sessions = new SessionRevocations(redis, {
  accessSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  refreshSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86400,
});

// The daily mail of notifications: one job scheduler for every worker, its runs shared between them.
const digestQueue = createNotificationDigestQueue(env.REDIS_URL);
await scheduleNotificationDigest(digestQueue);

const mailer = env.SMTP_URL
  ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM)
  : new FileMailer(mailDirOf(env), env.MAIL_FROM, logger);
const userMail = createUserMail(env, { store, redis, outbox, logger });
const mediaOptions = {
  redisUrl: env.REDIS_URL,
  store,
  logger,
  concurrency: env.WORKER_CONCURRENCY,
  lockDurationMs: env.WORKER_LOCK_MS,
};
const workers = [
  startMailWorker(env.REDIS_URL, mailer, logger, env.WORKER_CONCURRENCY, env.WORKER_LOCK_MS),
  startAvatarWorker(mediaOptions, blobs),
  startAnswerMediaWorker(mediaOptions, blobs),
  startLogoWorker(mediaOptions, blobs),
  startAuditExportWorker({ redisUrl: env.REDIS_URL, audit, log, blobs, logger, lockDurationMs: env.WORKER_LOCK_MS }),
  startPersonalDataExportWorker({
    redisUrl: env.REDIS_URL,
    redis,
    log,
    blobs,
    outbox,
    publicUrl: env.PUBLIC_URL,
    logger,
    lockDurationMs: env.WORKER_LOCK_MS,
  }),
  startAccountErasureWorker({
    redisUrl: env.REDIS_URL,
    redis,
    store,
    keys,
    blobs,
    mailQueue,
    mailer,
    sessions,
    logger,
    lockDurationMs: env.WORKER_LOCK_MS,
  }),
  startDocumentWorker({
    redisUrl: env.REDIS_URL,
    // Nothing kept in memory here: the worker never hands a document out (and keeps none past an erasure).
    maker: new DocumentMaker(blobs, new PdfRenderer(documentFontFiles(env)), logger, undefined, 0),
    blobs,
    logger,
    lockDurationMs: env.WORKER_LOCK_MS,
  }),
  startShareLinkDownloadWorker({ redisUrl: env.REDIS_URL, store, logger, lockDurationMs: env.WORKER_LOCK_MS }),
  startShareLinkCodeWorker({
    redisUrl: env.REDIS_URL,
    store,
    codes: new ShareEmailCodes(redis),
    mail: userMail,
    publicUrl: env.PUBLIC_URL,
    logger,
    lockDurationMs: env.WORKER_LOCK_MS,
  }),
  startNotificationDigestWorker({ redisUrl: env.REDIS_URL, redis, outbox, appUrl: `${env.PUBLIC_URL}/stage/`, logger }),
];
// Side effects follow the log: media jobs, invitation mails, departed members taken out of teams.
// Each reaction runs in the worker holding its lease; the others stand by for it (docs/scaling.md).
const reactors = new Reactors(
  store,
  redis,
  [new MediaJobsReaction(env.REDIS_URL), ...userReactions(env, { store, redis, outbox, mail: userMail, logger })],
  logger,
  { ttlMs: env.WORKER_LEASE_MS },
);
await reactors.start((error, reaction) => {
  logger.fatal({ err: error, reaction }, 'reactor stopped');
  process.exit(1);
});
logger.info(
  {
    concurrency: env.WORKER_CONCURRENCY,
    mail: env.SMTP_URL ? 'smtp' : 'files',
    reactions: reactors.held(),
    leaseMs: env.WORKER_LEASE_MS,
  },
  'worker started',
);

// Worker.close() lets in-flight jobs finish; a job cut short by a kill is retried once its lock expires.
onShutdown(logger, async () => {
  await reactors.stop();
  await Promise.all(workers.map((w) => w.close()));
  await outbox.close();
  await digestQueue.close();
  await store.close();
  await keys.close();
  await audit.close();
  await log.close();
  redis.disconnect();
});
