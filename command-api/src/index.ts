export { buildApp } from './app';
export { createContainer, disposeContainer, AccountServiceToken } from './container';
export { AccountService, type NewAccount } from './accounts/accountService';
export { CatalogServiceToken, SpecialistServiceToken } from './container';
export { CatalogService } from './catalogs/catalogService';
export { defaultCatalogs } from './catalogs/defaultCatalogs';
export { SpecialistService } from './specialists/specialistService';
