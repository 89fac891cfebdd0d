import type { BlacklistInput } from '@lc/shared';
import { request } from '@/lib/http';

export const BLACKLIST_LIST_URL = '/v1/blacklist/list';

export const addToBlacklist = (body: BlacklistInput) =>
  request<{ id: number }>({ method: 'POST', path: '/v1/blacklist', body, silent: true });

/** A 409 (removed by someone else first) is shown by the error catalogue. */
export const removeFromBlacklist = (id: number, reason: string) =>
  request<null>({ method: 'POST', path: `/v1/blacklist/${id}/remove`, body: { reason } });
