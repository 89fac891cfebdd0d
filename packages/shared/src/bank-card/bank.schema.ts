import { z } from 'zod';
import { LIST_TOTAL_CAP } from '../api/list-total';
import { keywordParam, optionalParam, registryPaging, versionField } from '../borrower/registry-common';
import { isStatusCode } from '../dictionaries/status-dictionary';
import type { StatusListKey } from '../dictionaries/status-lists';
import { requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';

/** ICBC, BOCOM, CMB…: the code the BIN table and the cards refer to. */
export const bankCodeField = z
  .string({ error: '请填写银行编码' })
  .trim()
  .regex(/^[A-Z0-9_]{2,20}$/, '银行编码须为2至20位大写字母、数字或下划线');

/** A code of a STATUS_LISTS list in a body (a number), refused with `message` otherwise. */
export const statusCodeField = (list: StatusListKey, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((v) => isStatusCode(list, v), message);
/** The same as a list filter (query text, blank for none). */
export const statusCodeParam = (list: StatusListKey, message: string) =>
  optionalParam(z.coerce.number({ error: message }).refine((v) => isStatusCode(list, v), message));

const bankStatus = statusCodeField('bank', '状态不存在');

const bankFields = {
  bankCode: bankCodeField,
  bankName: requiredText('required', maxCharsCheck(50)),
  /** 1 enabled, 0 disabled (STATUS_LISTS.bank): disabling is an edit, so it is versioned and audited too. */
  status: bankStatus,
};

export const bankInput = z.object(bankFields);
export type BankInput = z.infer<typeof bankInput>;
export const bankUpdate = z.object({ ...bankFields, version: versionField });
export type BankUpdate = z.infer<typeof bankUpdate>;

/** Paging within the count cap: the list block counts up to LIST_TOTAL_CAP. */
export const withinCap = (q: { pageNum: number; pageSize: number }) => (q.pageNum - 1) * q.pageSize < LIST_TOTAL_CAP;
export const capMessage = { message: `最多查看前${LIST_TOTAL_CAP}条，请缩小查询范围`, path: ['pageNum'] };
export const withTotalParam = z.enum(['0', '1'], { error: 'withTotal只能是0或1' }).default('1');

export const bankListQuery = z
  .object({
    ...registryPaging,
    /** A bank code or name prefix. */
    keyword: keywordParam,
    status: statusCodeParam('bank', '状态不存在'),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type BankListQuery = z.infer<typeof bankListQuery>;

export const bankRow = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  status: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type BankRow = z.infer<typeof bankRow>;

/** Spec 001 §3 list response; total and totalExact are null when the client asked for no total. */
export const cappedListReply = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int().nullable(), totalExact: z.boolean().nullable() });
export const bankListReply = cappedListReply(bankRow);
export type BankListReply = z.infer<typeof bankListReply>;

/** Spec 000 §3 bank info: what the BIN lookup and the forms' bank choices show. */
export const bankInfo = z.object({ bankCode: z.string(), bankName: z.string() });
export type BankInfo = z.infer<typeof bankInfo>;
export const bankOptionsReply = z.object({ list: z.array(bankInfo) });
