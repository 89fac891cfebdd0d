export * from './region.constants';
export * from './region-tree';
export * from './region.schema';
export * from './region.contract';
export * from './region.messages';
