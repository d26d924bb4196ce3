import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestListener } from 'node:http';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { projections, type StoredEvent, type UserType } from '@dth/domain';
import {
  AccountServiceToken,
  buildRequestListener as buildCommandListener,
  createContainer as createCommandContainer,
  disposeContainer as disposeCommand,
} from '@dth/command-api';
import {
  buildRequestListener as buildQueryListener,
  createContainer as createQueryContainer,
  disposeContainer as disposeQuery,
} from '@dth/query-api';
import { ProjectorRunner } from '@dth/projector';
import { Reactors, createUserMail, startShareLinkCodeWorker, userReactions } from '@dth/worker';
import { uniquePassword } from './passwords';
import {
  CLOCK,
  MailOutbox,
  ShareEmailCodes,
  TOKENS,
  createAuditWriter,
  createMailQueue,
  createShareLinkCodeQueue,
  createBlobStore,
  createEventStore,
  createLogger,
  createRedis,
  freePort,
  hashPasswordsCheaply,
  loadEnv,
  startRedisServer,
  startS3Server,
  systemClock,
  type BlobStore,
  type Clock,
  type Env,
  type EventStore,
  type RedisServerHandle,
} from '@dth/infrastructure';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * The whole back end in one process over real parts: a private redis-server, a temp SQLite
 * file, both express apps (driven over real HTTP by supertest) and a live projector.
 */
/** An event as a test reads it back: its data is checked by the assertion that follows, a field at a time. */
export type TestEvent = Omit<StoredEvent, 'data'> & { data: Record<string, unknown> };

export interface TestPlatform {
  env: Env;
  /** The command API as its server runs it (the fast write path in front of express). */
  command: RequestListener;
  /** The query API as its server runs it (the fast read path in front of express); a restart replaces it. */
  query: RequestListener;
  /** Stops the query API and starts it again on the same Redis, log and files: nothing it held in memory is kept. */
  restartQuery(): Promise<void>;
  /** Another query API process's worth (its own container, caches and subscriptions) over the same data. */
  startQueryApi(): Promise<QueryApi>;
  store: EventStore;
  redis: Redis;
  blobs: BlobStore;
  /** The time the APIs and the test workers read (options.clock, else the system's): a test moves it to reach a deadline. */
  clock: Clock;
  /** Every event of a stream, oldest first. */
  eventsOf(stream: string): Promise<TestEvent[]>;
  /** Resolves once the read models include `position` (the `position` of a write's answer). */
  projected(position: string | bigint): Promise<void>;
  /**
   * Resolves once the worker's reactions (invitation mails, departed members) have handled the whole
   * log and its share-link codes are mailed, and what they appended is projected: what a request set
   * off has happened.
   */
  reacted(): Promise<void>;
  /** Whether the worker's reactions run in the test's process (`reactions` not false). */
  reacts: boolean;
  /** An active user with a password, signed in: `token` is a bearer token. */
  createUser(
    userType?: UserType,
    overrides?: Partial<{ firstName: string; lastName: string; email: string }>,
  ): Promise<TestUser>;
  stop(): Promise<void>;
}

export interface QueryApi {
  listener: RequestListener;
  stop(): Promise<void>;
}

export interface TestPlatformOptions {
  /** The time both APIs and the test workers read (share links' expiry, erasures' grace); the system clock when absent. */
  clock?: Clock;
  /** false: no reactions or share-link code worker run in the test's process (a test that runs the worker as its own process). */
  reactions?: boolean;
  /** Redis keeps its append-only file under `$DATA_DIR/redis`, as `npm start`'s does. */
  persistRedis?: boolean;
  /** Wraps the event store the command API writes with (e.g. `heldAppends`, to hold a stream's appends). */
  commandStore?: (store: EventStore) => EventStore;
  /**
   * Passwords hashed at a test-only low scrypt cost (`hashPasswordsCheaply`), for a test whose
   * subject is who may sign in, not what a hash costs: each sign-in and each user made is then
   * milliseconds instead of a busy core's second. Absent, the production cost.
   */
  cheapPasswordHashes?: boolean;
}

