export * from './channel.constants';
export * from './channel.schema';
export * from './channel-options';
export * from './fee-rule-fit';
export * from './channel.contract';
