export * from './upload.constants';
export * from './image-status';
export * from './upload.schema';
export * from './encrypted-image';
export * from './upload.contract';
export * from './upload.messages';
