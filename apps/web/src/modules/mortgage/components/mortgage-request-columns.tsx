import { MORTGAGE_ORDERS, type MortgageRequestRow, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';

/**
 * A request's status: once its bill's mortgage is released, 已解押 (the release list's word, from the
 * one dictionary) in place of 全部登记 (decision 0071).
 */
export const MortgageRequestStatus = ({ r }: { r: Pick<MortgageRequestRow, 'status' | 'released'> }) =>
  r.released ? <StatusTag list="mortgageRelease" code={4} /> : <StatusTag list="mortgageRequest" code={r.status} />;

/** The request and registration lists' columns and phone cards: the bill number opens the detail. */
export function useMortgageRequestColumns(open: (id: number) => void) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const no = (r: MortgageRequestRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => open(r.id)}>
      {r.billNo}
    </Button>
  );
  const status = (r: MortgageRequestRow) => <MortgageRequestStatus r={r} />;
  const order = (r: MortgageRequestRow) => (r.order === 1 || r.order === 2 ? MORTGAGE_ORDERS[r.order][locale] : '');
  const stage = useBillStageColumn<MortgageRequestRow>();
  const columns: TableColumnsType<MortgageRequestRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => no(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('mortgagee'), dataIndex: 'mortgageeName', width: 180 },
    { title: t('order'), key: 'order', width: 90, render: (_, r) => order(r) },
    { title: t('registered'), key: 'registered', width: 90, render: (_, r) => `${r.registeredCount} / ${r.propertyCount}` },
    { title: t('status'), key: 'status', width: 150, render: (_, r) => status(r) },
    stage.column,
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: MortgageRequestRow): CardSpec => ({
    title: no(r),
    fields: [
      stage.field(r),
      { label: t('customer'), value: r.customerName },
      { label: t('registered'), value: `${r.registeredCount} / ${r.propertyCount}` },
      { label: t('status'), value: status(r) },
    ],
  });
  return { columns, card };
}
