export * from './withhold.schema';
export * from './withhold.contract';
export * from './withhold.messages';
