export * from './blacklist.schema';
export * from './blacklist.contract';
