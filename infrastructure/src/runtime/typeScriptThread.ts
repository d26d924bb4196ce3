import { buildSync } from 'esbuild';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Packages a bundle cannot hold (native addons): the thread imports them from where this process resolves them. */
const NATIVE_PACKAGES = ['better-sqlite3'];
const bundles = new Map<string, URL>();

/**
 * The module and what it imports as one JavaScript module (esbuild, once per process): a worker thread
 * does not inherit the services' TypeScript loader, and loading tsx into each thread cost about 35 MB
 * and a quarter of a second.
 */
function bundleOf(module: URL): URL {
  let bundle = bundles.get(module.href);
  if (bundle) return bundle;
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(module)], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20', external: NATIVE_PACKAGES, logLevel: 'silent',
  });
  const resolve = createRequire(module).resolve;
  let code = outputFiles[0]!.text;
  for (const name of NATIVE_PACKAGES) code = code.replaceAll(`from "${name}"`, `from ${JSON.stringify(pathToFileURL(resolve(name)).href)}`);
  bundle = new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  bundles.set(module.href, bundle);
  return bundle;
}

/** Bundles a thread's module ahead of its first start (at a service's start, rather than in the first request that needs it). */
export function prepareTypeScriptThread(module: URL): void {
  bundleOf(module);
}

/** A worker thread running a TypeScript module, which reads its data from `workerData`. */
export function startTypeScriptThread(module: URL, workerData: object, options: Omit<WorkerOptions, 'workerData'> = {}): Worker {
  return new Worker(bundleOf(module), { ...options, workerData });
}
