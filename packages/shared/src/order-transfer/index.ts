export * from './order-transfer.status';
export * from './order-transfer.schema';
export * from './order-transfer.contract';
export * from './order-transfer.messages';
