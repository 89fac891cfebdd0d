import type { Locale } from '@lc/shared';
import type { FilterField } from '@/components/list-page/filter-values';
import type { ListFilter } from '@/lib/api-client';
import type { ORDER_TRANSFER_LISTS } from '../api/order-transfer-api';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';

/** The transfer-order lists' filter bar; the approval list opens on `transferOrderStatus` 1 (spec 001 §4). */
export const orderTransferFilters = (
  label: (key: 'keyword' | 'status') => string,
  locale: Locale,
): FilterField<ListFilter<typeof ORDER_TRANSFER_LISTS.mine>>[] => [
  { kind: 'text', name: 'keyword', label: label('keyword') },
  {
    kind: 'select',
    name: 'transferOrderStatus',
    label: label('status'),
    width: 150,
    options: statusFilterOptions('orderTransfer', locale),
  },
];
