export * from './archive.schema';
export * from './archive.contract';
export * from './archive.messages';
export * from './archive-transfer.schema';
export * from './archive-transfer.contract';
export * from './archive-edit.contract';
export * from './archive-transfer-old.schema';
export * from './archive-transfer-old.contract';
