export * from './bill.status';
export * from './bill.schema';
export * from './prebill.schema';
