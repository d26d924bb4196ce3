import { Worker, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  ADMINS_INBOX,
  NOTIFICATION_DIGEST_INDEX,
  digestItems,
  digestMail,
  isAdminRole,
  notificationInboxKey,
  userAccountKey,
  type Notification,
  type UserAccount,
} from '@dth/domain';
import {
  NOTIFICATION_DIGEST_QUEUE,
  bullConnection,
  currentKeyspace,
  notificationReadIdsKey,
  notificationReadUpToKey,
  peopleNames,
  processName,
  systemClock,
  type Clock,
  type Logger,
  type MailOutbox,
} from '@dth/infrastructure';

/** Every day at 07:00 UTC: the last day's notifications, for those who asked for them by mail. */
export const DIGEST_SCHEDULE = { pattern: '0 7 * * *', tz: 'UTC' } as const;
const SCHEDULER_ID = 'daily-notification-digest';

/** The repeatable job (BullMQ's job scheduler: one per queue, whatever the number of workers). */
export const scheduleNotificationDigest = (queue: Queue) =>
  queue.upsertJobScheduler(SCHEDULER_ID, DIGEST_SCHEDULE, { name: 'digest' });

const parse = <T>(raw: string | null | undefined): T | null => (raw ? (JSON.parse(raw) as T) : null);

/**
 * One run of the daily mail: each account in the digest index (active, with kinds chosen) gets one mail
 * listing its unread notifications of those kinds from the day before `now`, if there are any. The mail's
 * job id names the person and the day, so a run done again sends nothing twice.
 */
export async function sendNotificationDigests(
  redis: Redis,
  outbox: MailOutbox,
  appUrl: string,
  now: Date,
): Promise<{ people: number; mails: number }> {
  const keyspace = await currentKeyspace(redis);
  const people = await redis.smembers(keyspace.key(NOTIFICATION_DIGEST_INDEX));
  let mails = 0;
  for (const userId of people) {
    const account = parse<UserAccount>(await redis.get(keyspace.key(userAccountKey(userId))));
    if (!account || account.status !== 'active' || !account.notification_digest?.length) continue;
    const inboxes = [userId, ...(isAdminRole(account.user_type) ? [ADMINS_INBOX] : [])];
    const notifications = (
      await Promise.all(inboxes.map((inbox) => redis.zrange(keyspace.key(notificationInboxKey(inbox)), 0, -1)))
    )
      .flat()
      .map((raw) => JSON.parse(raw) as Notification);
    const [upTo, ids] = await Promise.all([
      redis.get(notificationReadUpToKey(userId)),
      redis.smembers(notificationReadIdsKey(userId)),
    ]);
    const items = digestItems(
      notifications,
      account.notification_digest,
      { upTo: upTo === null ? null : BigInt(upTo), ids: new Set(ids) },
      now,
    );
    if (items.length === 0) continue;
    const { subject, text } = digestMail(
      items,
      await peopleNames(
        redis,
        keyspace,
        items.map((n) => n.person_id),
      ),
      appUrl,
    );
    await outbox.send(`notification-digest:${userId}:${now.toISOString().slice(0, 10)}`, {
      to: account.email,
      subject,
      text,
      link: appUrl,
    });
    mails += 1;
  }
  return { people: people.length, mails };
}

export function startNotificationDigestWorker(options: {
  redisUrl: string;
  redis: Redis;
  outbox: MailOutbox;
  appUrl: string;
  logger: Logger;
  /** Which day a run mails (tests move it); the system clock when absent. */
  clock?: Clock;
}): Worker {
  const { clock = systemClock } = options;
  const worker = new Worker(
    NOTIFICATION_DIGEST_QUEUE,
    async () => {
      const result = await sendNotificationDigests(options.redis, options.outbox, options.appUrl, clock.now());
      options.logger.info(result, 'daily notification mail sent');
      return result;
    },
    { connection: bullConnection(options.redisUrl), concurrency: 1, name: processName() },
  );
  worker.on('failed', (job, error) =>
    options.logger.warn({ jobId: job?.id, err: error }, 'daily notification mail failed'),
  );
  return worker;
}
