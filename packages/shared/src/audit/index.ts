export * from './audit.schema';
export * from './audit.contract';
