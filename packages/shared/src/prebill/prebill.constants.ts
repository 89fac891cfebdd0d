import type { StatusCode } from '../dictionaries/status-lists';

/** Routes /billManage/preBillList and /billManage/preBillBrowse (spec 001 §2). */
export const PREBILL_PERMISSION = { own: 'advance_bill_list', browse: 'advance_bill_browse_list' } as const;
/** Labels: STATUS_LISTS.preBill. */
export const PREBILL_STATUS = { open: 0, converted: 1 } as const satisfies Record<string, StatusCode<'preBill'>>;
