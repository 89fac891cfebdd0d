export * from './appointment.status';
export * from './appointment.schema';
export * from './appointment.contract';
export * from './appointment.messages';
export * from './zk-appointment.contract';
