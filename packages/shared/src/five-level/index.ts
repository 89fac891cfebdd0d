export * from './five-level.schema';
export * from './five-level.contract';
export * from './five-level.messages';
