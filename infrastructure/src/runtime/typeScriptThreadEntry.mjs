// The entry of startTypeScriptThread (typeScriptThread.ts): tsx compiles the thread's module here.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.typeScriptModule, import.meta.url);
