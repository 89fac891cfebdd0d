import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { validationMessage } from '../validation/messages';
import { id, idOf, isoDate } from '../validation/primitives';
import { addRuleIssue, optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { flowRecordRow, flowStateRow } from '../workflow/workflow.actions';
const order = z.union([z.literal(1), z.literal(2)], { error: '抵押顺位只能是一抵或二抵' });

export const mortgageRequestInput = z.object({
  // Chosen from lists: an empty choice says what to choose, not how ids are formed.
  billId: idOf(validationMessage('billChoice', 'zh-CN')),
  propertyIds: z.array(id, { error: '请选择抵押物' }).min(1, '请选择抵押物').max(20, '请选择抵押物'),
  mortgageeId: idOf(validationMessage('mortgageeChoice', 'zh-CN')),
  order,
  remark: optionalText(maxCharsCheck(200)),
});
export type MortgageRequestInput = z.infer<typeof mortgageRequestInput>;

export const mortgageActBody = z.object({ flowVersion: versionField, comment: optionalText(maxCharsCheck(200)) });
export const mortgageRejectBody = z.object({ flowVersion: versionField, comment: requiredText('required', maxCharsCheck(200)) });

/** One property's registration by warrant staff: certificate number (spec 001 §5: required, max 51), date, mortgagee, order. */
const certificateImages = z
  .array(z.uuid('证书图片不存在'))
  .max(9, '证书图片最多9张')
  .prefault([])
  .check((payload) => {
    if (payload.value.length === 0) addRuleIssue(payload, { key: 'certificateImageRequired' });
  });

export const mortgageRegistrationInput = z.object({
  propertyId: id,
  certNo: requiredText('certificateRequired', maxCharsCheck(51)),
  regDate: isoDate(),
  mortgageeId: id,
  order,
  /** The certificate's images (the caller's own uploads, encrypted at rest): at least one (decision 0071), up to 9. */
  imageIds: certificateImages,
});
export type MortgageRegistrationInput = z.infer<typeof mortgageRegistrationInput>;

/** A correction: certificate images added to a registered property afterwards (decision 0071). */
export const mortgageImageAddInput = z.object({ propertyId: id, imageIds: certificateImages });
export type MortgageImageAddInput = z.infer<typeof mortgageImageAddInput>;

/** A release: allowed once the loan is settled, or as an exception with its reason (approved like any release). */
export const mortgageReleaseInput = z.object({ billId: id, exceptionReason: optionalText(maxCharsCheck(200)) });
export type MortgageReleaseInput = z.infer<typeof mortgageReleaseInput>;

export const mortgageFlowListQuery = (list: 'mortgageRequest' | 'mortgageRelease') =>
  z.object({ ...registryPaging, status: statusCodeParam(list, '状态不存在'), withTotal: withTotalParam }).refine(withinCap, capMessage);
export const mortgageRequestListQuery = mortgageFlowListQuery('mortgageRequest');
export type MortgageRequestListQuery = z.infer<typeof mortgageRequestListQuery>;
export const mortgageReleaseListQuery = mortgageFlowListQuery('mortgageRelease');
export type MortgageReleaseListQuery = z.infer<typeof mortgageReleaseListQuery>;

export const mortgagePropertyRow = z.object({
  id: z.number().int(),
  address: z.string(),
  certNo: z.string().nullable(),
  regDate: z.string().nullable(),
  mortgageeName: z.string().nullable(),
  order: z.number().int().nullable(),
  /** The certificate images, each loaded (encrypted) through the registration's image endpoint. */
  images: z.array(z.object({ id: z.string(), imageUrl: z.string() })),
});
export type MortgagePropertyRow = z.infer<typeof mortgagePropertyRow>;

export const mortgageRequestRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  mortgageeName: z.string(),
  order: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  propertyCount: z.number().int(),
  registeredCount: z.number().int(),
  /** The bill's mortgage is released (a release request 4 已解押): the page shows that, not 全部登记 (decision 0071). */
  released: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type MortgageRequestRow = z.infer<typeof mortgageRequestRow>;
export const mortgageRequestListReply = cappedListReply(mortgageRequestRow);

export const mortgageRequestDetail = mortgageRequestRow.extend({
  mortgageeId: z.number().int(),
  properties: z.array(mortgagePropertyRow),
  flow: flowStateRow.nullable(),
  records: z.array(flowRecordRow),
});
export type MortgageRequestDetail = z.infer<typeof mortgageRequestDetail>;

export const mortgageReleaseRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  status: z.number().int(),
  exceptionReason: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type MortgageReleaseRow = z.infer<typeof mortgageReleaseRow>;
export const mortgageReleaseListReply = cappedListReply(mortgageReleaseRow);
export const mortgageReleaseDetail = mortgageReleaseRow.extend({ flow: flowStateRow.nullable(), records: z.array(flowRecordRow) });
export type MortgageReleaseDetail = z.infer<typeof mortgageReleaseDetail>;

/** The pickers: mortgagees in use, and the final-approved bills (with their properties) a request may name. */
export const mortgageOptions = z.object({
  mortgagees: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bills: z.array(
    z.object({
      id: z.number().int(),
      billNo: z.string(),
      customerName: z.string(),
      properties: z.array(z.object({ id: z.number().int(), address: z.string() })),
    }),
  ),
});
export type MortgageOptions = z.infer<typeof mortgageOptions>;
