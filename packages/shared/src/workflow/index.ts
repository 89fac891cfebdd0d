export * from './workflow.types';
export * from './workflow.engine';
export * from './workflow.messages';
export * from './approval-chains';
export * from './workflow.schema';
export * from './workflow.actions';
export * from './workflow.contract';
export * from './maker-checker';
