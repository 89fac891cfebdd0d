import type { Locale } from '@lc/shared';
import type { FilterField } from '@/components/list-page/filter-values';
import type { ListFilter } from '@/lib/api-client';
import type { ARCHIVE_LIST } from '../api/archive-api';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';

/** The archive building list's filter bar: the document's number and its stock status. */
export const archiveItemFilters = (
  label: (key: 'billNo' | 'status') => string,
  locale: Locale,
): FilterField<ListFilter<typeof ARCHIVE_LIST>>[] => [
  { kind: 'text', name: 'billNo', label: label('billNo') },
  { kind: 'select', name: 'status', label: label('status'), width: 150, options: statusFilterOptions('archiveStock', locale) },
];
