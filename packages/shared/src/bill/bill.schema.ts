import { z } from 'zod';
import { listTotal } from '../api/envelope';
import {
  choiceOf,
  keywordParam,
  optionalChoiceOf,
  optionalParam,
  orgFilterShape,
  registryPaging,
  versionField,
} from '../borrower/registry-common';
import { CITY_AREA_CODES } from '../org/org.constants';
import { idCardIssue } from '../validation/id-card';
import { id, idOf } from '../validation/primitives';
import { mobileRequired } from '../validation/mobile';
import { requiredText } from '../validation/rule-kit';
import {
  amountRequired,
  contractTermCheck,
  digits9And2,
  lengthAtMost,
  maxChars,
  mobileOptional,
  typedDate,
  twoDecimalsAtMost,
} from '../validation/rules';
import { chineseOnlyCheck, lengthAtMostCheck } from '../validation/text-checks';
import { flowStateRow } from '../workflow/workflow.actions';
import { BORROW_TYPE_TEXT } from '../channel/channel.constants';
import { feeRuleOption } from '../channel/channel-options';
import { isStatusCode } from '../dictionaries/status-dictionary';
import { BILL_TYPE_TEXT } from './bill.status';
import { billStageField, billStageParam } from './bill-stage.schema';
import { FUND_PARTY_CODES } from './fund-parties';
import { BILL_MESSAGES } from './bill.messages';
import { billLtv, collateralValuations } from '../valuation/valuation-ltv';
import { flowApproveBody } from '../workflow/workflow.actions';
import { agreedTerms, agreedTermsInput, termsVersion } from './bill-terms';

/*
 * Bill (报单) and collateral (Mortgage) contracts, spec 000 §3: every field, with the rules of
 * the validation library (§5). Money is a decimal string; region codes are six-digit codes that
 * the server checks against the region dictionary.
 */

const text = (max: 4 | 8 | 10 | 16 | 32 | 40 | 50 | 51 | 128) => lengthAtMost(max);
const notes = maxChars(500);
/** A property's region, down to its district: every collateral has one (an optional region let bills through without). */
const propertyRegion = z
  .string({ error: BILL_MESSAGES.billPropertyRegionRequired['zh-CN'] })
  .regex(/^\d{6}$/, BILL_MESSAGES.billPropertyRegionRequired['zh-CN']);
const smallInt = (message: string) => optionalParam(z.coerce.number({ error: message }).int(message).min(0, message).max(32767, message));
const money = twoDecimalsAtMost; // "12.34": at most two decimals, a decimal string
const ratio = optionalParam(
  z
    .string()
    .trim()
    .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, '比例须为0到100之间、最多2位小数'),
);

/** One collateral property: every Mortgage field of spec 000 §3, plus its certificate number. */
export const mortgageInput = z.object({
  id: id.optional(),
  certNo: text(50),
  addressProvince: propertyRegion,
  addressDistrict: propertyRegion,
  addressDetails: requiredText('required', lengthAtMostCheck(128)),
  buildingId: text(40),
  constructionId: text(40),
  houseId: text(40),
  certLocation: text(128),
  certStatus: smallInt('权证状态须为整数'),
  communityPromotionName: text(128),
  evsTotalPriceWorldUnion: money,
  evsUnitPriceWorldUnion: money,
  evsWorldUnionId: text(50),
  firstMortgagePrice: digits9And2,
  floorArea: money,
  houseAge: smallInt('房龄须为整数'),
  mortgagePercentage: ratio,
  ownerBorrowerRelation: smallInt('请选择产权人与借款人关系'),
  ownerBorrowerRelationNotes: text(128),
  ownerMarriage: smallInt('请选择产权人婚姻状况'),
  ownerMarriageNotes: text(128),
  ownerNameBill: text(32),
  ownershipType: smallInt('请选择产权类型'),
  usage: smallInt('请选择房屋用途'),
  usageNotes: text(128),
  useStatus: smallInt('请选择使用状态'),
  useStatusNotes: text(128),
});
export type MortgageInput = z.infer<typeof mortgageInput>;

/** A bill names its channel and fee rule by id; both must exist, and the rule be the channel's. */
export const BILL_CHANNEL_MISSING = '渠道不存在';
export const BILL_CHARGE_RULE_MISSING = '收费规则不存在';

