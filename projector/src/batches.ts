/**
 * Groups a live stream of items into batches: a batch closes when it is full or when no
 * further item is ready at once, so bursts are written together and a lone event is not delayed.
 */
export async function* batches<T>(source: AsyncIterable<T>, maxSize: number): AsyncIterable<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | undefined;
  const idle = Symbol('idle');
  try {
    for (;;) {
      const first = await (pending ?? iterator.next());
      pending = undefined;
      if (first.done) return;
      const batch = [first.value];
      while (batch.length < maxSize) {
        pending = iterator.next();
        const next = await Promise.race([
          pending,
          new Promise<typeof idle>((resolve) => setImmediate(() => resolve(idle))),
        ]);
        if (next === idle) break;
        pending = undefined;
        if (next.done) {
          yield batch;
          return;
        }
        batch.push(next.value);
      }
      yield batch;
    }
  } finally {
    // Leave a pending next() to settle on its own; returning here ends the source.
    void iterator.return?.();
  }
}
