import { z } from 'zod';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { keywordParam, registryPaging, versionField } from '../borrower/registry-common';
import { appointmentRow } from '../appointment/appointment.schema';
import { id } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { FIELD_ORDER_FORM_KEYS, findingsSchema } from './field-order.forms';

/** The list's two views: the caller's own visits (field staff), or submitted orders in scope awaiting review (managers). */
export const FIELD_ORDER_VIEWS = ['mine', 'review'] as const;
export type FieldOrderView = (typeof FIELD_ORDER_VIEWS)[number];

export const fieldOrderListQuery = z
  .object({
    ...registryPaging,
    view: z.enum(FIELD_ORDER_VIEWS, { error: '视图不存在' }).default('mine'),
    keyword: keywordParam,
    status: statusCodeParam('appointment', '状态不存在'),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type FieldOrderListQuery = z.infer<typeof fieldOrderListQuery>;

/** An order as the list shows it: its appointment, the form it fills, and when it was sent and reviewed. */
export const fieldOrderRow = appointmentRow.extend({
  form: z.enum(FIELD_ORDER_FORM_KEYS),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type FieldOrderRow = z.infer<typeof fieldOrderRow>;
export const fieldOrderListReply = cappedListReply(fieldOrderRow);
export type FieldOrderListReply = z.infer<typeof fieldOrderListReply>;

export const fieldOrderDetail = fieldOrderRow.extend({
  remark: z.string().nullable(),
  findings: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  photoIds: z.array(z.string()),
  reviewerName: z.string().nullable(),
  reviewComment: z.string().nullable(),
  /** The assigned field person, while the order awaits review, from the visit's day on. */
  mayFill: z.boolean(),
  /** The visit's day has not come yet: nothing can be submitted (decision 0066). */
  beforeVisitDay: z.boolean(),
  /** A reviewer in scope, not the field person, once the order is submitted. */
  mayReview: z.boolean(),
});
export type FieldOrderDetail = z.infer<typeof fieldOrderDetail>;

const photoIds = z
  .array(z.uuid('照片不存在'), { error: '请上传现场照片' })
  .min(1, '请上传现场照片')
  .max(9, '照片最多9张')
  .refine((ids) => new Set(ids).size === ids.length, '照片重复');

/** The field person's findings and photos; the findings are checked against the form named. */
export const fieldOrderSubmitBody = z
  .object({
    form: z.enum(FIELD_ORDER_FORM_KEYS, { error: '表单不存在' }),
    findings: z.record(z.string(), z.unknown(), { error: '请填写核查结果' }),
    photoIds,
    version: versionField,
  })
  .superRefine((v, ctx) => {
    const parsed = findingsSchema(v.form).safeParse(v.findings);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['findings', ...issue.path] });
  });
export type FieldOrderSubmitBody = z.infer<typeof fieldOrderSubmitBody>;

/** A manager's decision; a rejection says why. */
export const fieldOrderApproveBody = z.object({ version: versionField, comment: optionalText(maxCharsCheck(200)) });
export const fieldOrderRejectBody = z.object({
  version: versionField,
  comment: requiredText('required', maxCharsCheck(200)),
});
export type FieldOrderDecisionBody = z.infer<typeof fieldOrderApproveBody>;

/** The visits of one bill, for its operation stripe: each reviewed or submitted order. */
export const billVisitRow = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  status: z.number().int(),
  visitDate: z.string(),
  address: z.string(),
  fieldPersonName: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewComment: z.string().nullable(),
  at: z.string(),
});
export type BillVisitRow = z.infer<typeof billVisitRow>;
export const billVisitsReply = z.array(billVisitRow);

export const photoParams = z.object({ id, photoId: z.uuid() });
