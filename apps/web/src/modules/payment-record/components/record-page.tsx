import type { PaymentRecordDetail as Detail, PaymentRecordVariant } from '@lc/shared';
import { Alert, Space } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { LIST_PATH } from '../payment-record.paths';
import { usePaymentRecordText } from '../payment-record.text';
import { PaymentRecordDetail } from './payment-record-detail';

/** A record's page (?id=): its header, the record, and the page's actions on it. */
export function RecordPage(p: {
  title: 'detailTitle' | 'approvalTitle';
  backTo: PaymentRecordVariant;
  actions: (record: Detail) => ReactNode;
}) {
  const t = usePaymentRecordText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t(p.title)} backTo={LIST_PATH[p.backTo]} backText={t('back')} />
      {valid ? <PaymentRecordDetail id={id} actions={p.actions} /> : <Alert type="error" showIcon title={t('missingId')} />}
    </Space>
  );
}
