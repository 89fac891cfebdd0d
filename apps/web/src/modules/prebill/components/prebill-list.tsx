import type { PreBillRow } from '@lc/shared';
import type { ReactNode } from 'react';
import type { FilterField } from '@/components/list-page/filter-values';
import type { Filters } from '@/components/list-page/list-params';
import { ListPage } from '@/components/list-page/list-page';
import type { ListSource } from '@/lib/api-client';
import { type OrgFilterName, orgFilterField } from '@/components/org-filter/org-filter-field';
import { useStatusDictionary } from '@/components/status-tag/use-status-dictionary';
import { usePreBillText } from '../prebill.text';
import { usePreBillColumns } from './prebill-columns';

/** Every enquiry list is searched by name and status; the browse list also by the org cascade. */
type PreBillFilter = 'keyword' | 'status';
type Scope =
  | { source: ListSource<PreBillRow, PreBillFilter>; org?: undefined }
  | {
      source: ListSource<PreBillRow, PreBillFilter | OrgFilterName>;
      /** The browse list: the region → department → salesperson cascade for this permission, and an area column. */
      org: string;
    };

export type PreBillListProps = Scope & {
  label: string;
  actions: (row: PreBillRow) => ReactNode;
  toolbar?: (state: { filters: Filters }) => ReactNode;
};

/** One enquiry list over ListPage: customer name and status filters (plus the org cascade when browsing). */
export function PreBillList({ label, actions, toolbar, ...scope }: PreBillListProps) {
  const t = usePreBillText();
  const statuses = useStatusDictionary();
  const { columns, card } = usePreBillColumns({ actions, area: scope.org !== undefined });
  const filters: FilterField<PreBillFilter>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword'), maxLength: 32 },
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      width: 130,
      options: statuses.filterOptions('preBill'),
    },
  ];
  const page = { label, columns, card, rowKey: (r: PreBillRow) => r.id, ...(toolbar ? { toolbar } : {}) };
  return scope.org === undefined ? (
    <ListPage {...page} source={scope.source} filters={filters} scrollX={1390} />
  ) : (
    <ListPage {...page} source={scope.source} filters={[...filters, orgFilterField(scope.org)]} scrollX={1480} />
  );
}
