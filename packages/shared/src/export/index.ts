export * from './export.constants';
export * from './export.schema';
export * from './export.messages';
export * from './export.contract';
export * from './export-endpoint';
