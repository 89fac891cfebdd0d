export * from './home.schema';
export * from './home-tiles';
export * from './home.contract';
