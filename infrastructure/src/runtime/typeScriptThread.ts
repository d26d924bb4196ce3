import { Worker, type WorkerOptions } from 'node:worker_threads';

const ENTRY = new URL('./typeScriptThreadEntry.mjs', import.meta.url);

/**
 * A worker thread running a TypeScript module. A thread does not inherit the services' loader (tsx,
 * under `npm start`, the Docker image and vitest alike), so it starts on a small JavaScript entry that
 * compiles the module with tsx; the module reads its data from `workerData`.
 */
export function startTypeScriptThread(module: URL, workerData: object, options: Omit<WorkerOptions, 'workerData'> = {}): Worker {
  return new Worker(ENTRY, { ...options, workerData: { ...workerData, typeScriptModule: module.href } });
}
