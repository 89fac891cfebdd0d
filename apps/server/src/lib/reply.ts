import type { Envelope } from '@lc/shared';

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, msg, data });
