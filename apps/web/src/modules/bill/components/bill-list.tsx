import { BILL_STATUS, type BillRow, type BillStatus } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import type { Filters } from '@/components/list-page/list-params';
import { ListPage } from '@/components/list-page/list-page';
import { useBillStageText } from '@/components/status-tag/bill-stage.text';
import type { ListSource } from '@/lib/api-client';
import { type OrgFilterName, orgFilterField } from '@/components/org-filter/org-filter-field';
import { useLocale } from '@/lib/i18n';
import { useBillFieldsText } from '../bill-fields.text';
import { useBillText } from '../bill.text';
import '../bill.css';
import { type DetailHref, billAddHref, extensionCell, useBillColumns } from './bill-columns';
import { billFilters } from './bill-filters';

/** What a list adds to the bill columns: its own columns (placed after the status) and phone-card fields. */
export type BillListExtra<Row extends BillRow> = { columns: TableColumnsType<Row>; cardFields: (row: Row) => CardSpec['fields'] };

/** The filters this bar offers: every bill list's query takes them. */
type BillListFilter = 'keyword' | 'status' | 'billStage' | 'billType' | 'areaCode' | OrgFilterName;

export type BillListProps<Row extends BillRow> = {
  label: string;
  source: ListSource<Row, BillListFilter>;
  /** The status filter: every status, or only the ones the list holds (lists of one status leave it out). */
  status?: boolean | readonly BillStatus[];
  /** Scoped lists: the region → department → salesperson cascade for a permission, or a region select. */
  scope?: { org: string } | 'area';
  detailHref?: DetailHref;
  toolbar?: (state: { filters: Filters }) => ReactNode;
  extra?: BillListExtra<Row>;
};

/** One bill list: keyword (number or customer), status, bill type and scope filters over ListPage. */
export function BillList<Row extends BillRow = BillRow>({
  label,
  source,
  status = false,
  scope,
  detailHref = billAddHref,
  toolbar,
  extra,
}: BillListProps<Row>) {
  const t = useBillText();
  const f = useBillFieldsText();
  const stageText = useBillStageText();
  const { locale } = useLocale();
  const base = useBillColumns<Row>(detailHref);
  const pick = billFilters(locale);
  const scopeFilter: FilterField<BillListFilter>[] = scope === 'area' ? [pick.area(t('area'))] : scope ? [orgFilterField(scope.org)] : [];
  const filters: FilterField<BillListFilter>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    ...(status ? [pick.status(t('status'), status === true ? undefined : status)] : []),
    // A list holding approved bills filters them by where they are now.
    ...(status === true || (status && status.includes(BILL_STATUS.approved)) ? [pick.stage(stageText('billStage'))] : []),
    pick.billType(f('billType')),
    ...scopeFilter,
  ];
  const afterStatus = base.columns.findIndex((c) => c.key === 'status') + 1;
  const columns: TableColumnsType<Row> = extra
    ? [
        ...base.columns.slice(0, afterStatus),
        ...extra.columns.map((c) => ({ ...c, onCell: extensionCell })),
        ...base.columns.slice(afterStatus),
      ]
    : base.columns;
  const card = (r: Row): CardSpec => {
    const spec = base.card(r);
    return extra ? { ...spec, fields: [...spec.fields, ...extra.cardFields(r)] } : spec;
  };

  return (
    <ListPage
      label={label}
      source={source}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      scrollX={extra ? 1880 : 1660}
      {...(toolbar ? { toolbar } : {})}
    />
  );
}
