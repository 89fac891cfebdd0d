import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { listKey, listTotalsKey } from './list-fetch';

/** A list to read again: its source (listSource) or its path. */
export type ListToRefresh = { listUrl: string } | string;

/**
 * After a write: each list's pages are read again, its remembered totals dropped first (a list
 * counts once per filter, so its count would not move otherwise), and every query under `keys`
 * (the module's details and other reads) is invalidated. Resolves when the shown ones are fresh.
 */
export async function refreshAfterWrite(client: QueryClient, lists: Iterable<ListToRefresh>, keys: readonly QueryKey[] = []) {
  const urls = [...lists].map((list) => (typeof list === 'string' ? list : list.listUrl));
  for (const url of urls) client.removeQueries({ queryKey: listTotalsKey(url) });
  await Promise.all([
    ...keys.map((queryKey) => client.invalidateQueries({ queryKey })),
    ...urls.map((url) => client.invalidateQueries({ queryKey: listKey(url) })),
  ]);
}
