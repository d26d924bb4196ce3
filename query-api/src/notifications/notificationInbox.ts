import type { Redis } from 'ioredis';
import { ADMINS_INBOX, isAdmin, notificationInboxKey, type Actor, type Notification } from '@dth/domain';
import {
  notificationReadIdsKey as readIdsKey,
  notificationReadUpToKey as readUpToKey,
  peopleNames,
  type ReadModelStore,
} from '@dth/infrastructure';

/** A notification as its reader gets it: its count, read or not, and the person it names, as they are called now. */
export type ReaderNotification = Notification & { count: number; read: boolean; person_name: string };

/*
 * Read and unread are each person's own, and not derived from the log (a replay must not forget them):
 * kept beside the read models, unversioned. "Mark all read" moves a position; a notification read on
 * its own above it is remembered by id until the next "mark all read".
 */
/** Read state goes stale with the inbox it is about: kept as long as a visit mark. */
const READ_STATE_TTL_SECONDS = 180 * 24 * 3600;

const positionOf = (id: string) => BigInt(id.split('.')[0]);

/** The inboxes a reader reads: their own, and the admins' for an admin. */
export const inboxesOf = (reader: Actor): string[] =>
  isAdmin(reader) ? [reader.userId, ADMINS_INBOX] : [reader.userId];

export class NotificationInbox {
  constructor(private readonly readModels: ReadModelStore) {}

  private get redis(): Redis {
    return this.readModels.client;
  }

  /** Newest first, `start` to `end` inclusive, with the total. */
  async page(reader: Actor, start: number, end: number): Promise<{ items: ReaderNotification[]; total: number }> {
    const keys = inboxesOf(reader).map((inbox) => this.readModels.keyspace.key(notificationInboxKey(inbox)));
    const tx = this.redis.multi();
    for (const key of keys) tx.zrevrange(key, 0, end).zcard(key);
    const replies = ((await tx.exec()) ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    const all = keys.flatMap((_, i) => (replies[i * 2] as string[]).map((raw) => JSON.parse(raw) as Notification));
    const total = keys.reduce((sum, _, i) => sum + Number(replies[i * 2 + 1]), 0);
    all.sort((a, b) =>
      BigInt(b.position) > BigInt(a.position)
        ? 1
        : BigInt(b.position) < BigInt(a.position)
          ? -1
          : b.id.localeCompare(a.id),
    );
    const page = all.slice(start, end + 1);
    return { items: await this.forReader(reader, page), total };
  }

  /** The notifications after `afterId` (a stream's Last-Event-ID), oldest first. */
  async since(reader: Actor, afterId: string | null): Promise<ReaderNotification[]> {
    const after = afterId ? positionOf(afterId) : null;
    const min = after === null ? '-inf' : String(after);
    const lists = await Promise.all(
      inboxesOf(reader).map((inbox) =>
        this.redis.zrangebyscore(this.readModels.keyspace.key(notificationInboxKey(inbox)), min, '+inf'),
      ),
    );
    const all = lists
      .flat()
      .map((raw) => JSON.parse(raw) as Notification)
      .filter((n) => afterId === null || isAfter(n.id, afterId));
    all.sort((a, b) => (isAfter(a.id, b.id) ? 1 : -1));
    return this.forReader(reader, all);
  }

  /** Unread: above "mark all read"'s position and not read one by one (an inbox holds at most 200, so this reads them). */
  async unreadCount(reader: Actor): Promise<number> {
    const [upTo, readIds] = await this.readState(reader.userId);
    const min = upTo === null ? '-inf' : `(${upTo}`;
    const above = await Promise.all(
      inboxesOf(reader).map((inbox) =>
        this.redis.zrangebyscore(this.readModels.keyspace.key(notificationInboxKey(inbox)), min, '+inf'),
      ),
    );
    return above.flat().filter((raw) => !readIds.has((JSON.parse(raw) as Notification).id)).length;
  }

  /** Marks one of the reader's notifications read; false when it is not one of theirs. */
  async markRead(reader: Actor, id: string): Promise<boolean> {
    const position = positionOf(id);
    const found = await Promise.all(
      inboxesOf(reader).map((inbox) =>
        this.redis.zrangebyscore(
          this.readModels.keyspace.key(notificationInboxKey(inbox)),
          String(position),
          String(position),
        ),
      ),
    );
    if (!found.flat().some((raw) => (JSON.parse(raw) as Notification).id === id)) return false;
    await this.redis
      .multi()
      .sadd(readIdsKey(reader.userId), id)
      .expire(readIdsKey(reader.userId), READ_STATE_TTL_SECONDS)
      .exec();
    return true;
  }

  /** "Mark all read": everything up to the newest notification the reader has. */
  async markAllRead(reader: Actor): Promise<void> {
    const newest = await Promise.all(
      inboxesOf(reader).map((inbox) =>
        this.redis.zrevrange(this.readModels.keyspace.key(notificationInboxKey(inbox)), 0, 0, 'WITHSCORES'),
      ),
    );
    const top = newest.reduce(
      (max, reply) => (reply[1] !== undefined && Number(reply[1]) > max ? Number(reply[1]) : max),
      0,
    );
    await this.redis
      .multi()
      .set(readUpToKey(reader.userId), String(top), 'EX', READ_STATE_TTL_SECONDS)
      .del(readIdsKey(reader.userId))
      .exec();
  }

  private async readState(userId: string): Promise<[bigint | null, Set<string>]> {
    const [upTo, ids] = await Promise.all([
      this.redis.get(readUpToKey(userId)),
      this.redis.smembers(readIdsKey(userId)),
    ]);
    return [upTo === null ? null : BigInt(upTo), new Set(ids)];
  }

  private async forReader(reader: Actor, notifications: readonly Notification[]): Promise<ReaderNotification[]> {
    if (notifications.length === 0) return [];
    const [[upTo, readIds], names] = await Promise.all([
      this.readState(reader.userId),
      peopleNames(
        this.redis,
        this.readModels.keyspace,
        notifications.map((n) => n.person_id),
      ),
    ]);
    return notifications.map((n) => ({
      ...n,
      count: n.count ?? 1,
      read: (upTo !== null && BigInt(n.position) <= upTo) || readIds.has(n.id),
      person_name: names.get(n.person_id) ?? '',
    }));
  }
}

/** Ids are `{position}.{n}`: whether `a` comes after `b` in the log. */
export function isAfter(a: string, b: string): boolean {
  const [pa, na] = a.split('.');
  const [pb, nb] = b.split('.');
  const [x, y] = [BigInt(pa), BigInt(pb)];
  return x === y ? Number(na) > Number(nb) : x > y;
}
