import type { BadgeCounts, SearchHistoryEntry } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const homeKeys = { badges: ['home', 'badges'] as const, history: ['home', 'history'] as const };

export const badgesQuery = queryOptions({ queryKey: homeKeys.badges, queryFn: () => request<BadgeCounts>({ path: '/v1/home/badges' }) });
export const historyQuery = queryOptions({
  queryKey: homeKeys.history,
  queryFn: () => request<SearchHistoryEntry[]>({ path: '/v1/home/search-history' }),
});
export const recordSearch = (path: string, keyword: string) =>
  request<null>({ method: 'POST', path: '/v1/home/search-history', body: { path, keyword } });
export const clearHistory = () => request<null>({ method: 'DELETE', path: '/v1/home/search-history' });
