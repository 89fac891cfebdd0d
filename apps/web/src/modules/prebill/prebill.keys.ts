import { BILL_API, FINAL_REVIEW_API, PREBILL_API } from '@lc/shared';
import type { QueryClient } from '@tanstack/react-query';
import { listPathsOf } from '@/lib/api-client';

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

const PREBILL_LISTS = listPathsOf(...Object.values(PREBILL_API.endpoints));
/** Every list a bill appears in: the bill lists and inboxes, and final review's lists. */
const BILL_LISTS = listPathsOf(...Object.values(BILL_API.endpoints), ...Object.values(FINAL_REVIEW_API.endpoints));

/** A list query of ListPage over one of `paths`. */
function listOf(key: readonly unknown[], paths: readonly Set<string>[]) {
  const [kind, url] = key;
  return (kind === 'list' || kind === 'list-total') && typeof url === 'string' && paths.some((p) => p.has(url));
}

/**
 * After a save or a conversion: the enquiry lists and details are read again, with their
 * remembered totals dropped so the counts move. A conversion also makes a bill draft, so the bill
 * lists (draft box, my bills) are refreshed the same way.
 */
export async function refreshPreBills(client: QueryClient, { bills = false } = {}) {
  const lists = bills ? [PREBILL_LISTS, BILL_LISTS] : [PREBILL_LISTS];
  client.removeQueries({ predicate: (q) => q.queryKey[0] === 'list-total' && listOf(q.queryKey, lists) });
  await Promise.all([
    client.invalidateQueries({ queryKey: preBillKeys.all }),
    client.invalidateQueries({ predicate: (q) => listOf(q.queryKey, lists) }),
  ]);
}
