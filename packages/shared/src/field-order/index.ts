export * from './field-order.forms';
export * from './field-order.schema';
export * from './field-order.contract';
export * from './field-order.messages';
