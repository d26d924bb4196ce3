export { ProjectorRunner, BATCH_SIZE } from './projectorRunner';
export { ProjectionWriter } from './projectionWriter';
export { replay, replayAudit, replayReadModels, type ReplayResult } from './replay';
export { exportEvents, type ExportFilter } from './exportEvents';
export { batches } from './batches';
