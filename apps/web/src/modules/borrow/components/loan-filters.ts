import { FUND_PARTIES, FUND_PARTY_CODES, LOAN_ACCOUNT_STATUSES } from '@lc/shared';
import type { FilterField } from '@/components/list-page/filter-values';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import type { ListFilter } from '@/lib/api-client';
import type { LOAN_ACCOUNT_LISTS } from '../api/borrow-api';
import type { useBorrowText } from '../borrow.text';

type Locale = 'zh-CN' | 'en-US';
export const fundPartyName = (code: string, locale: Locale) => FUND_PARTIES[code as keyof typeof FUND_PARTIES]?.name[locale] ?? code;

/** The funding-party choice every loan-book list filters by. */
export const fundingPartyFilter = (label: string, locale: Locale): FilterField<'fundingParty'> => ({
  kind: 'select',
  name: 'fundingParty',
  label,
  width: 140,
  options: FUND_PARTY_CODES.map((code) => ({ value: code, label: fundPartyName(code, locale) })),
});

/** The filter bar the loan accounts and the summaries share (the query's field names). */
export function loanFilters(
  t: ReturnType<typeof useBorrowText>,
  locale: Locale,
): FilterField<ListFilter<typeof LOAN_ACCOUNT_LISTS.scoped>>[] {
  const loanStatuses: readonly number[] = LOAN_ACCOUNT_STATUSES;
  return [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    fundingPartyFilter(t('fundingParty'), locale),
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      width: 130,
      options: statusFilterOptions('grant', locale).filter((o) => loanStatuses.includes(Number(o.value))),
    },
    { kind: 'dateRange', from: 'drawnFrom', to: 'drawnTo', label: t('drawnDates') },
  ];
}
