import type { StatusCode } from '../dictionaries/status-lists';

/** /transferOder (spec 001 §2): who applies and who approves. */
export const ORDER_TRANSFER_PERMISSION = {
  apply: 'change_order_add',
  approve: 'change_order_approve',
} as const;
/** The audit trail's names: the application, and each bill's move. */
export const ORDER_TRANSFER_ENTITY = 'order_transfer';
export const BILL_OWNER_ENTITY = 'bill_owner';

/**
 * An application's status (STATUS_LISTS.orderTransfer; 000 §4 has no list for it). The approval
 * list starts filtered on 1 (spec 001 §2 per-route filter reset).
 */
export const ORDER_TRANSFER_STATUS = {
  pending: 1,
  approved: 2,
  rejected: 3,
} as const satisfies Record<string, StatusCode<'orderTransfer'>>;

/** One bill of an application (STATUS_LISTS.orderTransferLine): waiting, moved at approval, or skipped (changed meanwhile). */
export const ORDER_TRANSFER_LINE_STATUS = {
  waiting: 0,
  moved: 1,
  skipped: 2,
  rejected: 3,
} as const satisfies Record<string, StatusCode<'orderTransferLine'>>;

/** One bill, or every open bill of a salesperson. */
export const ORDER_TRANSFER_MODES = ['bill', 'salesperson'] as const;
export type OrderTransferMode = (typeof ORDER_TRANSFER_MODES)[number];
