import type { Locale } from '@lc/shared';
import type { FilterField } from '@/components/list-page/filter-values';
import type { ListFilter } from '@/lib/api-client';
import type { GRANT_LISTS } from '../api/grant-api';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';

/** The grant lists' filter bar; `status` is the grant status the inboxes open on (spec 001 §4: 2 for finance, 1 for the executives). */
export const grantFilters = (
  label: (key: 'keyword' | 'status') => string,
  locale: Locale,
): FilterField<ListFilter<typeof GRANT_LISTS.history>>[] => [
  { kind: 'text', name: 'keyword', label: label('keyword') },
  { kind: 'select', name: 'status', label: label('status'), width: 140, options: statusFilterOptions('grant', locale) },
];
