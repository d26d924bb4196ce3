import type { EventStore } from '@dth/infrastructure';

/** An event store whose appends to one stream wait until the test lets them go. */
export interface HeldAppends {
  /** Give this to `startTestPlatform`'s `commandStore`. */
  wrap: (store: EventStore) => EventStore;
  /** Appends to `stream` wait from now on, until `release`. */
  hold(stream: string): void;
  /** Resolves once an append to the held stream is waiting. */
  waiting(): Promise<void>;
  /** Lets the waiting appends (and the next ones) go. */
  release(): void;
}

/**
 * Holds a stream's appends, to show what a request does before it appends: an answer that arrives
 * while its own append is held did not wait for it. Everything else goes to the real store.
 */
export function heldAppends(): HeldAppends {
  let held: string | undefined;
  let go: () => void = () => undefined;
  let gate = Promise.resolve();
  let signalWaiting: () => void = () => undefined;
  let waiting = new Promise<void>((resolve) => (signalWaiting = resolve));
  return {
    wrap: (store) =>
      new Proxy(store, {
        get(target, property, receiver) {
          if (property !== 'appendToStream') return Reflect.get(target, property, receiver);
          return async (...args: Parameters<EventStore['appendToStream']>) => {
            if (args[0] === held) {
              signalWaiting();
              await gate;
            }
            return target.appendToStream(...args);
          };
        },
      }),
    hold(stream) {
      held = stream;
      gate = new Promise<void>((resolve) => (go = resolve));
      waiting = new Promise<void>((resolve) => (signalWaiting = resolve));
    },
    waiting: () => waiting,
    release() {
      held = undefined;
      go();
    },
  };
}
