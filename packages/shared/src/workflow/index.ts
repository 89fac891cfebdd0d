export * from './workflow.types';
export * from './workflow.engine';
export * from './workflow.messages';
