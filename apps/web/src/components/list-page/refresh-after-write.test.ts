import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { listPageKey, totalKey } from './list-fetch';
import { refreshAfterWrite } from './refresh-after-write';

const ORDERS = { listUrl: '/v1/order/list', method: 'GET', domain: 'default' } as const;
const APPROVALS = { listUrl: '/v1/order/approvals', method: 'POST', domain: 'default' } as const;
const OTHER = { listUrl: '/v1/other/list', method: 'GET', domain: 'default' } as const;
const page = (source: typeof ORDERS | typeof APPROVALS | typeof OTHER, filters = {}) =>
  listPageKey(source, { filters, pageNum: 1, pageSize: 10 });
const cards = (source: typeof ORDERS) => ['list', source.listUrl, source.method, {}, 'more', 10];

let client: QueryClient;
afterEach(() => client.clear());

/** A cache with pages and totals of three lists, and reads of two modules. */
function seeded() {
  client = new QueryClient();
  const keys: QueryKey[] = [
    page(ORDERS),
    page(ORDERS, { status: '1' }),
    cards(ORDERS),
    page(APPROVALS),
    page(OTHER),
    ['order', 'detail', 1],
    ['order', 'people'],
    ['other', 'detail', 1],
  ];
  for (const key of keys) client.setQueryData(key, { list: [] });
  for (const [source, filters] of [
    [ORDERS, {}],
    [ORDERS, { status: '1' }],
    [APPROVALS, {}],
    [OTHER, {}],
  ] as const)
    client.setQueryData(totalKey(source.listUrl, filters), { total: 3, totalExact: true });
  return client;
}

const invalidated = (c: QueryClient) =>
  c
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);
const totals = (c: QueryClient) =>
  c
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey)
    .filter((key) => key[0] === 'list-total');

describe('refreshAfterWrite', () => {
  it('reads the named lists and the reads under the keys again, drops those lists totals, and leaves the rest', async () => {
    const c = seeded();
    await refreshAfterWrite(c, [ORDERS, APPROVALS], [['order']]);
    expect(invalidated(c)).toEqual(
      expect.arrayContaining([
        page(ORDERS),
        page(ORDERS, { status: '1' }),
        cards(ORDERS),
        page(APPROVALS),
        ['order', 'detail', 1],
        ['order', 'people'],
      ]),
    );
    expect(invalidated(c)).toHaveLength(6);
    expect(totals(c)).toEqual([totalKey(OTHER.listUrl, {})]);
  });

  it('takes lists by path too, and without keys refreshes the lists only', async () => {
    const c = seeded();
    await refreshAfterWrite(c, new Set([APPROVALS.listUrl]));
    expect(invalidated(c)).toEqual([page(APPROVALS)]);
    expect(totals(c)).toHaveLength(3);
    expect(totals(c)).not.toContainEqual(totalKey(APPROVALS.listUrl, {}));
  });

  it('refetches a shown list after its total is dropped (so it is counted again), and resolves when it is fresh', async () => {
    const c = seeded();
    const seen: unknown[] = [];
    const observer = new QueryObserver(c, {
      queryKey: page(ORDERS),
      queryFn: () => {
        seen.push(c.getQueryData(totalKey(ORDERS.listUrl, {})));
        return { list: ['fresh'] };
      },
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => {});
    await refreshAfterWrite(c, [ORDERS]);
    expect(seen).toEqual([undefined]);
    expect(c.getQueryData(page(ORDERS))).toEqual({ list: ['fresh'] });
    stop();
  });
});
