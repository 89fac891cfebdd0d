import { ALL_SALESPEOPLE } from '@lc/shared';

/**
 * Spec 001 §2 and §4: the filter widget resets to per-route defaults. The spec names the routes
 * and the default values but not which value goes with which route; our reading, by the status
 * lists of 000 §4:
 * - every list: salesperson = all (the sentinel);
 * - ungrantedList (finance's disbursement list): grant status 2, awaiting;
 * - grantApproveList, except grantApproveListRisk (the executives' reviews): grant status 1, awaiting review;
 * - billApprove… (bill approvals): approval result 0;
 * - billApproveZi (the vice-president's approval): also the last 60 days;
 * - archiveApprovalList: archive approval status 4 (risk pending);
 * - transferOderApprovalList: transfer order status 1;
 * - the page titled archive building management: archive status 0;
 * - the page titled archive return: transfer status 8.
 * Everything else starts empty.
 */
export type FilterDefaults = Record<string, string>;

const TITLES = {
  archiveBuilding: ['档案建档管理', 'Archive building management'],
  archiveReturn: ['档案归还', 'Archive return'],
};

export function resetDefaults(pathname: string, title = ''): FilterDefaults {
  const has = (part: string) => pathname.includes(part);
  const defaults: FilterDefaults = { salesId: ALL_SALESPEOPLE };
  if (has('ungrantedList')) defaults.grantStatus = '2';
  if (has('grantApproveList') && !has('grantApproveListRisk')) defaults.grantStatus = '1';
  if (has('billApprove')) defaults.approvalResult = '0';
  if (has('billApproveZi')) defaults.pastDays = '60';
  if (has('archiveApprovalList')) defaults.archiveApprovalStatus = '4';
  if (has('transferOderApprovalList')) defaults.transferOrderStatus = '1';
  if (TITLES.archiveBuilding.includes(title)) defaults.archiveStatus = '0';
  if (TITLES.archiveReturn.includes(title)) defaults.transferStatus = '8';
  return defaults;
}
