export * from './repayment.schema';
export * from './repayment.constants';
export * from './repayment.contract';
export * from './repayment.messages';
export * from './overdue.schema';
export * from './settlement.schema';
export * from './waterfall.schema';
