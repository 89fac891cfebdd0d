export * from './status-entry';
export * from './status-lists';
export * from './status-dictionary';
export * from './status-dictionary.schema';
