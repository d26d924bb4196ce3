import type { Redis } from 'ioredis';
import { NOTIFICATIONS_CHANNEL, type Notification } from '@dth/domain';
import type { Logger } from '@dth/infrastructure';

/** A notification, and its Server-Sent Events frame (built once, written to every stream of its recipient). */
type Listener = (notification: Notification, frame: string) => void;

export const eventFrame = (id: string, json: string) => `id: ${id}\nevent: notification\ndata: ${json}\n\n`;

/**
 * Live notifications in one query API: one Redis subscription to the projector's channel, fanned out
 * to the streams open here by recipient. Every query API subscribes, so a person's streams get their
 * notifications whichever instance holds them.
 */
export class NotificationHub {
  private subscriber?: Redis;
  private started?: Promise<void>;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** How to end each open stream (a shutdown ends them, or the server would wait for them forever). */
  private readonly closers = new Set<() => void>();

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
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
    this.subscriber.on('message', (_channel, message) => {
      let notification: Notification;
      try {
        notification = JSON.parse(message) as Notification;
      } catch {
        this.logger.warn({ message: message.slice(0, 200) }, 'a notification that is not JSON was published');
        return;
      }
      const listeners = this.listeners.get(notification.recipient);
      if (!listeners) return;
      const frame = eventFrame(notification.id, message);
      for (const listener of listeners) listener(notification, frame);
    });
    await this.subscriber.subscribe(NOTIFICATIONS_CHANNEL);
  }

  /** Listens for the notifications of these inboxes (a user id, and ADMINS_INBOX for an admin); answers how to stop. */
  listen(inboxes: readonly string[], listener: Listener, close: () => void): () => void {
    this.closers.add(close);
    for (const inbox of inboxes) {
      if (!this.listeners.has(inbox)) this.listeners.set(inbox, new Set());
      this.listeners.get(inbox)!.add(listener);
    }
    return () => {
      this.closers.delete(close);
      for (const inbox of inboxes) {
        const set = this.listeners.get(inbox);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(inbox);
      }
    };
  }

  /** Ends every open stream (their browsers reconnect, to another instance or this one restarted) and unsubscribes. */
  stop(): void {
    for (const close of [...this.closers]) close();
    this.subscriber?.disconnect();
    this.listeners.clear();
  }
}
