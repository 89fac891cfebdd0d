import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  choiceOf,
  keywordParam,
  optionalParam,
  orgFilterShape,
  registryListReply,
  registryPaging,
  versionField,
} from '../borrower/registry-common';
import { BORROW_TYPE_TEXT, FEE_MODE_TEXT } from './channel.constants';
import { mobileRequired } from '../validation/mobile';
import { optionalText, requiredText } from '../validation/rule-kit';
import { contractAmount, maxChars, mobileOptional, typedDate } from '../validation/rules';
import { amountCheck } from '../validation/number-checks';
import { halfWidthParenthesesCheck, lengthAtMostCheck, maxCharsCheck, noDigitsCheck } from '../validation/text-checks';
import { CHANNEL_SOURCE_TEXT } from './channel.constants';
export const CHANNEL_ENTITY = 'channel';
export const CHANNEL_FEE_RULE_ENTITY = 'channel_fee_rule';

/** The Bill entity's channel fields (spec 000 §3): channelCompanyName, channelSource, channelContactName, channelContactMobile, channelNotes. */
export const channelInput = z.object({
  channelCompanyName: requiredText('required', halfWidthParenthesesCheck, lengthAtMostCheck(128)),
  channelSource: choiceOf(CHANNEL_SOURCE_TEXT, '请选择渠道来源'),
  channelContactName: requiredText('required', noDigitsCheck, lengthAtMostCheck(32)),
  channelContactMobile: mobileRequired,
  channelNotes: maxChars(800),
});
export type ChannelInput = z.infer<typeof channelInput>;
/** An edit: a blank contact mobile keeps the stored one (the form only ever shows it masked). */
export const channelUpdate = channelInput.extend({ channelContactMobile: mobileOptional, version: versionField });
export type ChannelUpdate = z.infer<typeof channelUpdate>;

export const channelListQuery = z.object({
  ...registryPaging,
  ...orgFilterShape,
  /** Company or contact name prefix. */
  keyword: keywordParam,
  channelSource: optionalParam(
    z.coerce.number({ error: '渠道来源不存在' }).refine((v) => Object.hasOwn(CHANNEL_SOURCE_TEXT, v), '渠道来源不存在'),
  ),
});
export type ChannelListQuery = z.infer<typeof channelListQuery>;

/** A channel as lists show it: the contact's mobile masked. channelId is the record's id. */
export const channelRow = z.object({
  channelId: z.number().int(),
  channelCompanyName: z.string(),
  channelSource: z.number().int(),
  channelContactName: z.string(),
  channelContactMobile: z.string(),
  channelNotes: z.string().nullable(),
  feeRuleCount: z.number().int(),
  areaCode: z.string(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ChannelRow = z.infer<typeof channelRow>;
export const channelListReply = registryListReply(channelRow);

// Fee rules (freeRuleAdd): what the firm pays a channel for the business it brings.

export const FEE_RATE_FORMAT = '费率须为大于0且不超过100的数字，最多4位小数';
export const FEE_RANGE_ORDER = '最低借款金额不能高于最高借款金额';
export const FEE_DATE_ORDER = '生效开始日期不能晚于结束日期';

/** A percentage above 0 and at most 100, up to 4 decimals, kept as text (never a JS number). */
export const feeRateText = z
  .string({ error: FEE_RATE_FORMAT })
  .trim()
  // Blank is "not given"; whether it is needed depends on the fee mode (checked below).
  .refine((v) => v === '' || (/^\d{1,3}(\.\d{1,4})?$/.test(v) && new Decimal(v).gt(0) && new Decimal(v).lte(100)), FEE_RATE_FORMAT);

const empty = (v: string | undefined) => v === undefined || v === '';
const decimalLess = (a: string, b: string) => {
  // Both passed the contract-amount rule: compare as fixed-point text, never as floats.
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length < bi.length;
  const x = `${ai}${af.padEnd(2, '0')}`;
  const y = `${bi}${bf.padEnd(2, '0')}`;
  return x < y;
};

export const feeRuleInput = z
  .object({
    ruleName: requiredText('required', maxCharsCheck(40)),
    borrowTypes: z
      .array(choiceOf(BORROW_TYPE_TEXT, '借款类型不存在'), { error: '请至少选择一个借款类型' })
      .min(1, '请至少选择一个借款类型'),
    feeMode: choiceOf(FEE_MODE_TEXT, '请选择计费方式'),
    /** Percent, when feeMode is 1. */
    feeRate: feeRateText.optional(),
    /** Yuan, when feeMode is 2 (spec amount rule: > 0, at most 2 decimals). */
    feeAmount: optionalText(amountCheck),
    minLoanAmount: contractAmount,
    maxLoanAmount: contractAmount,
    effectiveFrom: typedDate,
    effectiveTo: typedDate,
    notes: maxChars(800),
  })
  .check((payload) => {
    const v = payload.value;
    const issue = (message: string, path: string) => payload.issues.push({ code: 'custom', input: v, message, path: [path] });
    if (v.feeMode === 1 && empty(v.feeRate)) issue('请填写费率', 'feeRate');
    if (v.feeMode === 2 && empty(v.feeAmount)) issue('请填写金额', 'feeAmount');
    if (v.minLoanAmount && v.maxLoanAmount && decimalLess(v.maxLoanAmount, v.minLoanAmount)) issue(FEE_RANGE_ORDER, 'maxLoanAmount');
    if (v.effectiveFrom && v.effectiveTo && v.effectiveTo < v.effectiveFrom) issue(FEE_DATE_ORDER, 'effectiveTo');
  });
export type FeeRuleInput = z.infer<typeof feeRuleInput>;

export const feeRuleRow = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  ruleName: z.string(),
  borrowTypes: z.array(z.number().int()),
  feeMode: z.number().int(),
  feeRate: z.string().nullable(),
  feeAmount: z.string().nullable(),
  minLoanAmount: z.string().nullable(),
  maxLoanAmount: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type FeeRuleRow = z.infer<typeof feeRuleRow>;
export const channelDetail = channelRow.extend({ feeRules: z.array(feeRuleRow) });
export type ChannelDetail = z.infer<typeof channelDetail>;
