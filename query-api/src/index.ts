export { buildApp, buildRequestListener } from './app';
export { createContainer, disposeContainer } from './container';
export { LIST_FILTERS } from './routes/listFilters';
