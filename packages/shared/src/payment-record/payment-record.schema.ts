import { z } from 'zod';
import { capMessage, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { choiceOf, keywordParam, optionalParam, recordIdParams, registryPaging, versionField } from '../borrower/registry-common';
import { id } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { amountRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';
import { PAYMENT_RECORD_KINDS } from './payment-record.status';

const KIND_MESSAGE = '请选择付款类型';
const idempotencyKey = z.string({ error: '缺少幂等键' }).trim().min(8, '缺少幂等键').max(64, '幂等键过长');

/** Money paid or owed for a bill: payee, amount (decimal string), kind; exempt records need no voucher. */
export const paymentRecordInput = z.object({
  billId: id,
  payee: requiredText('required', maxCharsCheck(60)),
  amount: amountRequired,
  kind: choiceOf(PAYMENT_RECORD_KINDS, KIND_MESSAGE),
  exempt: z.boolean({ error: '免上传须为是或否' }).optional(),
  remark: optionalText(maxCharsCheck(200)),
  idempotencyKey,
});
export type PaymentRecordInput = z.infer<typeof paymentRecordInput>;

/** The voucher images (uploaded first) sent for approval, at the version read. */
export const paymentVoucherBody = z.object({
  version: versionField,
  imageIds: z.array(z.uuid('凭证图片不存在'), { error: '请上传付款凭证' }).min(1, '请上传付款凭证').max(9, '凭证最多9张'),
});
export type PaymentVoucherBody = z.infer<typeof paymentVoucherBody>;

export const paymentRecordApproveBody = z.object({ version: versionField, comment: optionalText(maxCharsCheck(200)) });
export const paymentRecordRejectBody = z.object({ version: versionField, comment: requiredText('required', maxCharsCheck(200)) });
export type PaymentDecision = z.infer<typeof paymentRecordApproveBody>;

export const paymentRecordListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    status: statusCodeParam('paymentApproval', '状态不存在'),
    kind: optionalParam(z.coerce.number().pipe(choiceOf(PAYMENT_RECORD_KINDS, KIND_MESSAGE))),
    billId: optionalParam(z.coerce.number().int().positive('报单不存在')),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type PaymentRecordListQuery = z.infer<typeof paymentRecordListQuery>;

export const paymentVoucherParams = z.object({ id: recordIdParams.shape.id, voucherId: recordIdParams.shape.id });

/** A record as the lists show it (the bill's scope columns stay on the server; the customer is masked). */
export const paymentRecordRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  agency: z.boolean(),
  payee: z.string(),
  amount: z.string(),
  kind: z.number().int(),
  status: z.number().int(),
  /** The approval level a pending record waits for (1 or 2); null otherwise. */
  level: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  /** The maker and the level-1 approver: the web offers a decision by the maker-checker rule (decision 0062). */
  createdBy: z.number().int(),
  firstBy: z.number().int().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type PaymentRecordRow = z.infer<typeof paymentRecordRow>;

/** The list; with a bill filter, also the sum of that bill's records (to the fen). */
export const paymentRecordListReply = z.object({
  list: z.array(paymentRecordRow),
  total: z.number().int().nullable(),
  totalExact: z.boolean().nullable(),
  billTotal: z.string().nullable(),
});
export type PaymentRecordListReply = z.infer<typeof paymentRecordListReply>;

export const paymentRecordDetail = paymentRecordRow.extend({
  remark: z.string().nullable(),
  firstByName: z.string().nullable(),
  firstAt: z.string().nullable(),
  secondByName: z.string().nullable(),
  secondAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  vouchers: z.array(z.object({ id: z.number().int(), imageUrl: z.string() })),
  /** What its passing posted to the ledger (decision 0046); null until it passes. Accounts by code (LEDGER_ACCOUNTS names them). */
  posting: z
    .object({
      entryId: z.number().int(),
      postedAt: z.string(),
      lines: z.array(z.object({ accountCode: z.string(), debit: z.string(), credit: z.string() })),
    })
    .nullable(),
});
export type PaymentRecordDetail = z.infer<typeof paymentRecordDetail>;

/** The bills a record may be made for: the caller's, by number or customer prefix. */
export const paymentBillQuery = z.object({ keyword: keywordParam });
export const paymentBillOptions = z.object({
  list: z.array(z.object({ id: z.number().int(), billNo: z.string(), customerName: z.string() })),
});
export const paymentMoveReply = z.object({ status: z.number().int(), level: z.number().int().nullable(), version: z.number().int() });
