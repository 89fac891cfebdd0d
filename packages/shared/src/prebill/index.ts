export * from './prebill.schema';
export * from './prebill.constants';
export * from './prebill.messages';
export * from './prebill.contract';
