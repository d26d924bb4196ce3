export * from './redaction';
export * from './changes';
export * from './targets';
export * from './auditRow';
export * from './eventCatalogue';
export * from './messages';
export * from './eventExport';
export * from './auditCsv';
