import { BORROW_TYPE_TEXT } from '../channel/channel.constants';
import { FUND_PARTIES, type FundPartyCode } from '../bill/fund-parties';
import type { LocalisedText } from '../route-table/route-table.types';

const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });

/**
 * The bill facts a system change may touch (decision 0045): the loan type, the term that must
 * suit it, and the funding party. Everything else is edited on the bill's form or not at all.
 */
export const SYSTEM_CHANGE_FIELDS = {
  borrowType: t('借款类型', 'Loan type'),
  borrowDuration: t('借款期限（天）', 'Term (days)'),
  fundings: t('资金方', 'Funding party'),
} as const satisfies Record<string, LocalisedText>;
export type SystemChangeField = keyof typeof SYSTEM_CHANGE_FIELDS;
export const SYSTEM_CHANGE_FIELD_KEYS = Object.keys(SYSTEM_CHANGE_FIELDS) as [SystemChangeField, ...SystemChangeField[]];

/** A stored value (text, as a version record keeps it) as staff read it: a loan type or funding party by its name. */
export function systemChangeValueText(field: SystemChangeField, value: string | null, locale: keyof LocalisedText): string {
  if (value === null || value === '') return '—';
  if (field === 'borrowType') return BORROW_TYPE_TEXT[Number(value) as keyof typeof BORROW_TYPE_TEXT]?.[locale] ?? value;
  if (field === 'fundings') return FUND_PARTIES[value as FundPartyCode]?.name[locale] ?? value;
  return value;
}
