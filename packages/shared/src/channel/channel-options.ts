import { z } from 'zod';
import { keywordParam, optionalParam } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { idOf } from '../validation/primitives';
import { BORROW_TYPE_TEXT } from './channel.constants';
import type { FeeRuleRow } from './channel.schema';

/*
 * The bill form's channel picker: GET /v1/channel/options under bill_create_list. A salesperson
 * picks the channel and its fee rule by name, never by typing an id.
 */

/** At most this many channels per answer: the picker narrows by typing. */
export const CHANNEL_OPTIONS_LIMIT = 50;

export const channelOptionsQuery = z.object({
  /** Company or contact name prefix. */
  keyword: keywordParam,
  /** Just this channel (the form of a saved bill shows its channel's name and rules). */
  channelId: optionalParam(idOf('渠道不存在')),
});
export type ChannelOptionsQuery = z.infer<typeof channelOptionsQuery>;

const localised = z.object({ 'zh-CN': z.string(), 'en-US': z.string() });
/** The terms a rule applies on (feeRuleMisfit): the form greys out a rule that does not fit the bill. */
export const feeRuleTerms = z.object({
  borrowTypes: z.array(z.number().int()),
  minLoanAmount: z.string().nullable(),
  maxLoanAmount: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
});
export const feeRuleOption = z.object({ id: z.number().int(), label: localised, terms: feeRuleTerms });
export type FeeRuleOption = z.infer<typeof feeRuleOption>;

/** A channel as the picker offers it: the contact's mobile masked. */
export const channelOption = z.object({
  channelId: z.number().int(),
  name: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  feeRules: z.array(feeRuleOption),
});
export type ChannelOption = z.infer<typeof channelOption>;
export const channelOptionsReply = z.object({ list: z.array(channelOption) });
export type ChannelOptionsReply = z.infer<typeof channelOptionsReply>;

/** 1234567.50 → 1,234,567.5; 500000.00 → 500,000 (text only: money never becomes a JS number). */
const yuan = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cents = fraction.replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents ? `.${cents}` : ''}`;
};

type RuleFacts = Pick<FeeRuleRow, 'ruleName' | 'borrowTypes' | 'feeMode' | 'feeRate' | 'feeAmount' | 'minLoanAmount' | 'maxLoanAmount'>;

/** A fee rule in one line, in both languages: its name, borrow types, rate or amount, and loan range. */
export function feeRuleLabel(rule: RuleFacts): LocalisedText {
  const types = (locale: keyof LocalisedText) =>
    rule.borrowTypes.map((t) => BORROW_TYPE_TEXT[t as keyof typeof BORROW_TYPE_TEXT]?.[locale] ?? String(t));
  const byRate = rule.feeMode === 1;
  const fee = {
    'zh-CN': byRate ? `费率${rule.feeRate ?? ''}%` : `每笔${yuan(rule.feeAmount ?? '0')}元`,
    'en-US': byRate ? `${rule.feeRate ?? ''}% of the loan` : `${yuan(rule.feeAmount ?? '0')} yuan per bill`,
  };
  const [min, max] = [rule.minLoanAmount, rule.maxLoanAmount].map((a) => (a ? yuan(a) : null));
  const range = {
    'zh-CN': min && max ? `借款${min}至${max}元` : min ? `借款${min}元起` : max ? `借款${max}元以内` : '借款金额不限',
    'en-US': min && max ? `loans ${min}–${max} yuan` : min ? `loans from ${min} yuan` : max ? `loans up to ${max} yuan` : 'any loan amount',
  };
  return {
    'zh-CN': `${rule.ruleName}：${types('zh-CN').join('、')}，${fee['zh-CN']}，${range['zh-CN']}`,
    'en-US': `${rule.ruleName}: ${types('en-US').join(', ')}; ${fee['en-US']}; ${range['en-US']}`,
  };
}
