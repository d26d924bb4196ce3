import { FileMailer, SmtpMailer, createLogger, loadEnv, mailDirOf, onShutdown } from '@dth/infrastructure';
import { startMailWorker } from './mailProcessor';

const env = loadEnv();
const logger = createLogger('worker', env.LOG_LEVEL);
const mailer = env.SMTP_URL ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM) : new FileMailer(mailDirOf(env), env.MAIL_FROM, logger);
const workers = [startMailWorker(env.REDIS_URL, mailer, logger, env.WORKER_CONCURRENCY)];
logger.info({ concurrency: env.WORKER_CONCURRENCY, mail: env.SMTP_URL ? 'smtp' : 'files' }, 'worker started');

// Worker.close() waits for in-flight jobs to finish; a job cut short by a kill is retried after it stalls.
onShutdown(logger, async () => {
  await Promise.all(workers.map((w) => w.close()));
});
