import type { BillRow } from '@lc/shared';
import type { ReactNode } from 'react';
import type { FilterField } from '@/components/list-page/filter-values';
import type { Filters } from '@/components/list-page/list-params';
import { ListPage } from '@/components/list-page/list-page';
import type { ListSource } from '@/lib/api-client';
import { orgFilterField } from '@/components/org-filter/org-filter-field';
import { useLocale } from '@/lib/i18n';
import { useBillFieldsText } from '../bill-fields.text';
import { useBillText } from '../bill.text';
import '../bill.css';
import { type DetailHref, billAddHref, useBillColumns } from './bill-columns';
import { billFilters } from './bill-filters';

export type BillListProps = {
  label: string;
  source: ListSource;
  /** The status filter (lists of one status leave it out). */
  status?: boolean;
  /** Scoped lists: the region → department → salesperson cascade for a permission, or a region select. */
  scope?: { org: string } | 'area';
  detailHref?: DetailHref;
  toolbar?: (state: { filters: Filters }) => ReactNode;
};

/** One bill list: keyword (number or customer), status, bill type and scope filters over ListPage. */
export function BillList({ label, source, status = false, scope, detailHref = billAddHref, toolbar }: BillListProps) {
  const t = useBillText();
  const f = useBillFieldsText();
  const { locale } = useLocale();
  const { columns, card } = useBillColumns(detailHref);
  const pick = billFilters(locale);
  const scopeFilter: FilterField[] = scope === 'area' ? [pick.area(t('area'))] : scope ? [orgFilterField(scope.org)] : [];
  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    ...(status ? [pick.status(t('status'))] : []),
    pick.billType(f('billType')),
    ...scopeFilter,
  ];

  return (
    <ListPage<BillRow>
      label={label}
      {...source}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      scrollX={1660}
      {...(toolbar ? { toolbar } : {})}
    />
  );
}
