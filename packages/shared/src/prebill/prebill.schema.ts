import { z } from 'zod';
import { listTotal } from '../api/envelope';
import { choiceOf, keywordParam, optionalParam, orgFilterShape, registryPaging, versionField } from '../borrower/registry-common';
import { BORROW_TYPE_TEXT } from '../channel/channel.constants';
import { idCardIssue } from '../validation/id-card';
import { mobileRequired } from '../validation/mobile';
import { requiredText } from '../validation/rule-kit';
import { amountRequired, contractTermCheck, maxChars, twoDecimalsAtMost } from '../validation/rules';
import { chineseOnlyCheck, lengthAtMostCheck } from '../validation/text-checks';

/**
 * A pre-bill (询价, the enquiry stage): the borrower, the amount and term asked for and the
 * property, enough to become a bill draft without retyping.
 */
export const preBillInput = z
  .object({
    customerName: requiredText('required', chineseOnlyCheck, lengthAtMostCheck(32)),
    customerMobile: mobileRequired,
    idCard: requiredText('required', idCardIssue),
    borrowType: choiceOf(BORROW_TYPE_TEXT, '请选择借款类型'),
    borrowAmount: amountRequired.pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, '借款金额整数部分最多9位')),
    borrowDuration: z.coerce
      .number({ error: '请填写借款期限' })
      .int('借款期限须为正整数')
      .min(1, '借款期限须为正整数')
      .max(3650, '借款期限过长'),
    addressProvince: optionalParam(z.string().regex(/^\d{6}$/, '地区编码须为6位数字')),
    addressDistrict: optionalParam(z.string().regex(/^\d{6}$/, '地区编码须为6位数字')),
    addressDetails: requiredText('required', lengthAtMostCheck(128)),
    floorArea: twoDecimalsAtMost,
    evsTotalPrice: twoDecimalsAtMost,
    notes: maxChars(500),
  })
  .check(contractTermCheck('borrowDuration', 'borrowType'));
export type PreBillInput = z.infer<typeof preBillInput>;
export const preBillCreateBody = preBillInput.safeExtend({ idempotencyKey: z.string().trim().min(8, '缺少幂等键').max(64, '幂等键过长') });
export type PreBillCreateBody = z.infer<typeof preBillCreateBody>;
export const preBillConvertBody = z.object({ version: versionField });

export const preBillListQuery = z.object({
  ...registryPaging,
  keyword: keywordParam,
  status: optionalParam(z.coerce.number().int().min(0).max(1)),
});
export type PreBillListQuery = z.infer<typeof preBillListQuery>;

export const preBillRow = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  idCard: z.string(),
  borrowType: z.number().int(),
  borrowAmount: z.string(),
  borrowDuration: z.number().int(),
  addressDetails: z.string(),
  status: z.number().int(),
  billId: z.number().int().nullable(),
  areaCode: z.string(),
  salespersonId: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type PreBillRow = z.infer<typeof preBillRow>;
export const preBillListReply = z.object({ list: z.array(preBillRow), ...listTotal });
export type PreBillListReply = z.infer<typeof preBillListReply>;
export const preBillConvertReply = z.object({ billId: z.number().int(), billNo: z.string(), version: z.number().int() });

/** The browse list adds the region → department → salesperson filter (spec 001 §2). */
export const preBillBrowseQuery = preBillListQuery.extend(orgFilterShape);
export type PreBillBrowseQuery = z.infer<typeof preBillBrowseQuery>;

/** One pre-bill for its read-only page: the row plus the property and notes. */
export const preBillDetail = preBillRow.extend({
  addressProvince: z.string().nullable(),
  addressDistrict: z.string().nullable(),
  floorArea: z.string().nullable(),
  evsTotalPrice: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PreBillDetail = z.infer<typeof preBillDetail>;
