import type { LoanVoucherDetail as Detail } from '@lc/shared';
import { Alert, Space } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { LIST_PATH, SECOND_TAB } from '../loan-voucher.paths';
import { useLoanVoucherText } from '../loan-voucher.text';
import { LoanVoucherDetail } from './loan-voucher-detail';

/** A voucher's page (?id= the draw): its header, the voucher, and the page's action on it. */
export function VoucherPage(p: { title: 'detailTitle' | 'uploadTitle' | 'secondTitle'; actions: (voucher: Detail) => ReactNode }) {
  const t = useLoanVoucherText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const back = p.title === 'secondTitle' ? `${LIST_PATH}?level=${SECOND_TAB}` : LIST_PATH;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t(p.title)} backTo={back} backText={t('back')} />
      {valid ? <LoanVoucherDetail id={id} actions={p.actions} /> : <Alert type="error" showIcon title={t('missingId')} />}
    </Space>
  );
}
