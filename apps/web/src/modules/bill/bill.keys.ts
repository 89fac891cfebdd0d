import type { BillApprovalPage, ChannelOptionsQuery } from '@lc/shared';
import type { QueryClient } from '@tanstack/react-query';

/** The bill lists (domain 'bill', under /api/bill). */
export const BILL_LIST_URLS = {
  mine: '/v1/bill/mine',
  drafts: '/v1/bill/drafts',
  all: '/v1/bill/all',
  abandoned: '/v1/bill/abandoned',
} as const;
export const inboxUrl = (page: BillApprovalPage) => `/v1/bill/approvals/${page}`;
/** Bill history export (default domain, the export block's source). */
export const BILL_EXPORT_URL = '/v1/bill/export';

export const billKeys = {
  all: ['bill'] as const,
  detail: (id: number) => ['bill', 'detail', id] as const,
  records: (id: number) => ['bill', 'records', id] as const,
  channelOptions: (query: ChannelOptionsQuery) => ['bill', 'channel-options', query] as const,
};

const isBillList = (key: readonly unknown[]) =>
  (key[0] === 'list' || key[0] === 'list-total') && typeof key[1] === 'string' && key[1].startsWith('/v1/bill/');

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
