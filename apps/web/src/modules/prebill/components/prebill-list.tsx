import type { PreBillRow } from '@lc/shared';
import type { ReactNode } from 'react';
import type { FilterField } from '@/components/list-page/filter-values';
import type { Filters } from '@/components/list-page/list-params';
import { ListPage } from '@/components/list-page/list-page';
import type { ListSource } from '@/lib/api-client';
import { orgFilterField } from '@/components/org-filter/org-filter-field';
import { useStatusDictionary } from '@/components/status-tag/use-status-dictionary';
import { usePreBillText } from '../prebill.text';
import { usePreBillColumns } from './prebill-columns';

export type PreBillListProps = {
  label: string;
  source: ListSource;
  actions: (row: PreBillRow) => ReactNode;
  /** The browse list: the region → department → salesperson cascade for this permission, and an area column. */
  org?: string;
  toolbar?: (state: { filters: Filters }) => ReactNode;
};

/** One enquiry list over ListPage: customer name and status filters (plus the org cascade when browsing). */
export function PreBillList({ label, source, actions, org, toolbar }: PreBillListProps) {
  const t = usePreBillText();
  const statuses = useStatusDictionary();
  const { columns, card } = usePreBillColumns({ actions, area: Boolean(org) });
  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('keyword'), maxLength: 32 },
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      width: 130,
      options: statuses.filterOptions('preBill'),
    },
    ...(org ? [orgFilterField(org)] : []),
  ];
  return (
    <ListPage<PreBillRow>
      label={label}
      {...source}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      scrollX={org ? 1480 : 1390}
      {...(toolbar ? { toolbar } : {})}
    />
  );
}
