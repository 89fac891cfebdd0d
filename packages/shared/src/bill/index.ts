export * from './bill.status';
export * from './bill.schema';
export * from './fund-parties';
export * from './bill.contract';
export * from './bill.messages';
export * from './bill-documents';
export * from './bill-documents.schema';
export * from './bill-documents.contract';
