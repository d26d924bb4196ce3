import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AUDIT_TARGET_TYPES, auditDayNumber, auditKeys, auditOwnerIndexKeys, auditQueryWords, namePrefixOf, type AuditRow } from '@dth/domain';
import { documentKey, type ReadModelStore } from '@dth/infrastructure';
import type { AuditFilter } from './auditFilter';

const TEMP_TTL_SECONDS = 120;
/** How long a shared selection is reused at most (well within its keys' TTL). */
const SHARED_FOR_MS = 30_000;
const MAX_SHARED = 200;

/** A filtered set of audit rows, as one sorted set of positions and the positions' bounds. */
export interface AuditSelection {
  key: string;
  min: number;
  max: number;
  /** Temporary keys to delete when done. */
  temporary: string[];
  empty: boolean;
}

/**
 * Reads of the audit read model: a filter is one index, or the intersection of unions of indexes
 * (ZUNIONSTORE/ZINTERSTORE with AGGREGATE MIN, so scores stay positions), bounded by positions found
 * from `from`/`to` on the time index. Pages are ranges by score, so an export walks the whole set
 * page by page from the last position seen (keyset paging: each page costs the same).
 */
export class AuditQuery {
  /**
   * Selections computed at the current checkpoint, by filter: the same filter read again (the next
   * page, fifty admins on the same screen) reuses its intersection until the log moves on. Concurrent
   * requests share one computation.
   */
  private readonly selections = new Map<string, { checkpoint: bigint; version: number; at: number; selection: Promise<AuditSelection> }>();

  constructor(private readonly readModels: ReadModelStore) {}

  /** The selection of a filter, reused while the read models stay at the same checkpoint. */
  async selectShared(filter: AuditFilter): Promise<AuditSelection> {
    const id = JSON.stringify(filter);
    const { currentCheckpoint: checkpoint, currentVersion: version } = this.readModels;
    const now = Date.now();
    const cached = this.selections.get(id);
    if (cached && cached.checkpoint === checkpoint && cached.version === version && now - cached.at < SHARED_FOR_MS) return cached.selection;
    const selection = this.select(filter);
    this.selections.set(id, { checkpoint, version, at: now, selection });
    selection.catch(() => this.selections.delete(id));
    if (this.selections.size > MAX_SHARED) {
      // Its temporary keys expire on their own: a request may still be reading them.
      const [oldest] = this.selections.keys();
      this.selections.delete(oldest);
    }
    return selection;
  }

  private get redis(): Redis {
    return this.readModels.client;
  }

  private key(k: string): string {
    return documentKey(this.readModels.currentVersion, k);
  }

  async select(filter: AuditFilter): Promise<AuditSelection> {
    const bounds = await this.positionBounds(filter.from, filter.to);
    const groups: string[][] = [];
    if (filter.actor_id) groups.push(filter.actor_id.map(auditKeys.actor));
    if (filter.actor_role) groups.push(filter.actor_role.map(auditKeys.role));
    if (filter.owner_id) groups.push(filter.owner_id.flatMap(auditOwnerIndexKeys));
    if (filter.type) groups.push(filter.type.map(auditKeys.type));
    if (filter.source) groups.push(filter.source.map(auditKeys.source));
    if (filter.target_id) {
      const types = filter.target_type ?? AUDIT_TARGET_TYPES();
      groups.push(types.flatMap((t) => filter.target_id!.map((id) => auditKeys.target(t, id))));
    } else if (filter.target_type) groups.push(filter.target_type.map(auditKeys.targetType));
    for (const word of auditQueryWords(filter.q ?? '')) {
      const named = await this.redis.smembers(this.key(auditKeys.names(namePrefixOf(word))));
      groups.push([...named, auditKeys.word(word)]);
    }
    const empty = { key: '', min: 0, max: 0, temporary: [], empty: true };
    if (!bounds) return empty;
    if (groups.length === 0) return { key: this.key(auditKeys.all), ...bounds, temporary: [], empty: false };
    if (groups.length === 1 && groups[0].length === 1) return { key: this.key(groups[0][0]), ...bounds, temporary: [], empty: false };
    const temporary: string[] = [];
    const tx = this.redis.multi();
    const sets = groups.map((group) => {
      if (group.length === 1) return this.key(group[0]);
      const union = this.key(`audit:tmp:${randomUUID()}`);
      temporary.push(union);
      tx.zunionstore(union, group.length, ...group.map((k) => this.key(k)), 'AGGREGATE', 'MIN');
      tx.expire(union, TEMP_TTL_SECONDS);
      return union;
    });
    let key = sets[0];
    if (sets.length > 1) {
      key = this.key(`audit:tmp:${randomUUID()}`);
      temporary.push(key);
      tx.zinterstore(key, sets.length, ...sets, 'AGGREGATE', 'MIN');
      tx.expire(key, TEMP_TTL_SECONDS);
    }
    await tx.exec();
    return { key, ...bounds, temporary, empty: false };
  }

