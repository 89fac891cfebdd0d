/** The clock, injectable so that tests of expiry and lockout need no sleeping. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** Business dates and times are Asia/Shanghai (UTC+8, no daylight saving), whatever the server's TZ. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const inShanghai = (at: Date) => new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString();
/** 'YYYY-MM-DD' in Shanghai. */
export const shanghaiDate = (at: Date) => inShanghai(at).slice(0, 10);
/** 'YYYY-MM-DD HH:mm:ss' in Shanghai, as files and reports show it. */
export const shanghaiTime = (at: Date) => inShanghai(at).replace('T', ' ').slice(0, 19);
