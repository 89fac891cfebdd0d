import Decimal from 'decimal.js';
import { z } from 'zod';
import { choiceOf, keywordParam, optionalParam, registryListReply, registryPaging, versionField } from '../borrower/registry-common';
import { RATIO_MASK } from '../validation/patterns';
import { id } from '../validation/primitives';
import { requiredText } from '../validation/rule-kit';
import { creditCode, digits9And2, lengthAtMost, maxChars, registrationCode, shareholderRatio, typedDate } from '../validation/rules';
import { halfWidthParenthesesCheck, lengthAtMostCheck, noDigitsCheck } from '../validation/text-checks';
import { isStatusCode } from '../dictionaries/status-dictionary';
import { FIRM_ACTIONS, FIRM_SOURCE_TEXT, SHAREHOLDER_KIND_TEXT } from './firm.status';

/** A shareholder: a person or a company, with its ratio ('**.**' when not disclosed). */
export const shareholderInput = z.object({
  name: requiredText('required', halfWidthParenthesesCheck, lengthAtMostCheck(128)),
  kind: choiceOf(SHAREHOLDER_KIND_TEXT, '请选择股东类型'),
  ratio: shareholderRatio,
});
export type ShareholderInput = z.infer<typeof shareholderInput>;

export const SHAREHOLDER_LIMIT = 50;
export const SHAREHOLDER_RATIO_OVER = '股东占比合计不能超过100%';
export const FIRM_CODE_MISSING = '统一社会信用代码与注册号至少填写一项';

/** The disclosed ratios of a firm's shareholders add up to at most 100 (masked ones are unknown). */
export const ratioTotal = (ratios: readonly string[]) =>
  ratios.filter((r) => r !== RATIO_MASK).reduce((sum, r) => sum.plus(r), new Decimal(0));

const firmFields = {
  firmName: requiredText('required', halfWidthParenthesesCheck, lengthAtMostCheck(128)),
  /** Spec 000 §5: unified social credit code, 18 characters with its check character. */
  creditCode,
  /** Spec 000 §5: the old registration code, exactly 15 digits. */
  registrationCode,
  legalPerson: requiredText('required', noDigitsCheck, lengthAtMostCheck(32)),
  /** Yuan, a decimal string (11 digits, 2 of them decimals). */
  registeredCapital: digits9And2,
  establishDate: typedDate,
  address: lengthAtMost(128),
  businessScope: maxChars(800),
  shareholders: z.array(shareholderInput, { error: '股东格式错误' }).max(SHAREHOLDER_LIMIT, `最多${SHAREHOLDER_LIMIT}名股东`).default([]),
};

const firmChecks = (
  payload: z.core.ParsePayload<{
    creditCode?: string | undefined;
    registrationCode?: string | undefined;
    shareholders: ShareholderInput[];
  }>,
) => {
  const v = payload.value;
  if (!v.creditCode && !v.registrationCode)
    payload.issues.push({ code: 'custom', input: v, message: FIRM_CODE_MISSING, path: ['creditCode'] });
  if (ratioTotal(v.shareholders.map((s) => s.ratio)).gt(100))
    payload.issues.push({ code: 'custom', input: v, message: SHAREHOLDER_RATIO_OVER, path: ['shareholders'] });
};

export const firmInput = z.object({ ...firmFields, source: choiceOf(FIRM_SOURCE_TEXT, '请选择企业来源').default(1) }).check(firmChecks);
export type FirmInput = z.infer<typeof firmInput>;
export const firmUpdate = z.object({ ...firmFields, version: versionField }).check(firmChecks);
export type FirmUpdate = z.infer<typeof firmUpdate>;

export const firmActionParams = z.object({
  id,
  action: z.enum(FIRM_ACTIONS, { error: '操作不存在' }),
});
export const firmActionBody = z.object({ reason: maxChars(200) });
export type FirmActionBody = z.infer<typeof firmActionBody>;

const statusParam = z.coerce
  .number({ error: '状态不存在' })
  .int('状态不存在')
  .refine((v) => isStatusCode('firm', v), '状态不存在');
export const firmListQuery = z.object({
  ...registryPaging,
  /** Firm name or code prefix. */
  keyword: keywordParam,
  status: optionalParam(statusParam),
  source: optionalParam(z.coerce.number({ error: '企业来源不存在' }).refine((v) => Object.hasOwn(FIRM_SOURCE_TEXT, v), '企业来源不存在')),
});
export type FirmListQuery = z.infer<typeof firmListQuery>;

export const shareholderRow = z.object({ name: z.string(), kind: z.number().int(), ratio: z.string() });
export type ShareholderRow = z.infer<typeof shareholderRow>;

export const firmRow = z.object({
  id: z.number().int(),
  firmName: z.string(),
  creditCode: z.string().nullable(),
  registrationCode: z.string().nullable(),
  legalPerson: z.string(),
  registeredCapital: z.string().nullable(),
  status: z.number().int(),
  source: z.number().int(),
  shareholderCount: z.number().int(),
  areaCode: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type FirmRow = z.infer<typeof firmRow>;
export const firmListReply = registryListReply(firmRow);

export const firmDetail = firmRow.extend({
  establishDate: z.string().nullable(),
  address: z.string().nullable(),
  businessScope: z.string().nullable(),
  shareholders: z.array(shareholderRow),
  updatedAt: z.string(),
});
export type FirmDetail = z.infer<typeof firmDetail>;
