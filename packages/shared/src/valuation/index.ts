export * from './valuation.schema';
