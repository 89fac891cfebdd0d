import type { QueryClient } from '@tanstack/react-query';

/** The enquiry lists (domain 'bill', under /api/bill). */
export const PREBILL_LIST_URLS = {
  mine: '/v1/prebill/mine',
  browse: '/v1/prebill/browse',
} as const;

/** Pages of this module and the bill form a conversion opens (linked by URL, never imported). */
export const PREBILL_PATHS = {
  list: '/billManage/preBillList',
  add: '/billManage/addPrebill',
  browse: '/billManage/preBillBrowse',
  browseDetail: '/billManage/addPrebillBrowse',
} as const;
export const detailHref = (id: number) => `${PREBILL_PATHS.add}?id=${id}`;
export const browseDetailHref = (id: number) => `${PREBILL_PATHS.browseDetail}?id=${id}`;
export const billHref = (billId: number) => `/billManage/billAdd?id=${billId}`;
export const billEditHref = (billId: number) => `/billManage/billAdd?id=${billId}&mode=edit`;

export const preBillKeys = {
  all: ['prebill'] as const,
  detail: (id: number) => ['prebill', 'detail', id] as const,
  browseDetail: (id: number) => ['prebill', 'browse', id] as const,
};

/** A list query of ListPage whose endpoint starts with one of the prefixes. */
function listOf(key: readonly unknown[], prefixes: readonly string[]) {
  const [kind, url] = key;
  return (kind === 'list' || kind === 'list-total') && typeof url === 'string' && prefixes.some((p) => url.startsWith(p));
}

/**
 * After a save or a conversion: the enquiry lists and details are read again, with their
 * remembered totals dropped so the counts move. A conversion also makes a bill draft, so the bill
 * lists (draft box, my bills) are refreshed the same way.
 */
export async function refreshPreBills(client: QueryClient, { bills = false } = {}) {
  const prefixes = bills ? ['/v1/prebill/', '/v1/bill/'] : ['/v1/prebill/'];
  client.removeQueries({ predicate: (q) => q.queryKey[0] === 'list-total' && listOf(q.queryKey, prefixes) });
  await Promise.all([
    client.invalidateQueries({ queryKey: preBillKeys.all }),
    client.invalidateQueries({ predicate: (q) => listOf(q.queryKey, prefixes) }),
  ]);
}
