export * from './valuation.constants';
export * from './valuation.schema';
export * from './valuation-report.schema';
export * from './valuation-list.schema';
export * from './valuation.rules';
export * from './valuation.contract';
export * from './valuation.messages';
export * from './valuation-ltv';
