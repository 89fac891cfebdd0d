export * from './registry-common';
export * from './borrower.constants';
export * from './borrower.schema';
export * from './id-card-facts';
export * from './borrower.contract';
