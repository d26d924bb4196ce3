import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@dth/infrastructure';

/**
 * The frontend's layers (docs/frontend.md): each module imports only from its own layer or the
 * ones below, and no chain of imports comes back to where it started. Lazy `import()` and
 * type-only imports are not dependencies at run time and are not counted. A resource folder
 * imports another only through that folder's index.ts (type-only imports too: the index is the
 * folder's public face).
 */
const SRC = join(repoRoot, 'frontend', 'src');

/** The layer of a top-level folder or file of frontend/src; resource folders (profile, teams, …) are 2. */
const LAYERS: Record<string, number> = {
  providers: 0,
  i18n: 0,
  themes: 0,
  'config.ts': 0,
  components: 1,
  forms: 1,
  layout: 3,
  routes: 3,
  'resources.tsx': 3,
  'App.tsx': 3,
  'main.tsx': 3,
};
const RESOURCES = 2;
/** Leaves any layer may import: every path by its route id, and the links to a record built from them. */
const LEAVES = new Set(['routes/paths.ts', 'routes/links.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(spec|testSupport)\.tsx?$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

const files = sources(SRC);
const known = new Set(files);
const resolve = (from: string, specifier: string) =>
  ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => normalize(join(dirname(from), specifier)) + ending)
    .find((path) => known.has(path));

/** Each module's static imports of other modules of frontend/src, and whether each is type-only. */
const staticImports = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const found = [...text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?'(\.[^']+)';/gm)]
      .map(([, typeOnly, specifier]) => ({ target: resolve(file, specifier), typeOnly: !!typeOnly }))
      .filter((found): found is { target: string; typeOnly: boolean } => found.target !== undefined);
    return [file, found] as const;
  }),
);
/** The value-level ones: what runs. */
const imports = new Map(
  [...staticImports].map(([file, found]) => [file, new Set(found.filter((f) => !f.typeOnly).map((f) => f.target))]),
);

const name = (file: string) => relative(SRC, file);
const folderOf = (file: string) => name(file).split('/')[0];
const layerOf = (file: string) => (LEAVES.has(name(file)) ? -1 : (LAYERS[folderOf(file)] ?? RESOURCES));
const isResource = (file: string) => layerOf(file) === RESOURCES && name(file).includes('/');

describe('the frontend’s layers', () => {
  it('reads the modules it checks', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(existsSync(join(SRC, 'routes', 'paths.ts'))).toBe(true);
  });

  it('routes/paths.ts imports nothing of ours', () => {
    expect([...imports.get(join(SRC, 'routes', 'paths.ts'))!].map(name)).toEqual([]);
  });

  it('no module imports from a layer above its own', () => {
    const upward = [...imports].flatMap(([from, targets]) =>
      [...targets].filter((to) => layerOf(to) > layerOf(from)).map((to) => `${name(from)} → ${name(to)}`),
    );
    expect(upward).toEqual([]);
  });

  it('a resource folder imports another only through its index.ts', () => {
    const inside = [...staticImports].flatMap(([from, found]) =>
      found
        .map((f) => f.target)
        .filter((to) => isResource(from) && isResource(to) && folderOf(to) !== folderOf(from))
        .filter((to) => name(to) !== `${folderOf(to)}/index.ts`)
        .map((to) => `${name(from)} → ${name(to)}`),
    );
    expect(inside).toEqual([]);
  });

  it('every index.ts of a resource folder is imported by another folder (an index nobody uses is a surface to keep for nothing)', () => {
    const indexes = files.filter((file) => isResource(file) && name(file) === `${folderOf(file)}/index.ts`);
    const used = new Set(
      [...staticImports].flatMap(([from, found]) =>
        found.map((f) => f.target).filter((to) => folderOf(to) !== folderOf(from)),
      ),
    );
    expect(indexes.length).toBeGreaterThan(5);
    expect(indexes.filter((index) => !used.has(index)).map(name)).toEqual([]);
  });

  it('no import loop', () => {
    // Tarjan's strongly connected components: any with more than one module is a loop.
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const loops: string[][] = [];
    const visit = (file: string) => {
      index.set(file, counter);
      low.set(file, counter++);
      stack.push(file);
      for (const next of imports.get(file)!) {
        if (!index.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file)!, low.get(next)!));
        } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          component.push(name(member));
        } while (member !== file);
        if (component.length > 1) loops.push(component.sort());
      }
    };
    for (const file of files) if (!index.has(file)) visit(file);
    expect(loops).toEqual([]);
  });
});
