export * from './ledger.accounts';
export * from './ledger.schema';
export * from './ledger.contract';
export * from './ledger.messages';
export * from './ledger-memo';
