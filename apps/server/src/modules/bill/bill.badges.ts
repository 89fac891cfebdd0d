import { BILL_APPROVAL_PAGES, BILL_APPROVAL_PAGE_KEYS, BILL_PERMISSION } from '@lc/shared';
import type { BadgeSource } from '../module-kit';
import type { BillService } from './bill.service';

/** Home badges: bills waiting at each approval page's node for the signed-in user, and their draft box. */
export function billBadges(bills: Pick<BillService, 'inboxCount' | 'draftCount'>): BadgeSource[] {
  const inboxes = BILL_APPROVAL_PAGE_KEYS.map((page): BadgeSource => {
    const { route, permission } = BILL_APPROVAL_PAGES[page];
    return { key: route, permission, count: (user) => bills.inboxCount(user, page) };
  });
  return [...inboxes, { key: '/billManage/draft', permission: BILL_PERMISSION.draft, count: (user) => bills.draftCount(user) }];
}
