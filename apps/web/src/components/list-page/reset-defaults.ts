import { ALL_SALESPEOPLE } from '@lc/shared';

/**
 * Spec 001 §2 and §4: the filter widget resets to per-route defaults. The spec names the routes
 * and the default values but not which value goes with which route, nor the lists' own filter
 * names; our reading, by the status lists of 000 §4, each default set on the filter the list has
 * (decision 0076 says which spec name became which filter):
 * - every list: salesperson = all (the sentinel);
 * - billApproveZi (the vice-president's approval): submitted in the last 60 days (`pastDays`);
 * - transferOderApprovalList: transfer order status 1;
 * Not set: the bill inboxes' approval result 0 (an inbox holds only bills awaiting its decision),
 * the archive return's transfer status 8 (returnArchives works on one transfer: no list), and, for
 * now, the grant lists' statuses (finance's 2, the executives' 1) and the archive lists' (the
 * transfer approval list's 4, archive building's 0): set, they hid rows those pages' own work
 * needs (a partly granted loan's next draw; an executive's whole inbox; a transfer's extension,
 * a document just put into stock). Decision 0076's amendment; issue 30's follow-up.
 * Everything else starts empty.
 */
export type FilterDefaults = Record<string, string>;

export function resetDefaults(pathname: string, _title = ''): FilterDefaults {
  const has = (part: string) => pathname.includes(part);
  const defaults: FilterDefaults = { salesId: ALL_SALESPEOPLE };
  if (has('billApproveZi')) defaults.pastDays = '60';
  if (has('transferOderApprovalList')) defaults.transferOrderStatus = '1';
  return defaults;
}
