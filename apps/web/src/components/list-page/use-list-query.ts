import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Domain } from '@/lib/http';
import { fetchPage, listKey, listPageKey, takeOrFetchPage, totalKey } from './list-fetch';
import { type FilterDefaults, type Filters, type ListState, filterSignature, readListState, writeListState } from './list-params';

export type { ListReply, ListTotal } from './list-fetch';

export type ListQueryOptions<T = never> = {
  listUrl: string;
  method?: 'GET' | 'POST';
  domain?: Domain;
  /** The route's reset defaults (resetDefaults), and any of the page's own. */
  defaults?: FilterDefaults;
  /** Filters the page itself sets, which the URL cannot change (readListState). */
  fixed?: Filters;
  /** False while another view (the phone cards) shows the list. */
  enabled?: boolean;
  /** While this holds for a row on screen, the list is read again every REFRESH_EVERY_MS. */
  refreshWhile?: (row: T) => boolean;
};

/** How often a list with rows still changing (refreshWhile) reads itself again. */
export const REFRESH_EVERY_MS = 1500;
const refreshEvery = <T>(rows: T[] | undefined, refreshWhile: ((row: T) => boolean) | undefined) =>
  refreshWhile && rows?.some(refreshWhile) ? REFRESH_EVERY_MS : false;

/**
 * A list page's data and state. Filters and paging live in the URL (bookmarks, reload and the
 * back button work); pages keep the previous rows on screen while the next ones load.
 */
export function useListQuery<T>({
  listUrl,
  method = 'GET',
  domain = 'default',
  defaults = {},
  fixed = {},
  enabled = true,
  refreshWhile,
}: ListQueryOptions<T>) {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);
  const fixedKey = JSON.stringify(fixed);
  // Keyed by content: callers may pass a fresh object on every render.
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as FilterDefaults, [defaultsKey]);
  const stableFixed = useMemo(() => JSON.parse(fixedKey) as Filters, [fixedKey]);
  const state = useMemo(() => readListState(params, stableDefaults, stableFixed), [params, stableDefaults, stableFixed]);
  const { filters, pageNum, pageSize } = state;

  const endpoint = { listUrl, method, domain };
  const query = useQuery({
    queryKey: listPageKey(endpoint, state),
    queryFn: ({ signal }) => takeOrFetchPage<T>(client, endpoint, state, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (q) => refreshEvery(q.state.data?.list, refreshWhile),
  });

  const go = useCallback(
    (next: ListState) => setParams(writeListState(next, stableDefaults, stableFixed)),
    [setParams, stableDefaults, stableFixed],
  );

  /** New filters: back to page 1; an unchanged filter is counted again (a fresh search). */
  const search = useCallback(
    (typed: Filters) => {
      // The bar has no field for a fixed filter: it holds whatever the bar sends.
      const next = { ...typed, ...stableFixed };
      const same = filterSignature(next) === filterSignature(filters);
      if (same) client.removeQueries({ queryKey: totalKey(listUrl, next) });
      // The same search again: fetch afresh whichever view (table or cards) is showing.
      if (same && pageNum === 1) void client.invalidateQueries({ queryKey: listKey(listUrl) });
      else go({ filters: next, pageNum: 1, pageSize });
    },
    [client, listUrl, stableFixed, filters, pageNum, pageSize, go],
  );
  /** A page (or page size) of the same filter: the total is reused. */
  const setPage = useCallback(
    (nextPage: number, nextSize: number) => go({ filters, pageNum: nextSize === pageSize ? nextPage : 1, pageSize: nextSize }),
    [go, filters, pageSize],
  );
  /** Back to the route's defaults. */
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  // The callbacks keep their identity while only the rows change, so the filter bar (memo) is
  // not rendered again when a page of rows arrives.
  return {
    ...state,
    defaults: stableDefaults,
    list: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    totalExact: query.data?.totalExact ?? true,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    /** Loading rows the table does not show yet (first load, another page or filter); not a background refresh. */
    isChanging: query.isLoading || (query.isFetching && query.isPlaceholderData),
    error: query.error,
    search,
    setPage,
    reset,
  };
}
export type ListQuery<T> = ReturnType<typeof useListQuery<T>>;

/**
 * The same list as pages that pile up (phones: cards that load more at the bottom). The first
 * page carries the total; later ones ask for none.
 */
export function useInfiniteList<T>(
  { listUrl, method = 'GET', domain = 'default', refreshWhile }: ListQueryOptions<T>,
  filters: Filters,
  pageSize: number,
  enabled: boolean,
) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: [...listKey(listUrl), method, filters, 'more', pageSize],
    queryFn: ({ pageParam, signal }) => fetchPage<T>(client, { listUrl, method, domain }, filters, pageParam, pageSize, signal),
    initialPageParam: 1,
    refetchInterval: (q) =>
      refreshEvery(
        q.state.data?.pages.flatMap((p) => p.list),
        refreshWhile,
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length === pageSize && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const first = query.data?.pages[0];
  return {
    items,
    total: first?.total ?? 0,
    totalExact: first?.totalExact ?? true,
    hasMore: Boolean(hasNextPage),
    isLoading: query.isLoading,
    isFetchingMore: isFetchingNextPage,
    loadMore,
  };
}
