import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { MARRIAGE_TEXT } from './borrower.constants';
import { idCardIssue } from '../validation/id-card';
import { mobileRequired } from '../validation/mobile';
import { requiredText } from '../validation/rule-kit';
import { idCard, lengthAtMost, maxChars, mobileOptional } from '../validation/rules';
import { chineseOnlyCheck, lengthAtMostCheck } from '../validation/text-checks';
import {
  keywordParam,
  optionalChoiceOf,
  orgFilterShape,
  optionalParam,
  registryListReply,
  registryPaging,
  versionField,
} from './registry-common';

/** Route /borrowerManage/borrowerList (spec 000 §2): its code guards every borrower call. */
export const BORROWER_PERMISSION = 'borrower_user_manager';
/** The entity name of borrowers in the audit trail and the desensitised-data viewer. */
export const BORROWER_ENTITY = 'borrower';

/** Spec 000 §5: name Chinese only, ID card by the shared rules, mobile by the shared rules. */
export const borrowerInput = z.object({
  name: requiredText('required', chineseOnlyCheck, lengthAtMostCheck(32)),
  idCard: requiredText('required', idCardIssue),
  mobile: mobileRequired,
  marriage: optionalChoiceOf(MARRIAGE_TEXT, '请选择婚姻状况'),
  address: lengthAtMost(128),
  notes: maxChars(800),
});
export type BorrowerInput = z.infer<typeof borrowerInput>;

/** An edit: a blank ID number or mobile keeps the stored one (the form shows them masked, never in the clear). */
export const borrowerUpdate = borrowerInput.extend({ idCard: idCard, mobile: mobileOptional, version: versionField });
export type BorrowerUpdate = z.infer<typeof borrowerUpdate>;

export const borrowerListQuery = z.object({
  ...registryPaging,
  ...orgFilterShape,
  /** A name prefix, or a whole ID number or mobile (the bill form's borrower search). */
  keyword: keywordParam,
  mobile: optionalParam(
    z
      .string()
      .trim()
      .regex(/^\d{11}$/, '请输入11位手机号'),
  ),
});
export type BorrowerListQuery = z.infer<typeof borrowerListQuery>;

/** A borrower as lists show it: mobile and ID number masked. */
export const borrowerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  idCard: z.string(),
  gender: z.enum(['M', 'F']).nullable(),
  marriage: z.number().int().nullable(),
  areaCode: z.string(),
  salespersonName: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type BorrowerRow = z.infer<typeof borrowerRow>;
export const borrowerListReply = registryListReply(borrowerRow);
export type BorrowerListReply = z.infer<typeof borrowerListReply>;

export const borrowerDetail = borrowerRow.extend({
  address: z.string().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type BorrowerDetail = z.infer<typeof borrowerDetail>;

/** One of the borrower's bills, as the borrower detail lists it (issue 14): amount a decimal string. */
export const borrowerBill = z.object({
  id: z.number().int(),
  billNo: z.string(),
  status: z.number().int(),
  /** Where the bill is now once final review passed it (decision 0074). */
  billStage: billStageField,
  borrowAmount: z.string(),
  currentNode: z.string().nullable(),
  createdAt: z.string(),
});
export type BorrowerBill = z.infer<typeof borrowerBill>;

/** The detail page's reply: the borrower and the bills of theirs the reader may see. */
export const borrowerDetailReply = borrowerDetail.extend({ bills: z.array(borrowerBill) });
export type BorrowerDetailReply = z.infer<typeof borrowerDetailReply>;

/** borrowerReport: what the ID number tells, and whether the borrower is on the blacklist. */
export const borrowerReport = z.object({
  borrower: borrowerDetail,
  birthDate: z.string().nullable(),
  age: z.number().int().nullable(),
  /** The issuing district of the ID number, by the region dictionary. */
  issuingRegion: z.string().nullable(),
  blacklist: z.object({ reason: z.string() }).nullable(),
});
export type BorrowerReport = z.infer<typeof borrowerReport>;
