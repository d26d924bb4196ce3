import type { Redis } from 'ioredis';
import type { Projection } from '@dth/domain';
import { POINTER_KEY, SWITCH_CHANNEL, type AuditDatabase, type EventStore, type Logger } from '@dth/infrastructure';
import { batches } from './batches';
import { AuditWriter } from './audit/auditWriter';
import { ProjectionWriter } from './projectionWriter';

export const BATCH_SIZE = 500;

/**
 * The live projector: subscribes to $all from the current version's checkpoint and writes
 * batches into it. When a replay switches the pointer it restarts on the new version.
 */
export class ProjectorRunner {
  private readonly writer: ProjectionWriter;
  private readonly auditWriter?: AuditWriter;
  private subscriber?: Redis;

  constructor(
    private readonly store: EventStore,
    private readonly redis: Redis,
    projections: Projection[],
    private readonly logger: Logger,
    /** The admin report's SQLite file (absent: the audit is not kept, as in tests of the other read models). */
    audit?: AuditDatabase,
  ) {
    this.auditWriter = audit ? new AuditWriter(projections, audit) : undefined;
    this.writer = new ProjectionWriter(redis, projections, undefined, this.auditWriter);
  }

  async run(signal: AbortSignal): Promise<void> {
    this.subscriber = this.redis.duplicate();
    await this.subscriber.subscribe(SWITCH_CHANNEL);
    try {
      while (!signal.aborted) await this.runVersion(signal);
    } finally {
      this.subscriber.disconnect();
      await this.auditWriter?.close();
    }
  }

  private async runVersion(signal: AbortSignal): Promise<void> {
    const version = Number((await this.redis.get(POINTER_KEY)) ?? 1);
    let checkpoint = await this.writer.checkpoint(version);
    const stop = new AbortController();
    const onStop = () => stop.abort();
    const onSwitch = () => stop.abort();
    signal.addEventListener('abort', onStop, { once: true });
    this.subscriber!.on('message', onSwitch);
    const audited = this.auditWriter?.checkpoint(version);
    this.logger.info({ version, checkpoint: checkpoint.toString(), audit: audited?.toString() }, 'projecting');
    // The audit commits before Redis, so it is behind only when its file is new or was lost: its rows
    // need the records' states before each event, which only a replay rebuilds.
    if (audited !== undefined && audited < checkpoint) {
      this.logger.warn({ version, audit: audited.toString(), checkpoint: checkpoint.toString() }, 'the audit file is behind the read models: run `npm run replay` to rebuild it');
    }
    try {
      for await (const batch of batches(this.store.subscribeToAll({ fromPosition: checkpoint, signal: stop.signal }), BATCH_SIZE)) {
        if (stop.signal.aborted) break;
        checkpoint = await this.writer.apply(version, batch, checkpoint);
      }
    } finally {
      signal.removeEventListener('abort', onStop);
      this.subscriber!.off('message', onSwitch);
    }
  }
}
