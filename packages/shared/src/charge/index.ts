export * from './charge.standards';
export * from './charge.pricing';
export * from './charge.schema';
export * from './charge.contract';
export * from './charge.messages';
