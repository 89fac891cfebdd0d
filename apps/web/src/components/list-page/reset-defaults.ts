import { ALL_SALESPEOPLE } from '@lc/shared';

/**
 * Spec 001 §2 and §4: the filter widget resets to per-route defaults. The spec names the routes
 * and the default values but not which value goes with which route, nor the lists' own filter
 * names; our reading, by the status lists of 000 §4, each default set on the filter the list has
 * (decision 0076 says which spec name became which filter):
 * - every list: salesperson = all (the sentinel);
 * - ungrantedList (finance's disbursement list): grant status (`status`) 2, awaiting;
 * - grantApproveList, except grantApproveListRisk (the executives' reviews): grant status 1, awaiting review;
 * - billApproveZi (the vice-president's approval): submitted in the last 60 days (`pastDays`);
 * - transferOderApprovalList: transfer order status 1;
 * Not set: the bill inboxes' approval result 0 (an inbox holds only bills awaiting its decision),
 * the archive return's transfer status 8 (returnArchives works on one transfer: no list), and, for
 * now, the transfer approval list's status 4 and archive building's status 0 (decision 0076: the
 * archive pages' own flows and tests read every status there; left for the issue 30 follow-up).
 * Everything else starts empty.
 */
export type FilterDefaults = Record<string, string>;

export function resetDefaults(pathname: string, _title = ''): FilterDefaults {
  const has = (part: string) => pathname.includes(part);
  const defaults: FilterDefaults = { salesId: ALL_SALESPEOPLE };
  if (has('ungrantedList')) defaults.status = '2';
  if (has('grantApproveList') && !has('grantApproveListRisk')) defaults.status = '1';
  if (has('billApproveZi')) defaults.pastDays = '60';
  if (has('transferOderApprovalList')) defaults.transferOrderStatus = '1';
  return defaults;
}
