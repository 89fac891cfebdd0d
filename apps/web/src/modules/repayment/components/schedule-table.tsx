import { type RepayPeriodRow, groupAmount, sumMoney } from '@lc/shared';
import { Table, type TableColumnsType } from 'antd';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useRepaymentText } from '../repayment.text';

/** What has been paid of an instalment: penalty, fees, principal and interest together. */
export const paidOf = (p: Pick<RepayPeriodRow, 'paidPenalty' | 'paidPrincipal' | 'paidInterest' | 'paidFee'>) =>
  sumMoney([p.paidPenalty, p.paidFee, p.paidPrincipal, p.paidInterest]);

/** A loan's instalments (000 §3 refund bill row), period 1 first; laid out to fit the drawer, so nothing scrolls sideways. */
export function ScheduleTable({ rows }: { rows: RepayPeriodRow[] }) {
  const t = useRepaymentText();
  const columns: TableColumnsType<RepayPeriodRow> = [
    { title: t('period'), dataIndex: 'period' },
    { title: t('reFundTime'), dataIndex: 'reFundTime' },
    { title: t('ratePeriod'), key: 'ratePeriod', render: (_, p) => `${p.beginRateTime} ~ ${p.endRateTime}` },
    { title: t('principal'), dataIndex: 'principal', align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('interest'), dataIndex: 'interest', align: 'right', render: (v: string) => groupAmount(v) },
    // The agreed fees fall due with the instalments (decision 0073): the plan shows them, nothing is hidden.
    { title: t('scheduleFee'), dataIndex: 'fee', align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('penalty'), dataIndex: 'penalty', align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('paid'), key: 'paid', align: 'right', render: (_, p) => groupAmount(paidOf(p)) },
    { title: t('status'), dataIndex: 'status', render: (v: number) => <StatusTag list="repaymentPeriod" code={v} /> },
  ];
  return (
    <Table<RepayPeriodRow>
      aria-label={t('scheduleTitle')}
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
    />
  );
}
