import { z } from 'zod';
import { keywordParam, optionalParam, recordIdParams, registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import type { StatusCode } from '../dictionaries/status-lists';
import type { LocalisedText } from '../route-table/route-table.types';
import { id, isoDate } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { amountRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';

/** Spec 000 §4 payment approval statuses (STATUS_LISTS.paymentApproval) a confirmation moves through. */
export const PAYMENT_STATUS = { pending: 3, passed: 2, rejected: 4 } as const satisfies Record<string, StatusCode<'paymentApproval'>>;

const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });
/** Spec 000 §9 pay types. */
export const PAY_TYPES = {
  1: t('网银', 'Online banking'),
  2: t('转账', 'Transfer'),
  9: t('线下', 'Offline'),
  4: t('合规', 'Compliance'),
  5: t('系统扣款', 'System deduction'),
  6: t('人工扣款', 'Manual deduction'),
} as const satisfies Record<number, LocalisedText>;
export type PayType = keyof typeof PAY_TYPES;
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
