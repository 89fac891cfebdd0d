import { BILL_API, type ChannelOptionsQuery, FINAL_REVIEW_API } from '@lc/shared';
import type { QueryClient } from '@tanstack/react-query';
import { listPathsOf } from '@/lib/api-client';

export const billKeys = {
  all: ['bill'] as const,
  detail: (id: number) => ['bill', 'detail', id] as const,
  records: (id: number) => ['bill', 'records', id] as const,
  channelOptions: (query: ChannelOptionsQuery) => ['bill', 'channel-options', query] as const,
  borrowerSearch: (keyword: string) => ['bill', 'borrower-search', keyword] as const,
};

/** Every list a bill appears in: the bill lists and inboxes, and final review's lists. */
const BILL_LIST_PATHS = listPathsOf(...Object.values(BILL_API.endpoints), ...Object.values(FINAL_REVIEW_API.endpoints));

const isBillList = (key: readonly unknown[]) =>
  (key[0] === 'list' || key[0] === 'list-total') && typeof key[1] === 'string' && BILL_LIST_PATHS.has(key[1]);

/**
 * After a save or a flow action: the bill's detail and records, and every bill list, are read
 * again. Remembered list totals are dropped too (a list counts once per filter), so the counts move.
 */
export async function refreshBills(client: QueryClient) {
  client.removeQueries({ predicate: (q) => q.queryKey[0] === 'list-total' && isBillList(q.queryKey) });
  await Promise.all([
    client.invalidateQueries({ queryKey: billKeys.all }),
    client.invalidateQueries({ predicate: (q) => isBillList(q.queryKey) }),
  ]);
}
