export * from './mortgage.schema';
export * from './mortgage.contract';
export * from './mortgage.messages';
export * from './mortgage-gates';
