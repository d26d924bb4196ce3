export { buildApp } from './app';
export { createContainer, disposeContainer, AccountServiceToken } from './container';
export { AccountService, type NewAccount } from './accounts/accountService';
