import { z } from 'zod';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { keywordParam, optionalParam, orgFilterShape, registryPaging } from '../borrower/registry-common';
import { idOf } from '../validation/primitives';
import { requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { flowApproveBody, flowRecordRow, flowStateRow, flowVersionField } from '../workflow/workflow.actions';
import { ORDER_TRANSFER_MODES } from './order-transfer.status';

const MODE_MESSAGE = '请选择转单方式';
const BILL_MESSAGE = '请选择要转出的报单';
const FROM_MESSAGE = '请选择转出业务员';
const TO_MESSAGE = '请选择接收业务员';

/**
 * A transfer request: one bill, or every open bill of a salesperson, to another salesperson,
 * with the reason. The bills are fixed when the request is made (issue 18 item 7).
 */
export const orderTransferFields = z.object({
  mode: z.enum(ORDER_TRANSFER_MODES, { error: MODE_MESSAGE }),
  billId: idOf(BILL_MESSAGE).optional(),
  fromSalespersonId: idOf(FROM_MESSAGE).optional(),
  toSalespersonId: idOf(TO_MESSAGE),
  reason: requiredText('required', maxCharsCheck(200)),
});
export const orderTransferInput = orderTransferFields
  .refine((b) => b.mode !== 'bill' || b.billId !== undefined, { message: BILL_MESSAGE, path: ['billId'] })
  .refine((b) => b.mode !== 'salesperson' || b.fromSalespersonId !== undefined, { message: FROM_MESSAGE, path: ['fromSalespersonId'] });
export type OrderTransferInput = z.infer<typeof orderTransferInput>;

export const orderTransferApproveBody = flowApproveBody;
export const orderTransferRejectBody = z.object({
  flowVersion: flowVersionField,
  comment: requiredText('required', maxCharsCheck(500)),
});
export type OrderTransferDecision = z.infer<typeof orderTransferApproveBody>;

/** Both lists: the status (transferOrderStatus, the approval list's reset default) and the from-salesperson. */
export const orderTransferListQuery = z
  .object({
    ...registryPaging,
    transferOrderStatus: statusCodeParam('orderTransfer', '状态不存在'),
    salesId: orgFilterShape.salesId,
    keyword: keywordParam,
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type OrderTransferListQuery = z.infer<typeof orderTransferListQuery>;

export const orderTransferRow = z.object({
  id: z.number().int(),
  mode: z.enum(ORDER_TRANSFER_MODES),
  fromName: z.string().nullable(),
  toName: z.string().nullable(),
  billCount: z.number().int(),
  movedCount: z.number().int(),
  skippedCount: z.number().int(),
  status: z.number().int(),
  reason: z.string(),
  applicantId: z.number().int(),
  applicantName: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OrderTransferRow = z.infer<typeof orderTransferRow>;
export const orderTransferListReply = cappedListReply(orderTransferRow);
export type OrderTransferListReply = z.infer<typeof orderTransferListReply>;

/** One bill of a request: where it was and where it goes; its outcome (STATUS_LISTS.orderTransferLine). */
export const orderTransferLineRow = z.object({
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  fromName: z.string().nullable(),
  toName: z.string().nullable(),
  status: z.number().int(),
  movedAt: z.string().nullable(),
});
export type OrderTransferLineRow = z.infer<typeof orderTransferLineRow>;

export const orderTransferDetail = orderTransferRow.extend({
  lines: z.array(orderTransferLineRow),
  flow: flowStateRow.nullable(),
  records: z.array(flowRecordRow),
});
export type OrderTransferDetail = z.infer<typeof orderTransferDetail>;

export const orderTransferMoveReply = z.object({
  status: z.number().int(),
  flowVersion: z.number().int(),
  moved: z.number().int(),
  skipped: z.number().int(),
});
export type OrderTransferMoveReply = z.infer<typeof orderTransferMoveReply>;

/**
 * The salespeople a request may name, inside the applicant's scope: the new one must be active; the
 * old one may have left (`left`), so their open bills can still be moved.
 */
export const orderTransferPeopleReply = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), left: z.boolean() })),
});
export type OrderTransferPeopleReply = z.infer<typeof orderTransferPeopleReply>;

/** The open bills a request may move, by number or customer prefix, optionally of one salesperson. */
export const orderTransferBillQuery = z.object({
  keyword: keywordParam,
  salespersonId: optionalParam(idOf('业务员参数错误')),
});
export const orderTransferBillOptions = z.object({
  list: z.array(z.object({ id: z.number().int(), billNo: z.string(), customerName: z.string(), salespersonName: z.string().nullable() })),
});
export type OrderTransferBillOptions = z.infer<typeof orderTransferBillOptions>;
