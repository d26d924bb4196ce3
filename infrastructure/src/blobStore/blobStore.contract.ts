import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blobStore';

/** What every blob store must do, run against the loopback S3 server and against real MinIO. */
export function blobStoreContract(name: string, open: () => Promise<BlobStore>) {
  describe(`${name} blob store contract`, () => {
    let blobs: BlobStore;
    beforeAll(async () => {
      blobs = await open();
      await blobs.ensureBucket();
      await blobs.ensureBucket(); // a second call finds the bucket and changes nothing
    });

    it('stores bytes under a key and gives them back unchanged', async () => {
      const key = `tests/${randomUUID()}.bin`;
      const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256));
      await blobs.put(key, body, 'application/octet-stream');
      expect(await blobs.get(key)).toEqual(body);
    });

    it('tells whether a key exists', async () => {
      const key = `tests/${randomUUID()}.txt`;
      expect(await blobs.exists(key)).toBe(false);
      await blobs.put(key, Buffer.from('x'), 'text/plain');
      expect(await blobs.exists(key)).toBe(true);
    });

    it('overwrites a key idempotently (content-addressed keys are re-put by retried jobs)', async () => {
      const key = `tests/${randomUUID()}.txt`;
      await blobs.put(key, Buffer.from('same'), 'text/plain');
      await blobs.put(key, Buffer.from('same'), 'text/plain');
      expect((await blobs.get(key)).toString()).toBe('same');
    });

    it('uploads a stream longer than one part, as it comes', async () => {
      const key = `tests/${randomUUID()}.csv`;
      const lines = Array.from({ length: 600_000 }, (_, i) => `${i},row ${i} of a streamed upload\r\n`);
      const expected = Buffer.from(lines.join(''));
      expect(expected.length).toBeGreaterThan(16 * 1024 * 1024);
      await blobs.putStream(
        key,
        Readable.from(
          (function* () {
            for (let i = 0; i < lines.length; i += 10_000) yield Buffer.from(lines.slice(i, i + 10_000).join(''));
          })(),
        ),
        'text/csv',
      );
      expect((await blobs.get(key)).equals(expected)).toBe(true);
    });

    it('lists the keys under a prefix written before a moment, and removes them', async () => {
      const prefix = `tests/${randomUUID()}/`;
      await blobs.put(`${prefix}a`, Buffer.from('a'), 'text/plain');
      await blobs.put(`${prefix}b`, Buffer.from('b'), 'text/plain');
      await blobs.put(`tests/${randomUUID()}/other`, Buffer.from('c'), 'text/plain');
      expect(await blobs.keysOlderThan(prefix, new Date(Date.now() - 60_000))).toEqual([]);
      const old = await blobs.keysOlderThan(prefix, new Date(Date.now() + 60_000));
      expect(old.sort()).toEqual([`${prefix}a`, `${prefix}b`]);
      await blobs.remove(old);
      expect(await blobs.exists(`${prefix}a`)).toBe(false);
      expect(await blobs.keysOlderThan(prefix, new Date(Date.now() + 60_000))).toEqual([]);
    });

    it('fails clearly for a key that does not exist', async () => {
      await expect(blobs.get(`tests/${randomUUID()}`)).rejects.toThrow();
    });
  });
}
