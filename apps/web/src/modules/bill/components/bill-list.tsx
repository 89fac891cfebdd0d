import { AREAS, BILL_STATUS_TEXT, BILL_TYPE_TEXT, type BillRow, CITY_AREA_CODES } from '@lc/shared';
import type { ReactNode } from 'react';
import type { FilterField } from '@/components/list-page/filter-values';
import type { Filters } from '@/components/list-page/list-params';
import { ListPage } from '@/components/list-page/list-page';
import { OrgFilterFields } from '@/components/org-filter/org-filter-fields';
import { useLocale } from '@/lib/i18n';
import { useBillFieldsText } from '../bill-fields.text';
import { useBillText } from '../bill.text';
import '../bill.css';
import { type DetailHref, billAddHref, useBillColumns } from './bill-columns';

export type BillListProps = {
  label: string;
  listUrl: string;
  /** The status filter (lists of one status leave it out). */
  status?: boolean;
  /** Scoped lists: the region → department → salesperson cascade for a permission, or a region select. */
  scope?: { org: string } | 'area';
  detailHref?: DetailHref;
  toolbar?: (state: { filters: Filters }) => ReactNode;
};

/** One bill list: keyword (number or customer), status, bill type and scope filters over ListPage. */
export function BillList({ label, listUrl, status = false, scope, detailHref = billAddHref, toolbar }: BillListProps) {
  const t = useBillText();
  const f = useBillFieldsText();
  const { locale } = useLocale();
  const { columns, card } = useBillColumns(detailHref);
  const options = (table: Record<number | string, { 'zh-CN': string; 'en-US': string }>) =>
    Object.entries(table).map(([value, text]) => ({ value, label: text[locale] }));

  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    ...(status ? [{ kind: 'select' as const, name: 'status', label: t('status'), options: options(BILL_STATUS_TEXT) }] : []),
    { kind: 'select', name: 'billType', label: f('billType'), options: options(BILL_TYPE_TEXT), width: 110 },
    ...(scope === 'area'
      ? [
          {
            kind: 'select' as const,
            name: 'areaCode',
            label: t('area'),
            options: CITY_AREA_CODES.map((code) => ({ value: code, label: AREAS[code][locale] })),
            width: 110,
          },
        ]
      : scope
        ? [{ kind: 'custom' as const, key: 'org', render: () => <OrgFilterFields permission={scope.org} /> }]
        : []),
  ];

  return (
    <ListPage<BillRow>
      label={label}
      listUrl={listUrl}
      domain="bill"
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      scrollX={1660}
      {...(toolbar ? { toolbar } : {})}
    />
  );
}
