import { AUDIT_READ_MODEL } from '@dth/domain';
import type { AuditPage, AuditRowFilter, AuditStoreReader, DailyCount, ReadModelStore } from '@dth/infrastructure';

/**
 * The report's reads of the audit store, in the audit's current version (a replay builds the next
 * one beside it, and the keyspace says which one readers use).
 */
export class AuditQuery {
  constructor(
    private readonly readModels: ReadModelStore,
    readonly store: AuditStoreReader,
  ) {}

  get version(): number {
    return this.readModels.keyspace.versionOf(AUDIT_READ_MODEL.name);
  }

  page(filter: AuditRowFilter, order: 'ASC' | 'DESC', start: number, count: number): Promise<AuditPage> {
    return this.store.page(this.version, filter, order, start, count);
  }

  rows(positions: readonly string[]): Promise<string[]> {
    return this.store.rows(this.version, positions);
  }

  async row(position: string): Promise<unknown> {
    const raw = await this.store.row(this.version, position);
    return raw ? JSON.parse(raw) : null;
  }

  dailyCounts(filter: Omit<AuditRowFilter, 'from' | 'to'>, from: number, to: number): Promise<DailyCount[]> {
    return this.store.dailyCounts(this.version, filter, from, to);
  }

  history(targetType: string, id: string, start: number, count: number): Promise<AuditPage> {
    return this.store.history(this.version, targetType, id, start, count);
  }

  positionAt(ms: number): Promise<bigint | null> {
    return this.store.positionAt(this.version, ms);
  }

  /** The last position the audit's current version holds. */
  checkpoint(): Promise<bigint> {
    return this.store.checkpoint(this.version);
  }

  /**
   * Resolves true once the audit holds `position` (its own checkpoint, which may run ahead of or behind
   * the Redis read models'), false after `timeoutMs`. The store is asked again after 5, 10, 20, 40, then
   * every 50 ms: a report read right after a write usually finds it on the first ask.
   */
  async waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (let pause = 5; ; pause = Math.min(pause * 2, 50)) {
      if ((await this.checkpoint()) >= position) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }
}
