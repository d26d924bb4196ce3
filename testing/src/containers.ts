/**
 * Real servers for adapter tests that only exist as container images (EventStoreDB, MinIO).
 * An explicit connection setting wins; otherwise testcontainers starts one when a Docker
 * engine answers; otherwise the caller reports its tests skipped with `reason`.
 */
export type ContainerTarget =
  { available: true; connectionString: string; stop(): Promise<void> } | { available: false; reason: string };

export async function dockerEngineAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

const NO_DOCKER = 'no Docker engine answers on this machine and no connection string is set';

export async function startEventStoreDb(): Promise<ContainerTarget> {
  if (process.env.EVENTSTORE_CONNECTION_STRING) {
    return { available: true, connectionString: process.env.EVENTSTORE_CONNECTION_STRING, stop: async () => undefined };
  }
  if (!(await dockerEngineAnswers()))
    return { available: false, reason: `${NO_DOCKER} (EVENTSTORE_CONNECTION_STRING)` };
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_MEM_DB: 'true' })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    available: true,
    connectionString: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => void (await container.stop()),
  };
}

/** `connectionString` is `http://ACCESS:SECRET@host:port`. */
export async function startMinio(): Promise<ContainerTarget> {
  if (process.env.MINIO_TEST_ENDPOINT) {
    const user = encodeURIComponent(process.env.MINIO_TEST_ACCESS_KEY ?? 'minioadmin');
    const secret = encodeURIComponent(process.env.MINIO_TEST_SECRET_KEY ?? 'minioadmin');
    return {
      available: true,
      connectionString: `http://${user}:${secret}@${process.env.MINIO_TEST_ENDPOINT}`,
      stop: async () => undefined,
    };
  }
  if (!(await dockerEngineAnswers())) return { available: false, reason: `${NO_DOCKER} (MINIO_TEST_ENDPOINT)` };
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('minio/minio:RELEASE.2025-04-22T22-12-26Z')
    .withCommand(['server', '/data'])
    .withEnvironment({ MINIO_ROOT_USER: 'minioadmin', MINIO_ROOT_PASSWORD: 'minioadmin' })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000))
    .start();
  return {
    available: true,
    connectionString: `http://minioadmin:minioadmin@${container.getHost()}:${container.getMappedPort(9000)}`,
    stop: async () => void (await container.stop()),
  };
}
