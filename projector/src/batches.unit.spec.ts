import { describe, expect, it } from 'vitest';
import { batches } from './batches';

async function* burstsOf(bursts: number[][], gapMs: number) {
  for (const burst of bursts) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    yield* burst;
  }
}

async function collect<T>(source: AsyncIterable<T>) {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

describe('batches', () => {
  it('closes a batch when nothing more is ready, so a lone event is not held back', async () => {
    expect(await collect(batches(burstsOf([[1, 2, 3], [4], [5, 6]], 5), 100))).toEqual([[1, 2, 3], [4], [5, 6]]);
  });

  it('closes a batch when it is full', async () => {
    expect(await collect(batches(burstsOf([[1, 2, 3, 4, 5]], 0), 2))).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('loses no item across the boundary of a pending read', async () => {
    const all = await collect(batches(burstsOf([[1], [2], [3], [4]], 2), 10));
    expect(all.flat()).toEqual([1, 2, 3, 4]);
  });
});
