import { z } from 'zod';
import { keywordParam, registryPaging, versionField } from '../borrower/registry-common';
import { bankCardPrefix, cardBin } from '../validation/rules';
import {
  cappedListReply,
  bankCodeField,
  statusCodeField,
  statusCodeParam,
  bankInfo,
  capMessage,
  withTotalParam,
  withinCap,
} from './bank.schema';

const cardType = statusCodeField('cardBinType', '卡类型不存在');

const cardBinFields = {
  binPrefix: cardBin,
  bankCode: bankCodeField,
  /** 1 debit, 2 credit (STATUS_LISTS.cardBinType). */
  cardType,
  cardLength: z
    .number({ error: '卡号长度须为12至19位' })
    .int('卡号长度须为12至19位')
    .min(12, '卡号长度须为12至19位')
    .max(19, '卡号长度须为12至19位'),
};

export const cardBinInput = z.object(cardBinFields);
export type CardBinInput = z.infer<typeof cardBinInput>;
export const cardBinUpdate = z.object({ ...cardBinFields, version: versionField });
export type CardBinUpdate = z.infer<typeof cardBinUpdate>;

export const cardBinListQuery = z
  .object({
    ...registryPaging,
    /** A BIN prefix (digits) or a bank code. */
    keyword: keywordParam,
    cardType: statusCodeParam('cardBinType', '卡类型不存在'),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type CardBinListQuery = z.infer<typeof cardBinListQuery>;

export const cardBinRow = z.object({
  id: z.number().int(),
  binPrefix: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  cardType: z.number().int(),
  cardLength: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CardBinRow = z.infer<typeof cardBinRow>;
export const cardBinListReply = cappedListReply(cardBinRow);
export type CardBinListReply = z.infer<typeof cardBinListReply>;

/** GET /bankcard/v2/bank_info/list?bankCardNo= (spec 000 §7): at least 6 digits. */
export const bankInfoLookupQuery = z.object({ bankCardNo: bankCardPrefix });
/** The spec's reply: data.data, the banks whose longest BIN prefix matches (usually one; none when unknown). */
export const bankInfoLookupReply = z.object({ data: z.array(bankInfo) });
export type BankInfoLookupReply = z.infer<typeof bankInfoLookupReply>;
