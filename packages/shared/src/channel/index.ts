export * from './channel.schema';
export * from './channel-options';
