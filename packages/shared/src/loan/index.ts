export * from './schedule';
export * from './waterfall';
export * from './accrual';
export * from './settlement';
export * from './extension';
export * from './adjustment';
export * from './collect';
export * from './fees';
