export * from './withhold.schema';
export * from './withhold.constants';
export * from './withhold.contract';
export * from './withhold.messages';
