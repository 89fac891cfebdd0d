export * from './grant.schema';
export * from './grant.contract';
export * from './grant.messages';