export async function startTestPlatform(
  extraEnv: Record<string, string> = {},
  options: TestPlatformOptions = {},
): Promise<TestPlatform> {
  if (options.cheapPasswordHashes) hashPasswordsCheaply();
  const dataDir = await mkdtemp(join(tmpdir(), 'dth-test-'));
  const redisServer: RedisServerHandle = await startRedisServer(
    options.persistRedis ? { dir: join(dataDir, 'redis') } : {},
  );
  const s3 = await startS3Server({ port: await freePort(), directory: join(dataDir, 'blobs'), buckets: ['media'] });
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: redisServer.url,
    S3_PORT: String(s3.port),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Fixtures invite the same people many times within an hour; the mail limits' own tests set the real ones.
    USER_MAILS_PER_SENDER_PER_HOUR: '1000000',
    USER_MAILS_PER_RECIPIENT_PER_HOUR: '1000000',
    ...extraEnv,
  });
  const logger = createLogger('test', 'silent');
  const commandContainer = createCommandContainer(env, logger);
  if (options.clock) commandContainer.register(CLOCK, { useValue: options.clock });
  if (options.commandStore) {
    const wrapped = options.commandStore(commandContainer.resolve(TOKENS.EventStore));
    commandContainer.register(TOKENS.EventStore, { useValue: wrapped });
  }
  const startQueryApi = async () => {
    const container = createQueryContainer(env, logger);
    if (options.clock) container.register(CLOCK, { useValue: options.clock });
    await container.resolve(TOKENS.ReadModels).start();
    return { container, listener: buildQueryListener(container), stop: () => disposeQuery(container) };
  };
  let queryApi = await startQueryApi();
  const redis = createRedis(env.REDIS_URL);
  const store = createEventStore(env, redis);
  const projectorRedis = createRedis(env.REDIS_URL);
  const stopProjector = new AbortController();
  const projectorStore = createEventStore(env, projectorRedis);
  const projectorAudit = createAuditWriter(env);
  const projector = new ProjectorRunner(projectorStore, projectorRedis, projections, logger, projectorAudit).run(
    stopProjector.signal,
  );
  const reactorRedis = createRedis(env.REDIS_URL);
  const reactorStore = createEventStore(env, reactorRedis);
  const outbox = new MailOutbox(createMailQueue(env.REDIS_URL));
  const reacting = options.reactions !== false;
  const sideEffects = { store: reactorStore, redis: reactorRedis, outbox, logger };
  const mail = createUserMail(env, sideEffects);
  const reactors = new Reactors(
    reactorStore,
    reactorRedis,
    reacting ? userReactions(env, { ...sideEffects, mail, clock: options.clock }) : [],
    logger,
    { ttlMs: env.WORKER_LEASE_MS },
  );
  let reactorFailure: { error: unknown } | undefined;
  await reactors.start((error) => (reactorFailure = { error }));
  const codeRequests = createShareLinkCodeQueue(env.REDIS_URL);
  const codeWorker = reacting
    ? startShareLinkCodeWorker({
        redisUrl: env.REDIS_URL,
        store: reactorStore,
        codes: new ShareEmailCodes(reactorRedis),
        mail,
        publicUrl: env.PUBLIC_URL,
        logger,
        lockDurationMs: 1500,
      })
    : undefined;
  /** Everything the reactions and the code worker have not done yet (0 when done). */
  const pending = async (head: bigint) => {
    const { waiting, active, delayed } = await codeRequests.getJobCounts('waiting', 'active', 'delayed');
    return waiting + active + delayed + ((await reactors.handledThrough()) < head ? 1 : 0);
  };
  const command = buildCommandListener(commandContainer);
  const readModels = () => queryApi.container.resolve(TOKENS.ReadModels);

  const platform: TestPlatform = {
    env,
    command,
    get query() {
      return queryApi.listener;
    },
    async restartQuery() {
      await queryApi.stop();
      queryApi = await startQueryApi();
    },
    async startQueryApi() {
      const { listener, stop } = await startQueryApi();
      return { listener, stop };
    },
    store,
    redis,
    reacts: reacting,
    blobs: createBlobStore(env),
    clock: options.clock ?? systemClock,
    async eventsOf(stream) {
      const events: TestEvent[] = [];
      for await (const e of store.readStream(stream)) events.push({ ...e, data: { ...e.data } });
      return events;
    },
    async projected(position) {
      if (!(await readModels().waitFor(BigInt(position), 10_000)))
        throw new Error(`projector did not reach ${position}`);
    },
    async reacted() {
      if (!reacting) throw new Error('no reactions run in this test platform');
      for (let head = -1n; ;) {
        const now = await store.headPosition();
        if (now === head) break;
        head = now;
        const deadline = Date.now() + 10_000;
        while ((await pending(head)) > 0) {
          if (reactorFailure) throw reactorFailure.error;
          if (Date.now() > deadline) throw new Error(`reactions did not reach ${head}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
      await platform.projected(await store.headPosition());
    },
    async createUser(userType = 'specialist', overrides = {}) {
      const email = overrides.email ?? `user-${randomUUID()}@example.com`;
      const password = uniquePassword();
      const accounts = commandContainer.resolve(AccountServiceToken);
      const ctx = {
        actorId: 'system',
        actorRole: 'system' as const,
        correlationId: randomUUID(),
        causationId: randomUUID(),
        now: platform.clock.now().toISOString(),
      };
      const { id, position } = await accounts.register(
        { firstName: overrides.firstName ?? 'Test', lastName: overrides.lastName ?? 'User', email, userType },
        ctx,
        password,
      );
      if (position !== undefined) await platform.projected(position);
      const login = await request(command).post('/auth/login').send({ email, password }).expect(200);
      return { id, email, password, token: login.body.data.access_token as string };
    },
    async stop() {
      await codeWorker?.close();
      await codeRequests.close();
      await reactors.stop();
      await outbox.close();
      await reactorStore.close();
      reactorRedis.disconnect();
      stopProjector.abort();
      await projector.catch(() => undefined);
      await projectorStore.close();
      await projectorAudit.close();
      await disposeCommand(commandContainer);
      await queryApi.stop();
      await store.close();
      redis.disconnect();
      projectorRedis.disconnect();
      await redisServer.stop();
      await s3.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return platform;
}
