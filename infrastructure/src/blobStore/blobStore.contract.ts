import { randomUUID } from 'node:crypto';
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

    it('fails clearly for a key that does not exist', async () => {
      await expect(blobs.get(`tests/${randomUUID()}`)).rejects.toThrow();
    });
  });
}
