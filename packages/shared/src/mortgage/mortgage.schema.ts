import { z } from 'zod';
import { keywordParam, registryPaging, versionField } from '../borrower/registry-common';
import { LIST_TOTAL_CAP } from '../api/list-total';
import { requiredText } from '../validation/rule-kit';
import { lengthAtMostCheck } from '../validation/text-checks';

/** What a user enters. Add the module's fields here, each with a rule of the validation kit (spec 000 §5). */
const mortgageeFields = {
  name: requiredText('required', lengthAtMostCheck(128)),
  /** A disabled mortgagee stays on past requests but is no longer offered (disabling is an audited edit). */
  enabled: z.boolean({ error: '状态不正确' }).default(true),
};

export const mortgageeInput = z.object(mortgageeFields);
export type MortgageeInput = z.infer<typeof mortgageeInput>;
/** An edit carries the version it was read at: a stale one gets a 409. */
export const mortgageeUpdate = z.object({ ...mortgageeFields, version: versionField });
export type MortgageeUpdate = z.infer<typeof mortgageeUpdate>;

/**
 * Spec 001 §3 paging plus a name prefix, and withTotal: the list block sends 0 when only the page
 * changed and keeps the total it has. The total is counted up to a cap, and paging stops there.
 */
export const mortgageeListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    withTotal: z.enum(['0', '1'], { error: 'withTotal只能是0或1' }).default('1'),
  })
  .refine((q) => (q.pageNum - 1) * q.pageSize < LIST_TOTAL_CAP, {
    message: `最多查看前${LIST_TOTAL_CAP}条，请缩小查询范围`,
    path: ['pageNum'],
  });
export type MortgageeListQuery = z.infer<typeof mortgageeListQuery>;

/** A record as the list shows it (the scope columns stay on the server). */
export const mortgageeRow = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  areaCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type MortgageeRow = z.infer<typeof mortgageeRow>;

/** Spec 001 §3 list response; total and totalExact are null when the client asked for no total. */
export const mortgageeListReply = z.object({
  list: z.array(mortgageeRow),
  total: z.number().int().nullable(),
  totalExact: z.boolean().nullable(),
});
export type MortgageeListReply = z.infer<typeof mortgageeListReply>;

/** A record as its detail shows it: the row, plus what only the detail needs. */
export const mortgageeDetail = mortgageeRow.extend({});
export type MortgageeDetail = z.infer<typeof mortgageeDetail>;
