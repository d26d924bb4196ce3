import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@dth/infrastructure';
import { CatalogService } from './catalogService';
import { defaultCatalogs } from './defaultCatalogs';

const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
const file = join(dir, 'events.sqlite');
const stores: SqliteEventStore[] = [];
const open = () => {
  const store = new SqliteEventStore({ file });
  stores.push(store);
  return store;
};
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});
const ctx = () => ({
  actorId: 'system',
  actorRole: 'system' as const,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  now: new Date().toISOString(),
});

describe('CatalogService (real SQLite)', () => {
  it('seeds every list once: a second start appends nothing', async () => {
    const store = open();
    const first = await new CatalogService(store).seedDefaults(defaultCatalogs(), ctx());
    expect(first).toBeDefined();
    const head = await store.headPosition();
    expect(await new CatalogService(store).seedDefaults(defaultCatalogs(), ctx())).toBeUndefined();
    expect(await store.headPosition()).toBe(head);
    expect((await new CatalogService(store).items('client-types')).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reads what another instance added since its last read', async () => {
    const reader = new CatalogService(open());
    const writer = new CatalogService(open());
    const before = await reader.items('skills');
    await writer.add('skills', [{ title: `Skill ${randomUUID()}` }], { userId: 'a1', userType: 'admin' }, ctx());
    const after = await reader.items('skills');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.id).toBe(Math.max(...before.map((s) => s.id)) + 1);
  });
});
