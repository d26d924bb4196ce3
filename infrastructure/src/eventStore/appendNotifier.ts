import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { RecordedEvent } from './eventStore';

/**
 * Wakes subscribers when events are appended, so live delivery does not wait for the
 * polling interval. In one process an EventEmitter is enough; across processes (command-api
 * appends, projector subscribes) Redis pub/sub carries the wake-up.
 */
export interface AppendNotifier {
  notify(position: bigint): void;
  onAppend(listener: () => void): () => void;
  close(): Promise<void>;
}

export class LocalAppendNotifier implements AppendNotifier {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);
  notify(_position: bigint): void {
    this.emitter.emit('append');
  }
  onAppend(listener: () => void): () => void {
    this.emitter.on('append', listener);
    return () => this.emitter.off('append', listener);
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export const APPEND_CHANNEL = 'es:appended';

export class RedisAppendNotifier extends LocalAppendNotifier {
  private subscriber?: Redis;

  constructor(private readonly publisher: Redis) {
    super();
  }

  override notify(position: bigint): void {
    this.emitter.emit('append');
    // A lost wake-up only delays delivery until the next poll, so errors are not fatal.
    this.publisher.publish(APPEND_CHANNEL, position.toString()).catch(() => undefined);
  }

  override onAppend(listener: () => void): () => void {
    if (!this.subscriber) {
      this.subscriber = this.publisher.duplicate();
      this.subscriber.subscribe(APPEND_CHANNEL).catch(() => undefined);
      this.subscriber.on('message', () => this.emitter.emit('append'));
    }
    return super.onAppend(listener);
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber?.disconnect();
  }
}

/** Resolves at the next append announced, after `pollIntervalMs` (a wake-up may be lost), or when aborted. */
export function waitForAppend(notifier: AppendNotifier, pollIntervalMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      stop();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, pollIntervalMs);
    const stop = notifier.onAppend(done);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** A page of the log: at most `limit` events after `after`, in position order. */
export type LogPage = (after: bigint, limit: number) => RecordedEvent[] | Promise<RecordedEvent[]>;

/** `readAll` over pages of `pageSize`: every event after `fromPosition`, at most `maxCount`. */
export async function* readLogPages(
  page: LogPage,
  pageSize: number,
  { fromPosition = 0n, maxCount = Number.MAX_SAFE_INTEGER }: { fromPosition?: bigint; maxCount?: number } = {},
): AsyncIterable<RecordedEvent> {
  let after = fromPosition;
  let left = maxCount;
  while (left > 0) {
    const events = await page(after, Math.min(pageSize, left));
    yield* events;
    if (events.length < Math.min(pageSize, left)) return;
    left -= events.length;
    after = events.at(-1)!.position;
  }
}

/**
 * `subscribeToAll` over pages: catches up, then waits for the notifier (or the poll) whenever a page comes back
 * short and nothing was appended while it was read, until `signal` aborts. `ready` is awaited once the wake-ups
 * are listened to, before the first page.
 */
export async function* followLogPages(
  page: LogPage,
  pageSize: number,
  notifier: AppendNotifier,
  pollIntervalMs: number,
  { fromPosition = 0n, signal }: { fromPosition?: bigint; signal?: AbortSignal },
  ready?: () => Promise<void>,
): AsyncIterable<RecordedEvent> {
  let after = fromPosition;
  let wakeups = 0;
  const stopListening = notifier.onAppend(() => (wakeups += 1));
  try {
    await ready?.();
    while (!signal?.aborted) {
      const seen = wakeups;
      const events = await page(after, pageSize);
      for (const event of events) {
        if (signal?.aborted) return;
        yield event;
        after = event.position;
      }
      if (events.length < pageSize && wakeups === seen) await waitForAppend(notifier, pollIntervalMs, signal);
    }
  } finally {
    stopListening();
  }
}
