export * from './contract-template';
export * from './contract.schema';
export * from './contract.constants';
export * from './contract.contract';
export * from './contract.messages';
