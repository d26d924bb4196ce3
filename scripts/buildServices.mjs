#!/usr/bin/env node
// Builds each Node service (and the launcher, and the threads and processes they start) into one JavaScript module
// under dist/services/, so `npm start` and the images run plain `node` with no TypeScript loader.
// Our workspaces (@dth/*) are bundled; every npm package stays an import from node_modules.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const servicesDir = join(root, 'dist', 'services');

/** Output name → entry module. Threads and render processes sit beside the bundles that start them (infrastructure/src/audit/sqlite/sqliteAuditCommits.ts, documents/pdfRenderPool.ts). */
export const SERVICE_ENTRIES = {
  'command-api': 'command-api/src/main.ts',
  'query-api': 'query-api/src/main.ts',
  projector: 'projector/src/main.ts',
  worker: 'worker/src/main.ts',
  gateway: 'deploy/src/gatewayMain.ts',
  launcher: 'scripts/src/start.ts',
  seed: 'scripts/src/seedCli.ts',
  sqliteAuditCommitThread: 'infrastructure/src/audit/sqlite/sqliteAuditCommitThread.ts',
  pdfRenderProcess: 'infrastructure/src/documents/pdfRenderProcess.ts',
};
/** Where a service's built module is (`node --enable-source-maps` on it). */
export const builtService = (name) => join(servicesDir, `${name}.mjs`);

const SOURCE_DIRS = [
  'domain',
  'infrastructure',
  'command-api',
  'query-api',
  'projector',
  'worker',
  'deploy',
  'scripts',
].map((dir) => join(root, dir, 'src'));

/** The newest modification time of any file under `dir` (bootstrap.mjs's check of the frontend's build too). */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when a bundle is missing or older than a source file. */
export function servicesStale() {
  const outputs = Object.keys(SERVICE_ENTRIES).map(builtService);
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCE_DIRS.some((dir) => newestMtime(dir) > built);
}

const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The package a workspace holds in its own node_modules, when npm nested one there (another version
 * than the root's: command-api's busboy 1.6 beside s3rver's 0.3 at the root), or undefined.
 */
function nestedPackageDir(importerDir, name) {
  for (let dir = importerDir; dir.startsWith(root) && dir !== root; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Our workspaces go into the bundle; every npm package is imported from node_modules at run time. A
 * bundle sits in dist/services, so a bare import there finds the root's version of a package: one a
 * workspace nests is imported by its path instead (relative to the bundle), or the service would run
 * with the other version (the root's busboy 0.3 left recorded uploads hanging).
 */
const npmPackagesStayExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@dth/')) return undefined;
      const nested = nestedPackageDir(args.resolveDir, packageNameOf(args.path));
      if (!nested) return { path: args.path, external: true };
      const file = createRequire(join(args.resolveDir, 'importer.js')).resolve(args.path);
      return {
        path: relative(servicesDir, file)
          .split(sep)
          .join('/')
          .replace(/^(?!\.)/, './'),
        external: true,
      };
    });
  },
};

export async function buildServices() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: Object.fromEntries(Object.entries(SERVICE_ENTRIES).map(([name, entry]) => [name, join(root, entry)])),
    outdir: servicesDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [npmPackagesStayExternal],
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildServices();
  console.log(`• Services built into dist/services/ in ${Math.round(performance.now() - started)} ms`);
}
