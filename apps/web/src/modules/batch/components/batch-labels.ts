import { FUND_PARTIES, FUND_PARTY_CODES } from '@lc/shared';
import type { FilterField } from '@/components/list-page/filter-values';
import type { ListFilter } from '@/lib/api-client';
import type { BATCH_LIST } from '../api/batch-api';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import type { useBatchText } from '../batch.text';

type Locale = 'zh-CN' | 'en-US';
type Text = ReturnType<typeof useBatchText>;

export const fundPartyName = (code: string, locale: Locale) => FUND_PARTIES[code as keyof typeof FUND_PARTIES]?.name[locale] ?? code;
export const fundPartyOptions = (locale: Locale) => FUND_PARTY_CODES.map((code) => ({ value: code, label: fundPartyName(code, locale) }));

const ACTION_KEYS = {
  create: 'actCreate',
  push: 'actPush',
  queryPush: 'actQueryPush',
  review: 'actReview',
  confirmWithdraw: 'actConfirmWithdraw',
  withdraw: 'actWithdraw',
  queryWithdraw: 'actQueryWithdraw',
  repay: 'actRepay',
  cancel: 'actCancel',
} as const;
const OUTCOME_KEYS = { accepted: 'outAccepted', partial: 'outPartial', rejected: 'outRejected', timeout: 'outTimeout' } as const;

/** A move's name (the history also shows 'create'). */
export const actionLabel = (t: Text, action: string) =>
  action in ACTION_KEYS ? t(ACTION_KEYS[action as keyof typeof ACTION_KEYS]) : action;
export const outcomeLabel = (t: Text, outcome: string | null) =>
  outcome === null ? '—' : outcome in OUTCOME_KEYS ? t(OUTCOME_KEYS[outcome as keyof typeof OUTCOME_KEYS]) : outcome;

/** The list's filter bar: batch number, funding party, status (the query's field names). */
export const batchFilters = (t: Text, locale: Locale): FilterField<ListFilter<typeof BATCH_LIST>>[] => [
  { kind: 'text', name: 'keyword', label: t('keyword') },
  { kind: 'select', name: 'fundingParty', label: t('fundingParty'), width: 140, options: fundPartyOptions(locale) },
  { kind: 'select', name: 'status', label: t('status'), width: 140, options: statusFilterOptions('batchBill', locale) },
];
