export * from './sensitive.schema';
export * from './sensitive.contract';
export * from './sensitive.messages';
