import { HOME_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const api = HOME_API.endpoints;

export const homeKeys = { badges: ['home', 'badges'] as const, history: ['home', 'history'] as const };

export const badgesQuery = queryOptions({ queryKey: homeKeys.badges, queryFn: ({ signal }) => call(api.badges, {}, { signal }) });
export const historyQuery = queryOptions({ queryKey: homeKeys.history, queryFn: ({ signal }) => call(api.history, {}, { signal }) });
export const recordSearch = (path: string, keyword: string) => call(api.recordSearch, { body: { path, keyword } });
export const clearHistory = () => call(api.clearHistory);
