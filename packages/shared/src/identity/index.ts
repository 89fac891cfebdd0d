export * from './identity.schema';
export * from './org-filter.schema';
export * from './identity.contract';
