import { INVARIANT_BREACHES_SHOWN, type InvariantBreachRow, MONEY_INVARIANT_TEXT } from '@lc/shared';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { useLocale } from '@/lib/i18n';
import { useInvariantText } from '../invariant.text';
import { breachSubject } from './breach-subject';

export type InvariantBreachesProps = { breaches: InvariantBreachRow[]; total: number };

/** Each breach of the latest run: the invariant, the bill, and its two figures with what each is. */
export function InvariantBreaches({ breaches, total }: InvariantBreachesProps) {
  const t = useInvariantText();
  const { locale } = useLocale();
  const text = (r: InvariantBreachRow) => MONEY_INVARIANT_TEXT[r.invariant];
  const columns: TableColumnsType<InvariantBreachRow> = [
    { title: t('invariant'), key: 'invariant', width: 260, render: (_, r) => text(r).title[locale] },
    { title: t('bill'), dataIndex: 'billNo', width: 160, render: (v: string | null) => v ?? '' },
    { title: t('grant'), dataIndex: 'grantId', width: 100, render: (v: number | null) => v ?? '' },
    {
      title: t('subject'),
      dataIndex: 'subject',
      width: 160,
      render: (v: string | null) => breachSubject(v, locale, (n) => t('entry', { n })),
    },
    {
      title: t('figures'),
      key: 'figures',
      render: (_, r) => (
        <span>
          {text(r).left[locale]} <Typography.Text strong>{r.left}</Typography.Text>
          {' ≠ '}
          {text(r).right[locale]} <Typography.Text strong>{r.right}</Typography.Text>
        </span>
      ),
    },
  ];
  // A clean book is said in words (a table's empty placeholder is too faint to read).
  if (breaches.length === 0) return <Alert type="success" showIcon title={t('noBreach')} />;
  return (
    <>
      <Table<InvariantBreachRow>
        size="small"
        rowKey={(r) => `${r.invariant}:${r.billId}:${r.grantId}:${r.subject}`}
        columns={columns}
        dataSource={breaches}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        scroll={{ x: 900 }}
      />
      {total > breaches.length ? (
        <Typography.Text type="secondary">{t('shownFirst', { n: INVARIANT_BREACHES_SHOWN })}</Typography.Text>
      ) : null}
    </>
  );
}
