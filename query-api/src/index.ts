export { buildApp } from './app';
export { createContainer, disposeContainer } from './container';
