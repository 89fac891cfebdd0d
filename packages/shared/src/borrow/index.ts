export * from './borrow.schema';
export * from './borrow.contract';
export * from './borrow.messages';
export * from './payment.schema';
export * from './entry.schema';
export * from './books.schema';
export * from './loan-records.schema';
export * from './loan-records.contract';
