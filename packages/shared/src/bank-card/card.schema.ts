import { z } from 'zod';
import { keywordParam, optionalParam, registryPaging, versionField } from '../borrower/registry-common';
import { id } from '../validation/primitives';
import { requiredText } from '../validation/rule-kit';
import { bankCardRequired, mobileRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';
import { cappedListReply, capMessage, statusCodeField, statusCodeParam, withTotalParam, withinCap } from './bank.schema';

const cardStatus = statusCodeField('bankCard', '状态不存在');

/**
 * What a user enters for a card. The bank is not entered: the server resolves it from the
 * card's BIN, as the form shows while typing.
 */
const cardFields = {
  borrowerId: id,
  /** The bill the card receives a grant for, when there is one. */
  billId: id.nullable().optional(),
  cardNo: bankCardRequired,
  accountName: requiredText('required', maxCharsCheck(40)),
  reservedMobile: mobileRequired,
  status: cardStatus,
};

export const bankCardInput = z.object(cardFields);
export type BankCardInput = z.infer<typeof bankCardInput>;
/** A card added from its borrower's page (the borrower is the page's, never typed): every field but the borrower. */
export const borrowerCardInput = bankCardInput.omit({ borrowerId: true });
export type BorrowerCardInput = z.infer<typeof borrowerCardInput>;
export const bankCardUpdate = z.object({ ...cardFields, version: versionField });
export type BankCardUpdate = z.infer<typeof bankCardUpdate>;

/** The card lists' filters (the filter bar's names), shared by the list and its export. */
const bankCardFilterFields = {
  /** The account name (prefix) or the card's last four digits. */
  keyword: keywordParam,
  borrowerId: optionalParam(z.coerce.number({ error: '借款人编号错误' }).int('借款人编号错误').positive('借款人编号错误')),
  bankCode: optionalParam(z.string().trim().max(20, '银行编码最多20个字符')),
  status: statusCodeParam('bankCard', '状态不存在'),
};
export const bankCardFilter = z.object(bankCardFilterFields);
export type BankCardFilter = z.infer<typeof bankCardFilter>;

export const bankCardListQuery = z
  .object({ ...registryPaging, ...bankCardFilterFields, withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type BankCardListQuery = z.infer<typeof bankCardListQuery>;

/** A card as lists and the detail show it: the number and the reserved mobile masked, always. */
export const bankCardRow = z.object({
  id: z.number().int(),
  borrowerId: z.number().int(),
  borrowerName: z.string(),
  billId: z.number().int().nullable(),
  cardNoMasked: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  reservedMobileMasked: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type BankCardRow = z.infer<typeof bankCardRow>;
export const bankCardListReply = cappedListReply(bankCardRow);
export type BankCardListReply = z.infer<typeof bankCardListReply>;
