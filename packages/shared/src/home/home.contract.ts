import { z } from 'zod';
import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { badgeCounts, searchHistoryBody, searchHistoryEntry } from './home.schema';

const own = { permission: SIGNED_IN, dataScope: 'own' } as const;

/** The home page: menu badges (each counted in the caller's scope) and the caller's search history. */
export const HOME_API = contract('home', {
  badges: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/home/badges',
    access: { permission: SIGNED_IN, dataScope: 'scoped' },
    reply: badgeCounts,
  }),
  history: endpoint({ method: 'GET', domain: 'default', path: '/v1/home/search-history', access: own, reply: z.array(searchHistoryEntry) }),
  recordSearch: endpoint({ method: 'POST', domain: 'default', path: '/v1/home/search-history', access: own, body: searchHistoryBody }),
  clearHistory: endpoint({ method: 'DELETE', domain: 'default', path: '/v1/home/search-history', access: own }),
});
