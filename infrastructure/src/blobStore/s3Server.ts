import S3rver from 's3rver';

export interface S3ServerHandle {
  port: number;
  stop(): Promise<void>;
}

/**
 * The embedded S3-compatible server (s3rver) on loopback, so the same MinIO client code runs
 * locally and against real MinIO. Its files live under `directory`.
 */
export async function startS3Server({
  port,
  directory,
  buckets,
}: {
  port: number;
  directory: string;
  buckets: string[];
}): Promise<S3ServerHandle> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port: bound } = await server.run();
  return { port: bound, stop: () => server.close() };
}
