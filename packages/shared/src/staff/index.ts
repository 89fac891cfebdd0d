export * from './staff.schema';
export * from './staff-import';
export * from './staff.contract';
