import { z } from 'zod';
import { keywordParam, optionalParam, registryListReply, registryPaging } from '../borrower/registry-common';
import type { StatusCode } from '../dictionaries/status-lists';
import type { LocalisedText } from '../route-table/route-table.types';
import { billRow } from '../bill/bill.schema';
import { FUND_PARTY_CODES } from '../bill/fund-parties';
import { isoDate } from '../validation/primitives';

/** Spec 001 §2 /finalManage (final lists) and /riskControlRecord (records). */
export const FINAL_REVIEW_PERMISSION = { final: 'rc_final_approve', records: 'rc_list' } as const;

/** Where a bill stands for the final lists: waiting at final review, or approved by it. Labels: STATUS_LISTS.finalStage. */
export const FINAL_STAGES = ['final', 'approved'] as const satisfies readonly StatusCode<'finalStage'>[];
export type FinalStage = (typeof FINAL_STAGES)[number];

export const finalListQuery = z.object({
  ...registryPaging,
  /** Bill number or borrower / company name prefix. */
  keyword: keywordParam,
  fundParty: optionalParam(z.enum(FUND_PARTY_CODES, { error: '资金方不存在' })),
  stage: optionalParam(z.enum(FINAL_STAGES, { error: '终审阶段只能是待终审或终审通过' })),
});
export type FinalListQuery = z.infer<typeof finalListQuery>;

/** What a funding party checks of an individual borrower: masked identity, the loan, the collateral, the flags. */
export const finalCustomerRow = billRow
  .pick({
    id: true,
    billNo: true,
    billCustomerName: true,
    billCustomerMobile: true,
    idCard: true,
    borrowAmount: true,
    borrowDuration: true,
    borrowType: true,
    duplicate: true,
    blacklisted: true,
    status: true,
    billStage: true,
    currentNode: true,
    salespersonName: true,
    submittedAt: true,
    ltv: true,
  })
  .extend({
    fundings: z.string().nullable(),
    collateralCount: z.number().int(),
    /** Sum of the collateral valuations (yuan), null when none is valued. */
    valuationTotal: z.string().nullable(),
    extension: z.boolean(),
  });
export type FinalCustomerRow = z.infer<typeof finalCustomerRow>;
export const finalFirmRow = finalCustomerRow.extend({ companyName: z.string(), companyList: z.array(z.string()) });
export type FinalFirmRow = z.infer<typeof finalFirmRow>;
export const finalCustomerListReply = registryListReply(finalCustomerRow);
export const finalFirmListReply = registryListReply(finalFirmRow);

const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });
/**
 * The risk-control nodes whose decisions /riskControlRecord lists, by the permission that acts
 * there (node keys are the admin's to rename; `key` is the default chain's).
 */
export const RISK_RECORD_NODES = {
  duplicate: { permission: 'repeated_bill_approve', title: t('重复报单审批', 'Duplicate-bill approval') },
  document: { permission: 'documentation_check_details', title: t('资料审核', 'Document review') },
  final: { permission: 'rc_final_approve', title: t('风控终审', 'Final risk review') },
} as const;
export type RiskRecordNode = keyof typeof RISK_RECORD_NODES;
export const RISK_RECORD_NODE_KEYS = Object.keys(RISK_RECORD_NODES) as [RiskRecordNode, ...RiskRecordNode[]];
export const RISK_RECORD_ACTIONS = ['approve', 'reject'] as const satisfies readonly StatusCode<'flowResult'>[];

/** A real calendar day (2026-02-30 is not one). */
const dayParam = (message: string) => optionalParam(isoDate(message));

export const riskRecordQuery = z
  .object({
    ...registryPaging,
    node: optionalParam(z.enum(RISK_RECORD_NODE_KEYS, { error: '审批节点只能是重复报单审批、资料审核或风控终审' })),
    action: optionalParam(z.enum(RISK_RECORD_ACTIONS, { error: '审批结果只能是通过或驳回' })),
    dateFrom: dayParam('开始日期格式须为YYYY-MM-DD'),
    dateTo: dayParam('结束日期格式须为YYYY-MM-DD'),
    /** Bill number or borrower name prefix. */
    keyword: keywordParam,
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: '开始日期不能晚于结束日期', path: ['dateFrom'] });
export type RiskRecordQuery = z.infer<typeof riskRecordQuery>;

/** One risk-control decision: who decided what at which node of which bill, and why. */
export const riskRecordRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  companyName: z.string().nullable(),
  node: z.enum(RISK_RECORD_NODE_KEYS),
  action: z.enum(RISK_RECORD_ACTIONS),
  comment: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type RiskRecordRow = z.infer<typeof riskRecordRow>;
export const riskRecordListReply = registryListReply(riskRecordRow);
export type RiskRecordListReply = z.infer<typeof riskRecordListReply>;
