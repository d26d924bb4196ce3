import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../dataProvider';
import { RESOURCE_MODULES, type ResourceModule } from './registry';

const modules = Object.entries(RESOURCE_MODULES) as [ResourceModule, (typeof RESOURCE_MODULES)[ResourceModule]][];
const names = modules.flatMap(([, { resources, methods }]) => [...resources, ...methods]);

/** The app's sources, to find the resource names its screens ask for. */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
/** A literal first argument of a data-provider call or hook, a `resource="…"` prop or a registration's name. */
const CALL =
  /\b(?:useGetList|useGetOne|useGetMany|useGetManyReference|useInfiniteGetList|getList|getOne|getMany|getManyReference|create|update|updateMany|delete|deleteMany)(?:<[^>()]*(?:<[^>()]*>[^>()]*)*>)?\(\s*'([a-z-]+)'|\bresource="([a-z-]+)"|<DataResource[^>]*\bname="([a-z-]+)"/g;

describe('the data provider’s registry', () => {
  it('names every resource and method once', () => {
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(modules.map(([module]) => module))(
    'the %s module maps exactly its resources and implements exactly its methods',
    async (module) => {
      const { resources, methods, load } = RESOURCE_MODULES[module];
      const loaded = (await load()) as { mappings: Record<string, object>; methods?: Record<string, unknown> };
      expect(Object.keys(loaded.mappings).sort()).toEqual([...resources].sort());
      for (const resource of resources) expect(Object.keys(loaded.mappings[resource]).length).toBeGreaterThan(0);
      expect(Object.keys(loaded.methods ?? {}).sort()).toEqual([...methods].sort());
      for (const method of methods)
        expect(typeof (dataProvider as unknown as Record<string, unknown>)[method]).toBe('function');
    },
  );

  it('refuses a name it does not know instead of guessing a REST path', async () => {
    await expect(dataProvider.getList('no-such-things', {})).rejects.toThrow(/not a resource of the data provider/);
    await expect(dataProvider.create('registrations', { data: {} })).rejects.toThrow(/not a resource/);
  });

  it('knows every resource the app asks for by name', () => {
    const asked = new Set(
      sources(SRC).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(CALL)].map(([, call, prop, registered]) => call ?? prop ?? registered),
      ),
    );
    // What the scan must see, so that it is seen to work: a hook, a list's resource prop and a registration.
    expect([...asked]).toEqual(expect.arrayContaining(['record-changes', 'audit-events', 'shared-projects']));
    const known = new Set(modules.flatMap(([, { resources }]) => resources as readonly string[]));
    expect([...asked].filter((name) => !known.has(name))).toEqual([]);
  });
});
