/**
 * What other workspaces use of the launcher's workspace: the seeds (the demo's and the benchmark-scale
 * generator) and the helpers that write measured sections into docs/.
 */
export { DEMO_USERS, seedCatalogs, seedIfEmpty, systemContext } from './seed';
export { seedScale, scaleEmail, scaleNetworkId, type ScaleOptions, type ScaleResult } from './demo/scaleSeed';
export { replaceSection } from './bundleReport';
export { compressAssets } from './compressAssets';
