import type { StatusCode } from '../dictionaries/status-lists';

/** Our contract statuses (STATUS_LISTS.contract): in approval, approved (to be signed), signed; rejected. */
export const CONTRACT_STATUS = {
  rejected: -1,
  inApproval: 1,
  approved: 2,
  signed: 3,
} as const satisfies Record<string, StatusCode<'contract'>>;
/**
 * Which signing list a contract sits on: advance-funding (agreementList), mortgage (dyAgreementList),
 * the Zhonghai loan proposal and the ZGC pre-audit: one contract list filtered by kind.
 */
export const CONTRACT_KINDS = ['advance', 'mortgage', 'zhonghai', 'zgc'] as const;
/** Contract templates (compositeTemplateList) and channel templates (agreementTemplateList). */
export const TEMPLATE_KINDS = ['composite', 'channel'] as const;

export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_KIND_TEXT: Record<ContractKind, { 'zh-CN': string; 'en-US': string }> = {
  advance: { 'zh-CN': '垫资合同', 'en-US': 'Advance funding' },
  mortgage: { 'zh-CN': '抵押合同', 'en-US': 'Mortgage' },
  zhonghai: { 'zh-CN': '中海借款建议书', 'en-US': 'Zhonghai loan proposal' },
  zgc: { 'zh-CN': '中关村预审', 'en-US': 'ZGC pre-audit' },
};
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
