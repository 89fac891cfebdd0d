import { z } from 'zod';
import type { StatusCode } from '../dictionaries/status-lists';
import { optionalParam, registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { billShape } from '../bill/bill.schema';
import { id, isoDate } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { flowRecordRow, flowStateRow } from '../workflow/workflow.actions';
import { SYSTEM_CHANGE_FIELD_KEYS } from './system-change.fields';
import { SYSTEM_CHANGE_REPLY_MESSAGES as M } from './system-change.messages';

/** STATUS_LISTS.systemChange. */
export const SYSTEM_CHANGE_STATUS = { inApproval: 1, applied: 2, rejected: 3 } as const satisfies Record<
  string,
  StatusCode<'systemChange'>
>;

/**
 * The new values: only the whitelisted fields, each with the bill form's own rule (billShape);
 * any other key is refused, and at least one field must be given.
 */
export const systemChangeValues = z
  .strictObject(
    {
      borrowType: optionalParam(billShape.borrowType),
      borrowDuration: optionalParam(billShape.borrowDuration),
      fundings: billShape.fundings,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? M.systemChangeFieldNotAllowed['zh-CN'] : M.systemChangeNothing['zh-CN']) },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.systemChangeNothing['zh-CN']);
export type SystemChangeValues = z.infer<typeof systemChangeValues>;

export const systemChangeInput = z.object({
  billId: id,
  changes: systemChangeValues,
  reason: requiredText('required', maxCharsCheck(200)),
});
export type SystemChangeInput = z.infer<typeof systemChangeInput>;

export const systemChangeActBody = z.object({ flowVersion: versionField, comment: optionalText(maxCharsCheck(200)) });
export const systemChangeRejectBody = z.object({ flowVersion: versionField, comment: requiredText('required', maxCharsCheck(200)) });

/** mine: the caller's own requests; inbox: requests awaiting the caller's approval; all: every request in scope. */
export const systemChangeListQuery = z
  .object({
    ...registryPaging,
    view: z.enum(['mine', 'inbox', 'all'], { error: '列表视图不存在' }).default('mine'),
    status: statusCodeParam('systemChange', '状态不存在'),
    keyword: optionalParam(z.string().trim().max(40, '关键字最多40个字符')),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type SystemChangeListQuery = z.infer<typeof systemChangeListQuery>;

/** One field's change: before (at the request) and after, as text. */
export const systemChangeDiff = z.object({ field: z.enum(SYSTEM_CHANGE_FIELD_KEYS), before: z.string().nullable(), after: z.string() });
export type SystemChangeDiff = z.infer<typeof systemChangeDiff>;

export const systemChangeRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  changes: z.array(systemChangeDiff),
  reason: z.string(),
  status: z.number().int(),
  applicantName: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type SystemChangeRow = z.infer<typeof systemChangeRow>;
export const systemChangeListReply = cappedListReply(systemChangeRow);
export type SystemChangeListReply = z.infer<typeof systemChangeListReply>;

export const systemChangeDetail = systemChangeRow.extend({ flow: flowStateRow.nullable(), records: z.array(flowRecordRow) });
export type SystemChangeDetail = z.infer<typeof systemChangeDetail>;

/** The bills a request may name (in scope, in approval or past final review), with their current values. */
export const systemChangeOptions = z.object({
  bills: z.array(
    z.object({
      id: z.number().int(),
      billNo: z.string(),
      customerName: z.string(),
      borrowType: z.number().int(),
      borrowDuration: z.number().int(),
      fundings: z.string().nullable(),
    }),
  ),
});
export type SystemChangeOptions = z.infer<typeof systemChangeOptions>;

/** /systemSetting/changeVersion: the version records, filtered by bill number, field and the day applied. */
export const systemChangeVersionQuery = z
  .object({
    ...registryPaging,
    keyword: optionalParam(z.string().trim().max(40, '关键字最多40个字符')),
    field: optionalParam(z.enum(SYSTEM_CHANGE_FIELD_KEYS, { error: M.systemChangeFieldNotAllowed['zh-CN'] })),
    from: optionalParam(isoDate()),
    to: optionalParam(isoDate()),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type SystemChangeVersionQuery = z.infer<typeof systemChangeVersionQuery>;

export const systemChangeVersionRow = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  field: z.enum(SYSTEM_CHANGE_FIELD_KEYS),
  before: z.string().nullable(),
  after: z.string(),
  billVersion: z.number().int(),
  applicantName: z.string(),
  approverName: z.string(),
  createdAt: z.string(),
});
export type SystemChangeVersionRow = z.infer<typeof systemChangeVersionRow>;
export const systemChangeVersionReply = cappedListReply(systemChangeVersionRow);