  async release(selection: AuditSelection): Promise<void> {
    if (selection.temporary.length > 0) await this.redis.del(...selection.temporary);
  }

  /** The positions of the first and last events within [from, to]; null when none. */
  private async positionBounds(from?: number, to?: number): Promise<{ min: number; max: number } | null> {
    if (from === undefined && to === undefined) return { min: 0, max: Number.MAX_SAFE_INTEGER };
    const time = this.key(auditKeys.time);
    const [[, first], [, last]] = (await this.redis
      .pipeline()
      .zrangebyscore(time, from ?? '-inf', to ?? '+inf', 'LIMIT', 0, 1)
      .zrevrangebyscore(time, to ?? '+inf', from ?? '-inf', 'LIMIT', 0, 1)
      .exec()) as [[null, string[]], [null, string[]]];
    if (first.length === 0 || last.length === 0) return null;
    return { min: Number(first[0]), max: Number(last[0]) };
  }

  /** One page (newest first for DESC) and the total. */
  async page(selection: AuditSelection, order: 'ASC' | 'DESC', start: number, count: number): Promise<{ rows: string[]; total: number }> {
    if (selection.empty) return { rows: [], total: 0 };
    const { key, min, max } = selection;
    const pipeline = this.redis.pipeline();
    if (order === 'DESC') pipeline.zrevrangebyscore(key, max, min, 'LIMIT', start, count);
    else pipeline.zrangebyscore(key, min, max, 'LIMIT', start, count);
    pipeline.zcount(key, min, max);
    const [[, positions], [, total]] = (await pipeline.exec()) as [[null, string[]], [null, number]];
    return { rows: await this.rows(positions), total };
  }

  /** The rows' JSON texts, in the positions' order (missing ones left out). */
  async rows(positions: readonly string[]): Promise<string[]> {
    if (positions.length === 0) return [];
    const raws = await this.redis.mget(positions.map((p) => this.key(auditKeys.row(p))));
    return raws.filter((r): r is string => r !== null);
  }

  async row(position: string): Promise<AuditRow | null> {
    const raw = await this.redis.get(this.key(auditKeys.row(position)));
    return raw ? (JSON.parse(raw) as AuditRow) : null;
  }

  /** Every position of a selection, `pageSize` at a time, from the last one seen (memory stays flat). */
  async *positions(selection: AuditSelection, order: 'ASC' | 'DESC', pageSize = 1000): AsyncIterable<string[]> {
    if (selection.empty) return;
    let { min, max } = selection;
    for (;;) {
      await this.redis.expire(selection.key, TEMP_TTL_SECONDS).catch(() => undefined);
      const page = order === 'DESC'
        ? await this.redis.zrevrangebyscore(selection.key, max, min, 'LIMIT', 0, pageSize)
        : await this.redis.zrangebyscore(selection.key, min, max, 'LIMIT', 0, pageSize);
      if (page.length === 0) return;
      yield page;
      if (page.length < pageSize) return;
      if (order === 'DESC') max = Number(page.at(-1)) - 1;
      else min = Number(page.at(-1)) + 1;
    }
  }

  /** Counts per day and event type within [fromDay, toDay]. */
  async stats(fromDay: string, toDay: string): Promise<{ day: string; type: string; count: number }[]> {
    const days = await this.redis.zrangebyscore(this.key(auditKeys.days), auditDayNumber(fromDay), auditDayNumber(toDay));
    if (days.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const day of days) pipeline.hgetall(this.key(auditKeys.stats(day)));
    const counts = ((await pipeline.exec()) ?? []).map(([, v]) => v as Record<string, string>);
    return days.flatMap((day, i) =>
      Object.entries(counts[i] ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([type, n]) => ({ day, type, count: Number(n) })),
    );
  }

  /** Rows of one record, newest first. */
  async history(targetType: string, id: string, start: number, count: number): Promise<{ rows: string[]; total: number }> {
    const key = this.key(auditKeys.target(targetType, id));
    const [[, positions], [, total]] = (await this.redis.pipeline().zrevrange(key, start, start + count - 1).zcard(key).exec()) as [[null, string[]], [null, number]];
    return { rows: await this.rows(positions), total };
  }

  /** The position of the last event at or before a moment (epoch ms); null when none. */
  async positionAt(ms: number): Promise<bigint | null> {
    const [last] = await this.redis.zrevrangebyscore(this.key(auditKeys.time), ms, '-inf', 'LIMIT', 0, 1);
    return last === undefined ? null : BigInt(last);
  }
}
