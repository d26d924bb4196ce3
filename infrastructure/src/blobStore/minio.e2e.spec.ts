import { afterAll, describe, it } from 'vitest';
import { loadEnv } from '../config/env';
import { startMinio } from '@dth/testing';
import { blobStoreContract } from './blobStore.contract';
import { createBlobStore } from './blobStore';

/**
 * The same contract against real MinIO: the one named by MINIO_TEST_ENDPOINT (host:port, with
 * MINIO_TEST_ACCESS_KEY / MINIO_TEST_SECRET_KEY), or one started through testcontainers when a
 * Docker engine answers. Without either it is reported skipped, with the reason.
 */
const target = await startMinio();

if (target.available) {
  const url = new URL(target.connectionString);
  afterAll(() => target.stop());
  blobStoreContract('MinIO', async () =>
    createBlobStore(
      loadEnv({
        S3_ENDPOINT: url.hostname,
        S3_PORT: url.port,
        S3_ACCESS_KEY: decodeURIComponent(url.username),
        S3_SECRET_KEY: decodeURIComponent(url.password),
        MEDIA_BUCKET: 'contract',
      }),
    ),
  );
} else {
  console.warn(`MinIO adapter tests skipped: ${target.reason}`);
  describe(`MinIO blob store contract — skipped: ${target.reason}`, () => {
    it.skip(`needs MinIO (${target.reason})`, () => undefined);
  });
}
