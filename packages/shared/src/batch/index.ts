export * from './batch.status';
export * from './batch.schema';
export * from './batch.contract';
export * from './batch.messages';
export * from './batch-sum';
