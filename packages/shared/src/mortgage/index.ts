export * from './mortgage.schema';
export * from './mortgage.contract';
export * from './mortgage.messages';
export * from './mortgage-gates';
export * from './mortgage-flow.schema';
export * from './mortgage-flow.contract';
export * from './mortgage-pages.schema';
export * from './mortgage-pages.contract';
