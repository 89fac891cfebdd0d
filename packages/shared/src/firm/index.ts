export * from './firm.status';
export * from './firm.schema';
export * from './firm.contract';
export * from './firm.messages';
