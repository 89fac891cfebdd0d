export * from './valuation.schema';
export * from './valuation.rules';
