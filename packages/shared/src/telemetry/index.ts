export * from './telemetry.schema';
export * from './telemetry.contract';
