import type { FilterField } from '@/components/list-page/filter-values';
import type { Locale } from '@/lib/i18n';
import type { ListFilter } from '@/lib/api-client';
import type { BILL_LISTS } from '../api/bill-lists';
import { billFilters } from './bill-filters';

type Label = (key: 'keyword' | 'billType' | 'area' | 'pastDays') => string;

/** An approval inbox's filter bar (every inbox offers the same ones). */
export function approvalFilters(
  label: Label,
  days: (n: number) => string,
  locale: Locale,
): FilterField<ListFilter<typeof BILL_LISTS.all>>[] {
  const pick = billFilters(locale);
  return [
    { kind: 'text', name: 'keyword', label: label('keyword') },
    pick.billType(label('billType')),
    pick.area(label('area')),
    pick.pastDays(label('pastDays'), days),
  ];
}
