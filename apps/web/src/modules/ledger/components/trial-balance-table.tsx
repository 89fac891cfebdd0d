import { LEDGER_ACCOUNTS, type TrialBalance, type TrialBalanceAccount, groupAmount } from '@lc/shared';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useKeyboardScrollable } from '@/components/list-page/list-table';
import { TONE_STYLE } from '@/components/status-tag/status-tone';
import { useLocale } from '@/lib/i18n';
import { useLedgerText } from '../ledger.text';

export type TrialBalanceTableProps = { data: TrialBalance };

/** The account's name in the language shown now (the reply's is in the language it was asked in). */
const NAMES = new Map<string, (typeof LEDGER_ACCOUNTS)[number]['name']>(LEDGER_ACCOUNTS.map((a) => [a.code, a.name]));

/**
 * One row per account and the totals row. A negative balance is said in words, not only in red:
 * in the debit/credit columns alone a receivable below nil looked like an ordinary credit (issue 33).
 */
export function TrialBalanceTable({ data }: TrialBalanceTableProps) {
  const t = useLedgerText();
  const { locale } = useLocale();
  const box = useKeyboardScrollable(t('title'), data.accounts.length);
  const money = { align: 'right' as const, render: (v: string) => groupAmount(v) };
  const columns: TableColumnsType<TrialBalanceAccount> = [
    { title: t('code'), dataIndex: 'code', width: 90 },
    { title: t('name'), key: 'name', render: (_, a) => NAMES.get(a.code)?.[locale] ?? a.name },
    { title: t('kind'), dataIndex: 'kind', width: 110, render: (v: TrialBalanceAccount['kind']) => t(v) },
    { title: t('debitTotal'), dataIndex: 'debitTotal', ...money },
    { title: t('creditTotal'), dataIndex: 'creditTotal', ...money },
    { title: t('normalSide'), dataIndex: 'normalSide', width: 100, render: (v: TrialBalanceAccount['normalSide']) => t(v) },
    {
      title: t('balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (v: string, a) => (a.negative ? <strong style={{ color: TONE_STYLE.error.color }}>{groupAmount(v)}</strong> : groupAmount(v)),
    },
    {
      title: t('check'),
      key: 'check',
      width: 120,
      render: (_, a) => (a.negative ? <Tag style={TONE_STYLE.error}>{t('negative')}</Tag> : null),
    },
  ];
  return (
    <div ref={box}>
      <Table<TrialBalanceAccount>
        aria-label={t('title')}
        size="small"
        rowKey="code"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data.accounts}
        columns={columns}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{t('totals')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <strong>{groupAmount(data.debitTotal)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <strong>{groupAmount(data.creditTotal)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} colSpan={3} />
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
