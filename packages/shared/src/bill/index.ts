export * from './bill.status';
export * from './bill.schema';
export * from './fund-parties';
export * from './bill.contract';
export * from './bill.messages';
