export * from './invariant.names';
export * from './invariant.schema';
export * from './invariant.contract';
export * from './invariant.messages';
