import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Typography } from 'antd';
import { LoadingStatus } from '@/components/loading-status/loading-status';
import { trialBalanceQuery } from '../api/ledger-api';
import { BooksBalanced } from '../components/books-balanced';
import { TrialBalanceTable } from '../components/trial-balance-table';
import { useLedgerText } from '../ledger.text';

/** /ledgerManage/trialBalance (ours, issue 33): every account of the book, whether it balances, and any balance below nil. */
export default function TrialBalancePage() {
  const t = useLedgerText();
  const q = useQuery(trialBalanceQuery);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <h1 style={{ fontSize: 18, margin: 0 }}>{t('title')}</h1>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('intro')}
      </Typography.Paragraph>
      {q.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {q.isLoading ? <LoadingStatus label={t('loading')} /> : null}
      {q.data ? (
        <>
          <BooksBalanced data={q.data} />
          <TrialBalanceTable data={q.data} />
        </>
      ) : null}
    </Space>
  );
}
