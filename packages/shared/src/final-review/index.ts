export * from './final-review.schema';
export * from './final-review.contract';
