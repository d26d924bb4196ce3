import { CATALOG_NAMES, catalogDecider, toCatalogStream, type CatalogItem, type CatalogName } from '@dth/domain';
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

  async add(name: CatalogName, items: Omit<CatalogItem, 'id'>[], ctx: CommandContext) {
    return handleCommand(
      this.store,
      toCatalogStream(name),
      catalogDecider,
      { type: 'AddCatalogItems', data: { catalog: name, items }, metadata: { now: ctx.now } },
      ctx,
    );
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
