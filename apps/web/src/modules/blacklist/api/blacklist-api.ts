import { BLACKLIST_API, type BlacklistInput } from '@lc/shared';
import { call, listSource } from '@/lib/api-client';

const api = BLACKLIST_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const BLACKLIST_LIST = listSource(api.list);

/** Silent: a refused value is shown on its field by the form. */
export const addToBlacklist = (body: BlacklistInput) => call(api.add, { body }, { silent: true });

/** A 409 (removed by someone else first) is shown by the error catalogue. */
export const removeFromBlacklist = (id: number, reason: string) => call(api.remove, { params: { id }, body: { reason } });
