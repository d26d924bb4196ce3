// A worker thread starts without the services' TypeScript loader: tsx compiles the thread's module here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./csvExportThread.ts', import.meta.url);
