export * from './mask-rules';
