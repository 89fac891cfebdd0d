export * from './payment-record.status';
export * from './payment-record.schema';
export * from './payment-record.contract';
export * from './payment-record.messages';
export * from './certificate-statistics';
