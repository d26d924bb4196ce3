import type { Redis } from 'ioredis';
import { NOTIFICATIONS_CHANNEL, type Notification } from '@dth/domain';
import {
  SESSIONS_ENDED_CHANNEL,
  endsAccess,
  type IssuedAccess,
  type Logger,
  type SessionsEnded,
} from '@dth/infrastructure';
import { STREAMS_SUPERSEDED_CHANNEL, type StreamsPerUser } from './streamsPerUser';

/** A notification, and its Server-Sent Events frame (built once, written to every stream of its recipient). */
type Listener = (notification: Notification, frame: string) => void;

export const eventFrame = (id: string, json: string) => `id: ${id}\nevent: notification\ndata: ${json}\n\n`;

/** How long a browser whose stream was ended by a newer one of the same person waits before it tries again. */
export const SUPERSEDED_RETRY_MS = 60_000;

/** A stream open on this instance: whose (the token that opened it), what it listens to, and how to end it. */
export interface OpenStream {
  id: string;
  access: IssuedAccess;
  /** A user id, and ADMINS_INBOX for an admin. */
  inboxes: readonly string[];
  deliver: Listener;
  /** Ends the answer; `retryMs`: how long the browser should wait before it reconnects. */
  end(retryMs?: number): void;
}

/**
 * Live notifications in one query API: one Redis subscription to the projector's channel, fanned out
 * to the streams open here by recipient. Every query API subscribes, so a person's streams get their
 * notifications whichever instance holds them. The same subscription ends streams the person may no
 * longer hold: the oldest beyond their cap (StreamsPerUser), and those of a session that ended (logout,
 * password reset, a replayed refresh token, erasure: SessionRevocations publishes each).
 */
export class NotificationHub {
  private subscriber?: Redis;
  private started?: Promise<void>;
  private readonly streams = new Map<string, OpenStream>();
  private readonly byInbox = new Map<string, Set<OpenStream>>();

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly perUser: StreamsPerUser,
  ) {}

  /** Subscribed, once: a stream waits for this before it reads what it missed, so nothing falls in between. */
  ready(): Promise<void> {
    // A subscription that failed (Redis away) is tried again by the next stream.
    this.started ??= this.start().catch((error: unknown) => {
      this.started = undefined;
      this.subscriber?.disconnect();
      throw error;
    });
    return this.started;
  }

  private async start(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === NOTIFICATIONS_CHANNEL) this.fanOut(message);
      else if (channel === STREAMS_SUPERSEDED_CHANNEL)
        for (const id of message.split(',')) this.streams.get(id)?.end(SUPERSEDED_RETRY_MS);
      else if (channel === SESSIONS_ENDED_CHANNEL) this.endSessions(message);
    });
    await this.subscriber.subscribe(NOTIFICATIONS_CHANNEL, STREAMS_SUPERSEDED_CHANNEL, SESSIONS_ENDED_CHANNEL);
  }

  private fanOut(message: string) {
    let notification: Notification;
    try {
      notification = JSON.parse(message) as Notification;
    } catch {
      this.logger.warn({ message: message.slice(0, 200) }, 'a notification that is not JSON was published');
      return;
    }
    const streams = this.byInbox.get(notification.recipient);
    if (!streams) return;
    const frame = eventFrame(notification.id, message);
    for (const stream of streams) stream.deliver(notification, frame);
  }

  private endSessions(message: string) {
    let ended: SessionsEnded;
    try {
      ended = JSON.parse(message) as SessionsEnded;
    } catch {
      return;
    }
    for (const stream of [...this.streams.values()]) if (endsAccess(ended, stream.access)) stream.end();
  }

  /**
   * Holds the stream here and counts it against its person's cap: their oldest beyond it end, on whichever
   * instance holds them. Answers how to let go of it (when its answer closes).
   */
  async open(stream: OpenStream): Promise<() => void> {
    this.streams.set(stream.id, stream);
    for (const inbox of stream.inboxes) {
      if (!this.byInbox.has(inbox)) this.byInbox.set(inbox, new Set());
      this.byInbox.get(inbox)!.add(stream);
    }
    const release = () => {
      if (!this.streams.delete(stream.id)) return;
      for (const inbox of stream.inboxes) {
        const set = this.byInbox.get(inbox);
        set?.delete(stream);
        if (set?.size === 0) this.byInbox.delete(inbox);
      }
      this.perUser
        .closed(stream.access.userId, stream.id)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'a closed stream was not uncounted'));
    };
    try {
      const superseded = await this.perUser.opened(stream.access.userId, stream.id);
      if (superseded.length > 0)
        this.logger.info({ userId: stream.access.userId, superseded: superseded.length }, 'older streams ended');
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }

  /** Ends every open stream (their browsers reconnect, to another instance or this one restarted) and unsubscribes. */
  stop(): void {
    for (const stream of [...this.streams.values()]) stream.end();
    this.subscriber?.disconnect();
    this.byInbox.clear();
  }
}