/** Every Bill field of spec 000 §3 (customer, borrowing, charging, company, channel, documents, third party, bank). */
export const billShape = {
  // customer and borrowing
  billCustomerName: requiredText('required', chineseOnlyCheck, lengthAtMostCheck(32)),
  billCustomerMobile: mobileRequired,
  idCard: requiredText('required', idCardIssue),
  billNotes: notes,
  borrowAmount: amountRequired.pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, '借款金额整数部分最多9位')),
  borrowDate: typedDate,
  borrowDuration: z.coerce
    .number({ error: '请填写借款期限' })
    .int('借款期限须为正整数')
    .min(1, '借款期限须为正整数')
    .max(3650, '借款期限过长'),
  borrowDurationFinalRc: smallInt('终审期限须为整数'),
  borrowType: choiceOf(BORROW_TYPE_TEXT, '请选择借款类型'),
  billType: optionalChoiceOf(BILL_TYPE_TEXT, '请选择报单类型'),
  borrowingPurposes: text(128),
  repayingSource: text(128),
  customerDescription: notes,
  grantInstitutionType: smallInt('请选择放款机构类型'),
  existLetter: z.boolean().optional(),
  // charging and signing
  chargeRuleId: optionalParam(idOf(BILL_CHARGE_RULE_MISSING)),
  salemanSigningDate: typedDate,
  fundings: optionalParam(z.enum(FUND_PARTY_CODES, { error: '资金方不存在' })),
  contractNo: text(50),
  // company
  companyName: text(128),
  companyList: z.array(z.string().trim().min(1).max(128)).max(20, '关联企业最多20个').optional(),
  companyNotInputReason: text(128),
  // channel
  channelId: optionalParam(idOf(BILL_CHANNEL_MISSING)),
  channelNotes: text(128),
  channelCompanyName: text(128),
  channelSource: text(50),
  channelContactName: text(32),
  channelContactMobile: mobileOptional,
  // documents
  docCollectionNotes: text(128),
  docCollectionStatus: smallInt('请选择收件状态'),
  // third party
  thirdPartyLicenseNo: text(50),
  thirdPartyName: text(128),
  thirdPartyType: smallInt('请选择第三方类型'),
  // bank
  bankName: text(50),
  bankAddress: text(128),
  bankContactName: text(32),
  bankContactMobile: mobileOptional,
  bankNotes: text(128),
  mortgages: z.array(mortgageInput).min(1, '请至少填写一处抵押物').max(10, '抵押物最多10处'),
};

/** A bill as the form sends it; the term must suit the borrow type (multiples of 30 or 10 days). */
export const billInput = z.object(billShape).check(contractTermCheck('borrowDuration', 'borrowType'));
export type BillInput = z.infer<typeof billInput>;

/** Create: a retried request with the same key returns the bill it made, not a second one. */
export const billCreateBody = z
  .object({ ...billShape, idempotencyKey: z.string().trim().min(8, '缺少幂等键').max(64, '幂等键过长') })
  .check(contractTermCheck('borrowDuration', 'borrowType'));
export type BillCreateBody = z.infer<typeof billCreateBody>;

export const billUpdateBody = z.object({ ...billShape, version: versionField }).check(contractTermCheck('borrowDuration', 'borrowType'));
export type BillUpdateBody = z.infer<typeof billUpdateBody>;

export const billVersionBody = z.object({ version: versionField });

const statusParam = optionalParam(
  z.coerce
    .number({ error: '状态不存在' })
    .int()
    .refine((v) => isStatusCode('bill', v), '状态不存在'),
);
export const billListQuery = z.object({
  ...registryPaging,
  ...orgFilterShape,
  areaCode: optionalParam(z.enum(CITY_AREA_CODES, { error: '区域不存在' })),
  status: statusParam,
  /** Where the bill is now (decision 0074): only bills at that stage. */
  billStage: optionalParam(billStageParam),
  /** Bill number or customer name prefix. */
  keyword: keywordParam,
  billType: optionalParam(z.coerce.number().int().min(0).max(1)),
  /** Only bills submitted in the last so many days (spec 001 §4: the vice-president's inbox opens on 60). */
  pastDays: optionalParam(z.coerce.number().int().min(1, '天数须在1到3650之间').max(3650, '天数须在1到3650之间')),
});
export type BillListQuery = z.infer<typeof billListQuery>;

