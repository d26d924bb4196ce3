import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { loadEnv } from '../config/env';
import { freePort } from '../runtime/redisServer';
import { blobStoreContract } from './blobStore.contract';
import { createBlobStore } from './blobStore';
import { startS3Server, type S3ServerHandle } from './s3Server';

let server: S3ServerHandle | undefined;
afterAll(() => server?.stop());

// The bucket is not configured up front: ensureBucket must create it through the MinIO client.
blobStoreContract('MinIO client on the loopback S3 server', async () => {
  server = await startS3Server({ port: await freePort(), directory: mkdtempSync(join(tmpdir(), 's3-')), buckets: [] });
  return createBlobStore(loadEnv({ S3_PORT: String(server.port), MEDIA_BUCKET: 'contract' }));
});
