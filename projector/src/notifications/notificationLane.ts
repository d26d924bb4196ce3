import type { Redis } from 'ioredis';
import {
  NOTIFICATIONS_CHANNEL,
  NOTIFICATIONS_READ_MODEL,
  nextInbox,
  notificationInboxKey,
  react,
  relationKeysOf,
  type Notification,
} from '@dth/domain';
import { checkpointKey, documentKey, execFenced, type LeaseFence, type RecordedEvent } from '@dth/infrastructure';

/**
 * The notifications read model, written by the reactor (domain `react`) beside the projections: per
 * batch, the facts it needs are read (or kept in memory by a replay), the events reacted to in log
 * order, the inboxes they reach read, and the facts, the inboxes' changes (domain `nextInbox`: one entry
 * per group with its count, the newest 200 kept and every erasure request) and its checkpoint written in
 * one MULTI/EXEC. The live projector publishes each notification in the same transaction, so a query API
 * hears of it exactly when it can read it. It skips events at or below its checkpoint, so a crash
 * anywhere leaves it equal to a fresh replay.
 */
export class NotificationLane {
  private constructor(
    private readonly redis: Redis,
    readonly version: number,
    private current: bigint,
    private readonly options: { cache?: Map<string, unknown>; publish?: boolean; fence?: LeaseFence },
  ) {}

  /** `cache`: a replay's, starting from an empty version (every fact is then in memory). */
  static async open(
    redis: Redis,
    version: number,
    options: NotificationLane['options'] = {},
  ): Promise<NotificationLane> {
    const checkpoint = options.cache
      ? 0n
      : BigInt((await redis.get(checkpointKey(version, NOTIFICATIONS_READ_MODEL.name))) ?? '0');
    return new NotificationLane(redis, version, checkpoint, options);
  }

  get checkpoint(): bigint {
    return this.current;
  }

  async apply(events: readonly RecordedEvent[]): Promise<Notification[]> {
    const upTo = this.current;
    const fresh = events.filter((event) => event.position > upTo);
    if (fresh.length === 0) return [];
    const docs = this.options.cache ?? (await this.load(fresh));
    const changed = new Set<string>();
    const relations = {
      get: (key: string) => docs.get(key) ?? null,
      set: (key: string, doc: unknown) => void (docs.set(key, doc), changed.add(key)),
    };
    const reacted = fresh.flatMap((event) => react(event, relations));
    const last = fresh.at(-1)!.position;
    const versioned = (key: string) => documentKey(this.version, key);
    const byInbox = new Map<string, Notification[]>();
    for (const notification of reacted) {
      const inbox = versioned(notificationInboxKey(notification.recipient));
      byInbox.set(inbox, [...(byInbox.get(inbox) ?? []), notification]);
    }
    // Only this lane writes inboxes (one projector holds the lease), so what is read here is what the transaction changes.
    const read = this.redis.pipeline();
    for (const inbox of byInbox.keys()) read.zrange(inbox, 0, -1);
    const stored = ((await read.exec()) ?? []).map(([error, members]) => {
      if (error) throw error;
      return members as string[];
    });
    const tx = this.redis.multi();
    if (changed.size > 0) tx.mset(...[...changed].flatMap((key) => [versioned(key), JSON.stringify(docs.get(key))]));
    const written = new Map<string, Notification>();
    [...byInbox].forEach(([inbox, incoming], i) => {
      const { removed, added } = nextInbox(stored[i], incoming);
      if (removed.length > 0) tx.zrem(inbox, ...removed);
      for (const notification of added) {
        tx.zadd(inbox, Number(notification.position), JSON.stringify(notification));
        written.set(notification.id, notification);
      }
    });
    // In log order, as the reactor made them.
    const notifications = reacted.flatMap((notification) => written.get(notification.id) ?? []);
    tx.set(checkpointKey(this.version, NOTIFICATIONS_READ_MODEL.name), last.toString());
    if (this.options.publish)
      for (const notification of notifications) tx.publish(NOTIFICATIONS_CHANNEL, JSON.stringify(notification));
    const { fence } = this.options;
    const results = fence ? await execFenced(this.redis, fence, 'the projector', () => tx.exec()) : await tx.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('notifications transaction aborted');
    this.current = last;
    return notifications;
  }

  private async load(events: readonly RecordedEvent[]): Promise<Map<string, unknown>> {
    const keys = [...new Set(events.flatMap(relationKeysOf))];
    const docs = new Map<string, unknown>();
    if (keys.length === 0) return docs;
    const raws = await this.redis.mget(keys.map((key) => documentKey(this.version, key)));
    keys.forEach((key, i) => docs.set(key, raws[i] === null ? null : JSON.parse(raws[i])));
    return docs;
  }
}
