import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  isAdmin,
  planRevert,
  type Actor,
  type RevertEvent,
  type SpecialistCommand,
  accountCodes,
  auditCodes,
} from '@dth/domain';
import type { CommandContext, EventStore, RecordedEvent } from '@dth/infrastructure';
import type { CatalogService } from '../catalogs/catalogService';
import type { SpecialistCommandInput, SpecialistService } from '../specialists/specialistService';

const asRevertEvent = (event: RecordedEvent): RevertEvent => ({
  type: event.type,
  data: event.data as Record<string, unknown>,
  position: event.position,
  actorId: event.metadata.actorId,
  at: event.createdAt.toISOString(),
});

/** A later change a revert would overwrite, as the 409 names it. */
const laterChange = (event: RevertEvent) => ({
  position: event.position.toString(),
  action: event.type,
  at: event.at,
  actor_id: event.actorId,
});

/**
 * Reverts from the admin report: the event's section set back to what it was, by the profile's own
 * command through its decider, stamped `reverts: {position}` with the admin as actor.
 */
export class Reverts {
  constructor(
    private readonly store: EventStore,
    private readonly specialists: SpecialistService,
    private readonly catalogs: CatalogService,
  ) {}

  async revert(actor: Actor, position: bigint, anyway: boolean, ctx: CommandContext) {
    if (!isAdmin(actor)) throw new ForbiddenError(auditCodes.revertAdminOnly);
    const target = await this.eventAt(position);
    if (!target) throw new NotFoundError(auditCodes.eventNotFound);
    const stream: RevertEvent[] = [];
    let plannedAt = 0n;
    for await (const event of this.store.readStream(target.stream)) {
      stream.push(asRevertEvent(event));
      plannedAt = event.revision;
    }
    const plan = planRevert(asRevertEvent(target), stream, { anyway });
    switch (plan.outcome) {
      case 'erased':
        throw new ConflictError(accountCodes.erased);
      case 'not-revertible':
        throw new ConflictError(auditCodes.notRevertible, { reason: plan.reason });
      case 'nothing-to-restore':
        throw new ConflictError(auditCodes.nothingToRestore);
      case 'conflict':
        throw new ConflictError(auditCodes.revertConflict, { later: plan.later.map(laterChange) });
      case 'command': {
        const { catalog, ...command } = plan.command;
        const withCatalog = (
          catalog ? { ...command, data: { ...command.data, catalog: await this.catalogs.items(catalog) } } : command
        ) as SpecialistCommandInput;
        // Refused (409) if the stream moved on while the revert was worked out: a change landing meanwhile is never overwritten unseen.
        const result = await this.specialists.execute(
          withCatalog satisfies Omit<SpecialistCommand, 'metadata'>,
          actor,
          { ...ctx, reverts: position.toString() },
          { plannedAt },
        );
        return { position: result.position, overwrote: plan.overwrites.map(laterChange) };
      }
    }
  }

  private async eventAt(position: bigint): Promise<RecordedEvent | null> {
    if (position < 1n) return null;
    for await (const event of this.store.readAll({ fromPosition: position - 1n, maxCount: 1 }))
      return event.position === position ? event : null;
    return null;
  }
}
