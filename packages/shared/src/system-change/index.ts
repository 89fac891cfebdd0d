export * from './system-change.fields';
export * from './system-change.schema';
export * from './system-change.contract';
export * from './system-change.messages';
