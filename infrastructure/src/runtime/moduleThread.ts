import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A thread's (or a child process's) module beside the module that starts it (`caller`: its import.meta.url): the built
 * JavaScript when that runs from dist/services (scripts/buildServices.mjs builds each thread beside the
 * services), the TypeScript source when it runs from source (tests, the command lines under tsx).
 */
export function threadModuleBeside(caller: string, name: string): URL {
  return new URL(caller.endsWith('.ts') ? `./${name}.ts` : `./${name}.mjs`, caller);
}

/**
 * A worker thread running `module`, which reads its data from `workerData`. A built module runs as it
 * is; a TypeScript one needs tsx registered in the thread first (a thread does not inherit the loader,
 * and `--import` in its execArgv is not honoured), which costs about a quarter of a second: only tests
 * and the command lines pay it.
 */
export function startModuleThread(
  module: URL,
  workerData: object,
  options: Omit<WorkerOptions, 'workerData' | 'eval'> = {},
): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module, { ...options, workerData });
  // Its ES module build: the CommonJS one of `tsx/esm/api` (what a require.resolve finds) fails to load in a thread.
  const tsx = pathToFileURL(
    join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const load = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(load, { ...options, eval: true, workerData });
}
