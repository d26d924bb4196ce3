import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { accountDecider, isAdminRole, toUserStream } from '@dth/domain';
import {
  handleCommand,
  personalDataExportJobDefaults,
  type CommandContext,
  type EventStore,
  type PersonalDataExportJob,
} from '@dth/infrastructure';

/**
 * "Download my data": the request is an event of the person's account (so the report shows who asked,
 * and for whom), and the archive a worker job named by the export's random id.
 */
export class PersonalDataExports {
  constructor(
    private readonly store: EventStore,
    private readonly queue: Queue<PersonalDataExportJob>,
  ) {}

  async request(userId: string, ctx: CommandContext): Promise<{ id: string; position?: bigint }> {
    const exportId = randomUUID();
    const { position } = await handleCommand(
      this.store,
      toUserStream(userId),
      accountDecider,
      {
        type: 'RequestPersonalDataExport',
        data: { exportId, requestedBy: ctx.actorId, byAdmin: isAdminRole(ctx.actorRole) },
        metadata: { now: ctx.now },
      },
      ctx,
    );
    await this.queue.add(
      'archive',
      { userId, requestedBy: ctx.actorId },
      { ...personalDataExportJobDefaults, jobId: exportId },
    );
    return { id: exportId, position };
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