/** A bill in lists: mobile and ID number masked. */
export const billRow = z.object({
  id: z.number().int(),
  billNo: z.string(),
  billCustomerName: z.string(),
  billCustomerMobile: z.string(),
  idCard: z.string(),
  borrowAmount: z.string(),
  borrowType: z.number().int(),
  borrowDuration: z.number().int(),
  billType: z.number().int(),
  status: z.number().int(),
  /** Where the bill is now once final review passed it (decision 0074); null before. */
  billStage: billStageField,
  currentNode: z.string().nullable(),
  duplicate: z.boolean(),
  blacklisted: z.boolean(),
  areaCode: z.string(),
  salespersonId: z.number().int(),
  salespersonName: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  version: z.number().int(),
  flowVersion: z.number().int().nullable(),
  /** The system LTV inside the reader's scope, with the declared figure beside it (decision 0024). */
  ltv: billLtv,
});
export type BillRow = z.infer<typeof billRow>;
export const billListReply = z.object({ list: z.array(billRow), ...listTotal });
export type BillListReply = z.infer<typeof billListReply>;

/** Why a returned or withdrawn bill is back in the draft box: the flow record that sent it back. */
export const billReturnNote = z.object({
  action: z.enum(['reject', 'withdraw']),
  /** The node it left (null: none known). */
  fromNode: z.string().nullable(),
  actorName: z.string(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type BillReturnNote = z.infer<typeof billReturnNote>;
/** A draft-box row: a bill row, and for a returned or withdrawn bill the note of who sent it back and why. */
export const draftRow = billRow.extend({ returnNote: billReturnNote.nullable() });
export type DraftRow = z.infer<typeof draftRow>;
export const draftListReply = z.object({ list: z.array(draftRow), ...listTotal });
export type DraftListReply = z.infer<typeof draftListReply>;

const nullable = <T extends z.ZodType>(s: T) => s.nullable();
export const mortgageRow = z.object({
  id: z.number().int(),
  ...Object.fromEntries(
    Object.keys(mortgageInput.shape)
      .filter((k) => k !== 'id')
      .map((k) => [k, nullable(z.union([z.string(), z.number()]))]),
  ),
  addressProvinceName: z.string().nullable(),
  addressDistrictName: z.string().nullable(),
});

/** The detail page: every field, unmasked only for who may see them in the clear (see server). */
export const billDetail = billRow.extend({
  fields: z.record(z.string(), z.unknown()),
  mortgages: z.array(mortgageRow),
  /** The matching open bills the reader may open; others are only counted in duplicateElsewhere (decision 0016). */
  duplicateOf: z.array(z.string()),
  /** Some matching bill lies outside the reader's scope: say so, never which (message duplicateElsewhere). */
  duplicateElsewhere: z.boolean(),
  blacklistReason: z.string().nullable(),
  flow: flowStateRow.nullable(),
  /** The names of fields.channelId and fields.chargeRuleId, for reading (null: none, or not found). */
  channelName: z.string().nullable(),
  chargeRuleLabel: feeRuleOption.shape.label.nullable(),
  /** Each collateral's latest valuation per channel, inside the reader's scope. */
  valuations: z.array(collateralValuations),
  /** The loan's agreed terms, once final review decided them (decision 0070). */
  terms: agreedTerms.nullable(),
  /** The terms' versions, oldest first (decision 0078): final review's, then each approved extension's. */
  termsHistory: z.array(termsVersion),
});
export type BillDetail = z.infer<typeof billDetail>;

export const billCreateReply = z.object({ id: z.number().int(), billNo: z.string(), version: z.number().int() });

export const billSubmitBody = z.object({ version: versionField, comment: z.string().trim().max(500, '提交说明最多500个字符').optional() });
export type BillSubmitBody = z.infer<typeof billSubmitBody>;
export const billSubmitReply = z.object({
  id: z.number().int(),
  version: z.number().int(),
  flowVersion: z.number().int(),
  currentNode: z.string(),
  duplicateOf: z.array(z.string()),
  duplicateElsewhere: z.boolean(),
  blacklisted: z.boolean(),
});
/**
 * An approval. At final review a bill whose system LTV is above the limit also needs an explicit
 * override: why it may pass anyway (decision 0024). At document review a bill whose required
 * documents are missing needs the reviewer's reason to pass it anyway (decision 0025); each
 * reason is kept in the flow record and the audit.
 */
export const billApproveBody = flowApproveBody.extend({
  /** At final review: the loan's agreed terms (decision 0070); final review cannot pass without them. */
  terms: agreedTermsInput.optional(),
  ltvOverride: z.string().trim().max(500, '超限说明最多500个字符').optional(),
  documentOverride: z.string().trim().max(500, '放行理由最多500个字符').optional(),
});
export type BillApproveBody = z.infer<typeof billApproveBody>;
/** Where a bill stands after an approval action. */
export const billActionReply = z.object({
  id: z.number().int(),
  status: z.number().int(),
  flowVersion: z.number().int(),
  currentNode: z.string().nullable(),
});
