import { Worker } from 'bullmq';
import { gateOf, shareCodeMail, shareLinkDecider, shareLinkPath, statusOfLink, toShareLinkStream } from '@dth/domain';
import {
  SHARE_LINK_CODE_QUEUE,
  bullConnection,
  loadAggregate,
  processName,
  type EventStore,
  type Logger,
  type ShareEmailCodes,
  type ShareLinkCodeJob,
  type UserMail,
} from '@dth/infrastructure';

export interface ShareLinkCodeWorkerOptions {
  redisUrl: string;
  store: EventStore;
  codes: ShareEmailCodes;
  mail: UserMail;
  publicUrl: string;
  logger: Logger;
  lockDurationMs: number;
}

/**
 * Mails a one-time code to an address on an address-gated link's list; a link revoked or expired
 * since gets nothing. Any other address gets a code too, mailed to nobody: its wrong tries are
 * counted and used up exactly as an allowed address's, so the answers to tried codes tell nobody
 * which addresses are on the list. The code is made here, so it never exists only in a request that
 * may die before its mail is queued. A retried job issues a new code (replacing the first, which was
 * never mailed).
 */
export function startShareLinkCodeWorker({
  redisUrl,
  store,
  codes,
  mail,
  publicUrl,
  logger,
  lockDurationMs,
}: ShareLinkCodeWorkerOptions): Worker<ShareLinkCodeJob> {
  const worker = new Worker<ShareLinkCodeJob>(
    SHARE_LINK_CODE_QUEUE,
    async (job) => {
      const { linkId, email, locale = 'en', ipHash, correlationId, requestedAt } = job.data;
      const { state: link } = await loadAggregate(store, toShareLinkStream(linkId), shareLinkDecider);
      // Revoked, or used up, since the request found it open (at the request's time: its clock may not be this one's).
      if (statusOfLink(link, new Date(requestedAt)) !== 'active') return;
      if (gateOf(link) !== 'email') return;
      const code = await codes.issue(linkId, email);
      if (code === null || !link.allowedEmails.includes(email)) return;
      const url = `${publicUrl}${shareLinkPath(link.targetType!, link.token!)}`;
      await mail.send(
        `visitor-${ipHash}`,
        'share-link-code',
        `share-link-code-${job.id}`,
        { to: email, ...shareCodeMail(locale, link.targetName ?? '', code, url) },
        { actorId: 'anonymous', actorRole: 'anonymous', correlationId, causationId: String(job.id), now: requestedAt },
      );
    },
    { connection: bullConnection(redisUrl), concurrency: 4, lockDuration: lockDurationMs, name: processName() },
  );
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'share-link code not mailed'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'share-link code worker error'));
  return worker;
}
