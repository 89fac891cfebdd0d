export * from './firm.status';
export * from './firm.schema';
