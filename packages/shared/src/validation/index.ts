/*
 * The validation library (spec 000 §5). Constants first: patterns.ts and messages.ts do not
 * import zod, and with `sideEffects: false` a page that only reads a pattern or a message
 * (the login page) does not load zod.
 */
export * from './patterns';
export * from './messages';
export * from './localize';
export * from './text-checks';
export * from './number-checks';
export * from './time-checks';
export * from './id-card';
export * from './credit-code';
export * from './bank-card';
export * from './ratio';
export * from './primitives';
export * from './rule-kit';
export * from './rules';
export * from './named-rules';
