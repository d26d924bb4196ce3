import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

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
