export * from './sensitive.schema';
export * from './sensitive.contract';
