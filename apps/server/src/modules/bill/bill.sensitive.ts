import { BILL_ENTITY, BILL_PERMISSION } from '@lc/shared';
import type { SensitiveSource } from '../module-kit';
import type { BillService } from './bill.service';

const BILL_ID = /^[1-9]\d{0,14}$/;

/** Bills' borrower mobiles and ID numbers for the audited viewer, within the bill_list data scope. */
export const billSensitiveSource = (billsService: Pick<BillService, 'sensitiveValues'>): SensitiveSource => ({
  entity: BILL_ENTITY,
  permission: BILL_PERMISSION.all,
  fields: { billCustomerMobile: 'mobile', idCard: 'idCard', channelContactMobile: 'mobile', bankContactMobile: 'mobile' },
  load: async (user, id) => (BILL_ID.test(id) ? billsService.sensitiveValues(user, Number(id)) : null),
});
