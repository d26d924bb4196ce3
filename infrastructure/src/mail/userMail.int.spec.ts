import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWithheldMailStream } from '@dth/domain';
import { usePrivateRedis } from '@dth/testing';
import { SqliteEventStore } from '../eventStore/sqliteEventStore';
import { MailOutbox, createMailQueue } from '../queues/queues';
import { createLogger } from '../runtime/logger';
import { createRedis } from '../runtime/redis';
import { UserMail } from './userMail';
import { UserMailLimits } from './userMailLimits';

/*
 * A user's mail asked for again under the same job id (its event handled again after a worker's crash
 * or a lease's handover), over a real Redis, BullMQ queue and SQLite log: it is queued once and counts
 * once against the sender's limit.
 */
const redisServer = usePrivateRedis();
let redis: Redis;
let store: SqliteEventStore;
let outbox: MailOutbox;
let dir: string;
beforeAll(() => {
  redis = createRedis(redisServer.url);
  dir = mkdtempSync(join(tmpdir(), 'user-mail-'));
  store = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  outbox = new MailOutbox(createMailQueue(redisServer.url));
});
afterAll(async () => {
  await outbox?.close();
  await store?.close();
  redis?.disconnect();
  rmSync(dir, { recursive: true, force: true });
});

const ctx = { actorId: 'owner-1', actorRole: 'business_owner' as const, correlationId: 'c', causationId: 'c' };

describe('UserMail', () => {
  it('queues a mail asked for twice once, counting it once against the limit', async () => {
    const mail = new UserMail(
      store,
      outbox,
      new UserMailLimits(redis, { perSender: 2, perRecipient: 5 }),
      createLogger('test', 'silent'),
    );
    const now = new Date().toISOString();
    const send = (jobId: string, to: string) =>
      mail.send('owner-1', 'network-invitation', jobId, { to, subject: 'Join', text: 'Join us' }, { ...ctx, now });

    expect(await send('invitation-1', 'a@example.com')).toBeUndefined();
    expect(await send('invitation-1', 'a@example.com')).toBeUndefined();
    // The limit (2) still has room for a second mail: the repeat took none of it.
    expect(await send('invitation-2', 'b@example.com')).toBeUndefined();
    const withheld = [];
    for await (const event of store.readStream(toWithheldMailStream('owner-1'))) withheld.push(event);
    expect(withheld).toEqual([]);
    // And the third is held back by it.
    expect(await send('invitation-3', 'c@example.com')).toBeDefined();
  });
});
