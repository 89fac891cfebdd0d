import { type BorrowerBill, groupAmount, nodeTitle, shanghaiMinute } from '@lc/shared';
import { Card, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { emptyTableProps } from '@/components/list-page/list-table';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { useBorrowerText } from '../borrower.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';

export type BorrowerBillsProps = { bills: BorrowerBill[] };

/** The borrower's bills the reader may see, each number opening the bill. */
export function BorrowerBills({ bills }: BorrowerBillsProps) {
  const t = useBorrowerText();
  const { locale } = useLocale();
  const stage = useBillStageColumn<BorrowerBill>();
  const columns: TableColumnsType<BorrowerBill> = [
    {
      title: t('billNo'),
      key: 'billNo',
      render: (_, r) => <Link to={`/billManage/billAdd?id=${r.id}`}>{r.billNo}</Link>,
    },
    { title: t('billStatus'), key: 'status', render: (_, r) => <StatusTag list="bill" code={r.status} /> },
    stage.column,
    { title: t('billAmount'), key: 'borrowAmount', align: 'right', render: (_, r) => groupAmount(r.borrowAmount) },
    { title: t('billNode'), key: 'currentNode', render: (_, r) => nodeTitle(r.currentNode, locale) || '—' },
    { title: t('createdAt'), key: 'createdAt', render: (_, r) => shanghaiMinute(r.createdAt) },
  ];
  return (
    <Card size="small" title={t('bills')}>
      <Table<BorrowerBill>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={bills}
        pagination={false}
        {...emptyTableProps(bills, t('noBills'), { x: 720 })}
      />
    </Card>
  );
}
