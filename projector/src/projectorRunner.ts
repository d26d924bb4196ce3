import type { Redis } from 'ioredis';
import { AUDIT_READ_MODEL, NOTIFICATIONS_READ_MODEL, type Projection } from '@dth/domain';
import {
  BUILT_KEY,
  SWITCH_CHANNEL,
  checkpointKey,
  erasureRebuiltKey,
  currentKeyspace,
  legacyCheckpointKey,
  lowestCheckpoint,
  type AuditStoreWriter,
  type EventStore,
  type Keyspace,
  type LeaseFence,
  type Logger,
} from '@dth/infrastructure';
import { batches } from './batches';
import { AuditLane } from './audit/auditLane';
import { NotificationLane } from './notifications/notificationLane';
import { ProjectionWriter } from './projectionWriter';
import { replay } from './replay';

export const BATCH_SIZE = 500;

/** The read models there were while they shared one checkpoint (`rm:v{n}:$checkpoint`). */
export const LEGACY_READ_MODELS: readonly string[] = [
  'UserAccount',
  'SpecialistProfile',
  'CatalogList',
  'UserActivity',
  'BusinessOwnerProfile',
  'Network',
  'NetworkMember',
  'Team',
  'TeamHistory',
  'Engagement',
  'EngagementHistory',
  'ShareLink',
  'ShareLinkOpen',
];

/**
 * The live projector: subscribes to $all from the lowest checkpoint of the read models (the audit's
 * included) and writes batches into each read model's current version; each skips what it already
 * holds. When a replay switches a read model it starts again on the new keyspace.
 */
export class ProjectorRunner {
  private subscriber?: Redis;

  constructor(
    private readonly store: EventStore,
    private readonly redis: Redis,
    private readonly projections: Projection[],
    private readonly logger: Logger,
    /** The admin report's store (absent: the audit is not kept, as in tests of the other read models). */
    private readonly audit?: AuditStoreWriter,
  ) {}

  /** `fence`: the lease this projector holds as the active one (ProjectorLeadership); its batches are written only while it holds it. */
  async run(signal: AbortSignal, fence?: LeaseFence): Promise<void> {
    this.subscriber = this.redis.duplicate();
    await this.subscriber.subscribe(SWITCH_CHANNEL);
    try {
      while (!signal.aborted) await this.runKeyspace(signal, fence);
    } finally {
      this.subscriber.disconnect();
    }
  }

  private async runKeyspace(signal: AbortSignal, fence: LeaseFence | undefined): Promise<void> {
    const keyspace = await currentKeyspace(this.redis);
    await this.moveLegacyCheckpoints(keyspace);
    const writer = new ProjectionWriter(this.redis, this.projections, keyspace, { publish: true, fence });
    let checkpoints = await writer.checkpoints();
    const audit = this.audit
      ? await AuditLane.open(this.store, this.audit, keyspace.versionOf(AUDIT_READ_MODEL.name))
      : undefined;
    const notifications = await NotificationLane.open(this.redis, keyspace.versionOf(NOTIFICATIONS_READ_MODEL.name), {
      publish: true,
      fence,
    });
    const from = lowestCheckpoint([
      ...checkpoints.values(),
      notifications.checkpoint,
      ...(audit ? [audit.checkpoint] : []),
    ]);
    await this.recordBuiltVersions(
      new Map([...checkpoints, [NOTIFICATIONS_READ_MODEL.name, notifications.checkpoint]]),
      audit?.checkpoint,
    );
    const stop = new AbortController();
    const onStop = () => stop.abort();
    signal.addEventListener('abort', onStop, { once: true });
    this.subscriber!.on('message', onStop);
    this.logger.info(
      { from: from.toString(), keyspace: keyspace.stamp, audit: audit?.checkpoint.toString() },
      'projecting',
    );
    try {
      for await (const batch of batches(
        this.store.subscribeToAll({ fromPosition: from, signal: stop.signal }),
        BATCH_SIZE,
      )) {
        if (stop.signal.aborted) break;
        if (batch.some((event) => event.type === 'AccountErased')) {
          await this.forgetErased(batch);
          return;
        }
        // The audit commits first, so the report holds every event the other read models show.
        await audit?.apply(batch);
        checkpoints = await writer.apply(batch, checkpoints);
        // After the read models, so a notification's link opens a record that already shows it.
        await notifications.apply(batch);
      }
    } finally {
      signal.removeEventListener('abort', onStop);
      this.subscriber!.off('message', onStop);
    }
  }

  /**
   * An erasure destroyed a person's keys: every read model and the audit still hold what they could
   * read before, so all are rebuilt from the log (which now reads the person as erased) into a new
   * version, and the old versions are deleted at once. This runs before the erasure's batch is
   * applied, so a projector killed during it meets the erasure again and starts over. The rebuild's
   * switch then restarts projecting on the new keyspace.
   */
  private async forgetErased(batch: readonly { type: string; data: unknown; position: bigint }[]): Promise<void> {
    const erased = batch
      .filter((event) => event.type === 'AccountErased')
      .map((event) => (event.data as { userId: string }).userId);
    this.logger.info(
      { erased, position: batch.at(-1)!.position.toString() },
      'an account was erased: rebuilding every read model without it',
    );
    const result = await replay(this.store, this.redis, this.projections, undefined, {
      audit: this.audit,
      dropPrevious: true,
    });
    this.logger.info(
      { erased, seconds: result.seconds, events: result.events, version: result.version },
      'read models rebuilt after an erasure',
    );
    const done = this.redis.multi();
    for (const userId of erased)
      done.set(erasureRebuiltKey(userId), String(batch.at(-1)!.position), 'EX', 7 * 24 * 3600);
    await done.exec();
  }

  /**
   * A keyspace from before read models had their own checkpoints: each read model of that time gets
   * the shared one, once (a read model added since starts from nothing, so the projector builds it).
   */
  private async moveLegacyCheckpoints(keyspace: Keyspace): Promise<void> {
    const legacy = this.projections.filter((p) => LEGACY_READ_MODELS.includes(p.name));
    for (const version of new Set(legacy.map((p) => keyspace.versionOf(p.name)))) {
      const checkpoint = await this.redis.get(legacyCheckpointKey(version));
      if (checkpoint === null) continue;
      const tx = this.redis.multi();
      for (const p of legacy)
        if (keyspace.versionOf(p.name) === version) tx.setnx(checkpointKey(version, p.name), checkpoint);
      await tx.del(legacyCheckpointKey(version)).exec();
    }
  }

  /**
   * A read model projected from the start here is built by this version of its projection; one built
   * by an older version is only made right by a replay (`npm run replay` finds it by `rm:built`).
   */
  private async recordBuiltVersions(
    checkpoints: ReadonlyMap<string, bigint>,
    audited: bigint | undefined,
  ): Promise<void> {
    const declared = [
      ...this.projections,
      NOTIFICATIONS_READ_MODEL,
      ...(audited !== undefined ? [AUDIT_READ_MODEL] : []),
    ];
    const fresh = declared.filter((p) => (p.name === AUDIT_READ_MODEL.name ? audited : checkpoints.get(p.name)) === 0n);
    if (fresh.length > 0) await this.redis.hset(BUILT_KEY, Object.fromEntries(fresh.map((p) => [p.name, p.version])));
    const built = await this.redis.hgetall(BUILT_KEY);
    const stale = declared
      .filter((p) => built[p.name] !== undefined && Number(built[p.name]) !== p.version)
      .map((p) => p.name);
    if (stale.length > 0)
      this.logger.warn(
        { stale },
        'read models were built by an older version of their projection: run `npm run replay`',
      );
  }
}
