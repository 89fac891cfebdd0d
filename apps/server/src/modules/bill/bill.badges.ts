import { BILL_APPROVAL_PAGES, BILL_APPROVAL_PAGE_KEYS, BILL_PERMISSION } from '@lc/shared';
import type { BadgeRegistry } from '../home/badge-registry';
import type { BillService } from './bill.service';

/** Home badges: bills waiting at each approval page's node for the signed-in user, and their draft box. */
export function registerBillBadges(badges: BadgeRegistry, bills: Pick<BillService, 'inboxCount' | 'draftCount'>) {
  for (const page of BILL_APPROVAL_PAGE_KEYS) {
    const { route, permission } = BILL_APPROVAL_PAGES[page];
    badges.register({ key: route, permission, count: (user) => bills.inboxCount(user, page) });
  }
  badges.register({ key: '/billManage/draft', permission: BILL_PERMISSION.draft, count: (user) => bills.draftCount(user) });
}
