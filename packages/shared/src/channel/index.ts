export * from './channel.schema';
