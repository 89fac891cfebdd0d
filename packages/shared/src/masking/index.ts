export * from './mask-rules';
export * from './sensitive.schema';
