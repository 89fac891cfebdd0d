export * from './blacklist.schema';
