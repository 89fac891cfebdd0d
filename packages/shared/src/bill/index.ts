export * from './bill.status';
export * from './bill.schema';
export * from './prebill.schema';
export * from './fund-parties';
export * from './final-review.schema';
