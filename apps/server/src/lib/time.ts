/** The clock, injectable so that tests of expiry and lockout need no sleeping. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
