import { z } from 'zod';
import { keywordParam, optionalParam, registryListReply, registryPaging } from '../borrower/registry-common';
import { isStatusCode } from '../dictionaries/status-dictionary';
import type { StatusCode } from '../dictionaries/status-lists';
import { idCardIssue } from '../validation/id-card';
import { optionalText, requiredText } from '../validation/rule-kit';
import { chineseOnlyCheck, lengthAtMostCheck, maxCharsCheck, mobileFormat } from '../validation/text-checks';

/** Route /blackCustomer/blackCustomerList (spec 001 §2); role 3001 (blacklist management) holds it. */
export const BLACKLIST_PERMISSION = 'black_list';
export const BLACKLIST_ENTITY = 'blacklist';

/** An entry is on the list until removed (with a reason); removed entries stay for the record. Labels: STATUS_LISTS.blacklist. */
export const BLACKLIST_STATUS = { removed: 0, active: 1 } as const satisfies Record<string, StatusCode<'blacklist'>>;

export const BLACKLIST_NEEDS_ID = '身份证号与手机号至少填写一项';

export const blacklistInput = z
  .object({
    name: requiredText('required', chineseOnlyCheck, lengthAtMostCheck(32)),
    idCard: optionalText(idCardIssue),
    mobile: optionalText(mobileFormat),
    reason: requiredText('required', maxCharsCheck(200)),
  })
  .check((payload) => {
    const v = payload.value;
    if (!v.idCard && !v.mobile) payload.issues.push({ code: 'custom', input: v, message: BLACKLIST_NEEDS_ID, path: ['idCard'] });
  });
export type BlacklistInput = z.infer<typeof blacklistInput>;

export const blacklistRemoveBody = z.object({ reason: requiredText('required', maxCharsCheck(200)) });
export type BlacklistRemoveBody = z.infer<typeof blacklistRemoveBody>;

export const blacklistListQuery = z.object({
  ...registryPaging,
  /** Name or ID number prefix. */
  keyword: keywordParam,
  status: optionalParam(z.coerce.number({ error: '状态不存在' }).refine((v) => isStatusCode('blacklist', v), '状态不存在')),
});
export type BlacklistListQuery = z.infer<typeof blacklistListQuery>;

/** A listed person: ID number and mobile masked. */
export const blacklistRow = z.object({
  id: z.number().int(),
  name: z.string(),
  idCard: z.string(),
  mobile: z.string(),
  reason: z.string(),
  status: z.number().int(),
  addedByName: z.string().nullable(),
  createdAt: z.string(),
  removeReason: z.string().nullable(),
  removedByName: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type BlacklistRow = z.infer<typeof blacklistRow>;
export const blacklistListReply = registryListReply(blacklistRow);

/** What other modules ask (bills are flagged by it): by ID number or mobile. */
export type BlacklistProbe = { idCard?: string | null; mobile?: string | null };
