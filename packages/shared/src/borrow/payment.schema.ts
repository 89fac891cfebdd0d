import { z } from 'zod';
import { keywordParam, optionalParam, recordIdParams, registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { id, isoDate } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { amountRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';
import { PAY_TYPES } from './payment.constants';
const PAY_TYPE_MESSAGE = '付款方式不存在';

/** A payment a salesperson reports on one of their loan accounts, with its voucher images (uploaded first). */
export const paymentInput = z.object({
  grantId: id,
  amount: amountRequired,
  payType: z
    .number({ error: PAY_TYPE_MESSAGE })
    .int(PAY_TYPE_MESSAGE)
    .refine((v) => Object.hasOwn(PAY_TYPES, v), PAY_TYPE_MESSAGE),
  paidOn: isoDate('付款日期格式须为YYYY-MM-DD'),
  imageIds: z.array(z.uuid('凭证图片不存在'), { error: '请上传付款凭证' }).min(1, '请上传付款凭证').max(9, '凭证最多9张'),
  idempotencyKey: z.string().trim().min(8, '缺少幂等键').max(64, '幂等键过长'),
});
export type PaymentInput = z.infer<typeof paymentInput>;

export const paymentConfirmBody = z.object({ version: versionField, comment: optionalText(maxCharsCheck(200)) });
export const paymentRejectBody = z.object({ version: versionField, comment: requiredText('required', maxCharsCheck(200)) });
export type PaymentDecisionBody = z.infer<typeof paymentConfirmBody>;

export const paymentListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    status: statusCodeParam('paymentApproval', '状态不存在'),
    grantId: optionalParam(z.coerce.number().int().positive()),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

export const voucherParams = z.object({ id: recordIdParams.shape.id, voucherId: recordIdParams.shape.id });

export const paymentRow = z.object({
  id: z.number().int(),
  grantId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  amount: z.string(),
  payType: z.number().int(),
  paidOn: z.string(),
  status: z.number().int(),
  /** The maker: the web offers finance's decision by the maker-checker rule (decision 0062). */
  createdBy: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decisionComment: z.string().nullable(),
  ledgerEntryId: z.number().int().nullable(),
  vouchers: z.array(z.object({ id: z.number().int(), imageUrl: z.string() })),
  version: z.number().int(),
});
export type PaymentRow = z.infer<typeof paymentRow>;
export const paymentListReply = z.object({
  list: z.array(paymentRow),
  total: z.number().int().nullable(),
  totalExact: z.boolean().nullable(),
});
