export { buildApp, buildRequestListener } from './app';
export { createContainer, disposeContainer } from './container';
