import { BORROW_TYPE_TEXT, type BillRow } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { LtvFigure } from '@/components/ltv/ltv-figure';
import { useLocale } from '@/lib/i18n';
import { useBillFieldsText } from '../bill-fields.text';
import { groupAmount, nodeTitle, shanghaiTime } from '../bill-format';
import { textOf } from '../bill-options';
import { useBillText } from '../bill.text';
import { BillStatusTag } from '@/components/status-tag/bill-stage';
import { FlagTags } from './bill-tags';

/** Where a row's bill number leads: the detail on the list's own route family. */
export type DetailHref = (row: BillRow) => string;
export const billAddHref: DetailHref = (r) => `/billManage/billAdd?id=${r.id}`;

/** Extension rows are styled apart: every cell of the row carries the class. */
export const extensionCell = (r: Pick<BillRow, 'billType'>) => (r.billType === 1 ? { className: 'lc-bill-extension' } : {});

/** The bill lists' columns and phone cards (masked mobile, amount as text, Shanghai times). */
export function useBillColumns<Row extends BillRow = BillRow>(detailHref: DetailHref) {
  const t = useBillText();
  const f = useBillFieldsText();
  const { locale } = useLocale();
  const link = (r: Row) => (
    <Link to={detailHref(r)} aria-label={t('openBill', { billNo: r.billNo, name: r.billCustomerName })}>
      {r.billNo}
    </Link>
  );
  const amount = (r: Row) => `${groupAmount(r.borrowAmount)}`;
  const term = (r: Row) => `${r.borrowDuration} ${f('days')}`;

  const columns: TableColumnsType<Row> = (
    [
      { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => link(r) },
      { title: f('billCustomerName'), dataIndex: 'billCustomerName', width: 100 },
      { title: f('billCustomerMobile'), dataIndex: 'billCustomerMobile', width: 130 },
      { title: t('amountYuan'), key: 'borrowAmount', width: 140, align: 'right', render: (_, r) => amount(r) },
      { title: f('borrowDuration'), key: 'borrowDuration', width: 90, render: (_, r) => term(r) },
      { title: f('borrowType'), key: 'borrowType', width: 100, render: (_, r) => textOf(BORROW_TYPE_TEXT, r.borrowType, locale) },
      { title: t('ltv'), key: 'ltv', width: 190, render: (_, r) => <LtvFigure ltv={r.ltv} compact /> },
      { title: t('status'), key: 'status', width: 100, render: (_, r) => <BillStatusTag row={r} /> },
      { title: t('currentNode'), key: 'currentNode', width: 130, render: (_, r) => nodeTitle(r.currentNode, locale) || '—' },
      { title: t('flags'), key: 'flags', width: 150, render: (_, r) => <FlagTags row={r} /> },
      { title: t('salesperson'), dataIndex: 'salespersonName', width: 150 },
      { title: t('createdAt'), key: 'createdAt', width: 150, render: (_, r) => shanghaiTime(r.createdAt) },
      { title: t('submittedAt'), key: 'submittedAt', width: 150, render: (_, r) => shanghaiTime(r.submittedAt) },
    ] satisfies TableColumnsType<Row>
  ).map((c) => ({ ...c, onCell: extensionCell }));

  const card = (r: Row): CardSpec => ({
    title: link(r),
    extra: <BillStatusTag row={r} />,
    fields: [
      { label: f('billCustomerName'), value: r.billCustomerName },
      { label: f('billCustomerMobile'), value: r.billCustomerMobile },
      { label: t('amountYuan'), value: amount(r) },
      { label: t('ltv'), value: <LtvFigure ltv={r.ltv} compact /> },
      { label: f('borrowDuration'), value: term(r) },
      { label: t('currentNode'), value: nodeTitle(r.currentNode, locale) || '—' },
      { label: t('flags'), value: <FlagTags row={r} /> },
      { label: t('salesperson'), value: r.salespersonName ?? '—' },
      { label: t('createdAt'), value: shanghaiTime(r.createdAt) },
    ],
  });
  return { columns, card };
}
