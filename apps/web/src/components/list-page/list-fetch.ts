import { type QueryClient, hashKey } from '@tanstack/react-query';
import { type Domain, request } from '@/lib/http';
import { type Filters, type ListState, filterSignature } from './list-params';

/** Spec 001 §3 list response; lists that cap their count add totalExact, and give no total when asked not to. */
export type ListReply<T> = { list: T[]; total?: number | null; totalExact?: boolean | null };
export type ListTotal = { total: number; totalExact: boolean };
export type ListPageData<T> = ListReply<T> & ListTotal;

/** Where a list's pages come from: its endpoint's path, method and domain. */
export type ListEndpoint = { listUrl: string; method: 'GET' | 'POST'; domain: Domain };

/** Every page of a list, the table's and the phone cards': the prefix of their query keys. */
export const listKey = (listUrl: string) => ['list', listUrl] as const;
/** Every remembered total of a list (one per filter). */
export const listTotalsKey = (listUrl: string) => ['list-total', listUrl] as const;
export const totalKey = (listUrl: string, filters: Filters) => [...listTotalsKey(listUrl), filterSignature(filters)] as const;

/** The table's query key for one page: the page and its route's early start use the same one. */
export const listPageKey = ({ listUrl, method }: ListEndpoint, { filters, pageNum, pageSize }: ListState) =>
  [...listKey(listUrl), method, filters, pageNum, pageSize] as const;

/**
 * One page from the list endpoint. The total is counted once per filter: while this filter's
 * total is known the request says withTotal=0 and the known total is kept.
 */
export async function fetchPage<T>(
  client: QueryClient,
  source: ListEndpoint,
  filters: Filters,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
  background = false,
): Promise<ListPageData<T>> {
  const key = totalKey(source.listUrl, filters);
  const known = client.getQueryData<ListTotal>(key);
  const params = { ...filters, pageNum, pageSize, withTotal: known ? 0 : 1 };
  const reply = await request<ListReply<T>>({
    domain: source.domain,
    method: source.method,
    path: source.listUrl,
    ...(source.method === 'GET' ? { params } : { body: params }),
    ...(signal ? { signal } : {}),
    ...(background ? { background } : {}),
  });
  const counted = typeof reply.total === 'number' ? { total: reply.total, totalExact: reply.totalExact !== false } : null;
  if (counted) client.setQueryData(key, counted);
  const total = counted ?? known ?? { total: reply.list.length, totalExact: true };
  return { ...reply, ...total };
}

/** How long a page started by its route waits for the table to take it. */
const STARTED_KEPT_MS = 15_000;
const started = new Map<string, Promise<ListPageData<unknown>>>();

/**
 * Starts a list page's first request from its route, before the page's chunk has loaded (the
 * table's own query then takes the reply instead of asking again). In the background: a failure
 * is not shown here; the table's query asks again and the failure shows as usual.
 */
export function startListPage(client: QueryClient, source: ListEndpoint, state: ListState) {
  const key = listPageKey(source, state);
  const hash = hashKey(key);
  // A table already showing this page (the same address again) would never take it.
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (started.has(hash) || query?.getObserversCount() || query?.state.fetchStatus === 'fetching') return;
  const page = fetchPage<unknown>(client, source, state.filters, state.pageNum, state.pageSize, undefined, true);
  started.set(hash, page);
  const forget = () => setTimeout(() => started.get(hash) === page && started.delete(hash), STARTED_KEPT_MS);
  page.then(forget, forget);
}

/** The table's query: a page its route started is taken (once); otherwise, or if that failed, it is fetched now. */
export function takeOrFetchPage<T>(client: QueryClient, source: ListEndpoint, state: ListState, signal: AbortSignal) {
  const hash = hashKey(listPageKey(source, state));
  const early = started.get(hash) as Promise<ListPageData<T>> | undefined;
  started.delete(hash);
  const fetchNow = () => fetchPage<T>(client, source, state.filters, state.pageNum, state.pageSize, signal);
  return early ? early.catch(fetchNow) : fetchNow();
}
