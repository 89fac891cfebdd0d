export * from './bank.schema';
export * from './card-bin.schema';
export * from './card.schema';
export * from './bank-card.contract';
export * from './bank-card.messages';
export * from './card-change.schema';
export * from './card-change.contract';
