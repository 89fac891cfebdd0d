import type { PaymentRecordVariant } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { groupAmount } from '@lc/shared';
import { PageHeader } from '@/components/page-header/page-header';
import { billTotalQuery } from '../api/payment-record-api';
import { LIST_PATH } from '../payment-record.paths';
import { usePaymentRecordText } from '../payment-record.text';
import { PaymentRecordList } from './payment-record-list';

/** billAdd1 (and its -zj, -zk variants) and billAdd2: one bill's payment records, with their sum to the fen. */
export function BillRecords({ variant }: { variant: PaymentRecordVariant }) {
  const t = usePaymentRecordText();
  const billId = Number(useSearchParams()[0].get('billId'));
  const valid = Number.isInteger(billId) && billId > 0;
  const total = useQuery({ ...billTotalQuery(variant, billId), enabled: valid });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('billTitle')} backTo={LIST_PATH[variant]} backText={t('back')} />
      {valid ? (
        <>
          {total.data?.billTotal ? (
            <Typography.Text strong>{t('billTotal', { total: groupAmount(total.data.billTotal) })}</Typography.Text>
          ) : null}
          <PaymentRecordList variant={variant} billId={billId} />
        </>
      ) : (
        <Alert type="error" showIcon title={t('missingBill')} />
      )}
    </Space>
  );
}
