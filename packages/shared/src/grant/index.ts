export * from './grant.schema';
export * from './grant.constants';
export * from './grant.contract';
export * from './grant.messages';
