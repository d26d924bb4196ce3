import {
  CATALOG_NAMES,
  NotFoundError,
  catalogCodes,
  catalogDecider,
  isCatalogName,
  toCatalogStream,
  type Actor,
  type AddCatalogItems,
  type CatalogItem,
  type CatalogName,
} from '@dth/domain';
import {
  ConcurrencyError,
  deterministicUuid,
  handleCommand,
  loadAggregate,
  type CommandContext,
  type EventStore,
} from '@dth/infrastructure';

/**
 * The reference lists on the write side. Commands read a catalog from its stream (never from
 * Redis), folded like any aggregate: each read only fetches the events after the last one seen.
 */
export class CatalogService {
  constructor(private readonly store: EventStore) {}

  async items(name: CatalogName): Promise<CatalogItem[]> {
    return (await loadAggregate(this.store, toCatalogStream(name), catalogDecider)).state.items;
  }

  /** `name` as the path gave it: the decider answers who may add (403) before an unknown list is 404. */
  async add(name: string, items: Omit<CatalogItem, 'id'>[], actor: Actor, ctx: CommandContext) {
    const command = (catalog: CatalogName): AddCatalogItems => ({
      type: 'AddCatalogItems',
      data: { catalog, items },
      metadata: { now: ctx.now, actor },
    });
    if (!isCatalogName(name)) {
      catalogDecider.decide(command(name as CatalogName), catalogDecider.initialState());
      throw new NotFoundError(catalogCodes.unknownCatalog);
    }
    return handleCommand(this.store, toCatalogStream(name), catalogDecider, command(name), ctx);
  }

  /** Seeds every list that does not exist yet; returns the position of the last event appended. */
  async seedDefaults(defaults: Record<CatalogName, CatalogItem[]>, ctx: CommandContext): Promise<bigint | undefined> {
    let position: bigint | undefined;
    for (const name of CATALOG_NAMES) {
      try {
        const result = await handleCommand(
          this.store,
          toCatalogStream(name),
          catalogDecider,
          // The same event id on every start, so a retried seed cannot append twice.
          {
            type: 'SeedCatalog',
            data: { catalog: name, items: defaults[name], eventId: deterministicUuid(`CatalogSeeded:${name}`) },
            metadata: { now: ctx.now },
          },
          ctx,
        );
        position = result.position ?? position;
      } catch (error) {
        // Another process seeded this list at the same moment: it is there, which is all we need.
        if (!(error instanceof ConcurrencyError)) throw error;
      }
    }
    return position;
  }
}
