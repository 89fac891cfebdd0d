export * from './loan-voucher.status';
export * from './loan-voucher.schema';
export * from './loan-voucher.contract';
export * from './loan-voucher.messages';
