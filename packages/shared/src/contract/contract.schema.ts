import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { keywordParam, optionalParam, registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { id, isoDate } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { flowRecordRow, flowStateRow } from '../workflow/workflow.actions';
import { CONTRACT_KINDS, TEMPLATE_KINDS } from './contract.constants';
const kindField = z.enum(CONTRACT_KINDS, { error: '合同类型不存在' });

export const templateInput = z.object({
  name: requiredText('required', maxCharsCheck(60)),
  body: requiredText('required', maxCharsCheck(20000)),
});
export type TemplateInput = z.infer<typeof templateInput>;
/** An edit makes a new version; it names the version read (a stale one gets a 409). */
export const templateUpdate = templateInput.extend({ version: versionField });
export type TemplateUpdate = z.infer<typeof templateUpdate>;
export const templateListQuery = z
  .object({ ...registryPaging, keyword: keywordParam, withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type TemplateListQuery = z.infer<typeof templateListQuery>;
export const templateRow = z.object({
  id: z.number().int(),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  /** The current version number (1, 2, …); the row's `version` is the same number. */
  version: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type TemplateRow = z.infer<typeof templateRow>;
export const templateListReply = cappedListReply(templateRow);
export const templateDetail = templateRow.extend({
  body: z.string(),
  versions: z.array(z.object({ version: z.number().int(), createdAt: z.string(), createdByName: z.string() })),
});
export type TemplateDetail = z.infer<typeof templateDetail>;

/** A contract made from a bill and a template (its current version). */
export const contractInput = z.object({ billId: id, templateId: id, kind: kindField });
export type ContractInput = z.infer<typeof contractInput>;

export const contractListQuery = z
  .object({
    ...registryPaging,
    /** A contract or bill number prefix, or the borrower's name. */
    keyword: keywordParam,
    kind: optionalParam(kindField),
    status: statusCodeParam('contract', '状态不存在'),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const contractRow = z.object({
  id: z.number().int(),
  contractNo: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  templateName: z.string(),
  templateVersion: z.number().int(),
  status: z.number().int(),
  signedDate: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ContractRow = z.infer<typeof contractRow>;
export const contractListReply = cappedListReply(contractRow);
export type ContractListReply = z.infer<typeof contractListReply>;

export const contractDetail = contractRow.extend({
  templateId: z.number().int(),
  /** The text the PDF was rendered from (what will be signed). */
  text: z.string(),
  pdfSha256: z.string(),
  signRef: z.string().nullable(),
  /** The signed scan's image ids (encrypted; loaded through the contract's scan endpoints). */
  scanImageIds: z.array(z.string()),
  flow: flowStateRow.nullable(),
  records: z.array(flowRecordRow),
});
export type ContractDetail = z.infer<typeof contractDetail>;

/** What agreementAdd offers: final-approved bills in scope and the templates of both kinds. */
export const contractOptions = z.object({
  bills: z.array(z.object({ id: z.number().int(), billNo: z.string(), customerName: z.string() })),
  templates: z.array(z.object({ id: z.number().int(), kind: z.enum(TEMPLATE_KINDS), name: z.string(), version: z.number().int() })),
});
export type ContractOptions = z.infer<typeof contractOptions>;

export const contractActBody = z.object({ flowVersion: versionField, comment: optionalText(maxCharsCheck(200)) });
export const contractRejectBody = z.object({ flowVersion: versionField, comment: requiredText('required', maxCharsCheck(200)) });

/** Signing: the signed scan (encrypted uploads, the uploader's own) and the signing date. */
export const contractSignBody = z.object({
  version: versionField,
  signedDate: isoDate(),
  scanImageIds: z.array(z.uuid('扫描件不存在'), { error: '请上传签署扫描件' }).min(1, '请上传签署扫描件').max(20, '扫描件最多20张'),
});
export type ContractSignBody = z.infer<typeof contractSignBody>;

/** The e-signature simulator's next answer (tests and demo; decision 0038). */
export const esignNextBody = z.object({ outcome: z.enum(['sign', 'refuse'], { error: '只能是sign或refuse' }) });
