export * from './documents';
export * from './documentWords';
export * from './documentModel';
