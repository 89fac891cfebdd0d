import { PREBILL_STATUS } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { preBillQuery } from '../api/prebill-api';
import { ConvertAction } from '../components/convert-action';
import { PreBillDetailCard } from '../components/prebill-detail-card';
import { PreBillForm } from '../components/prebill-form';
import { PREBILL_PATHS, billHref } from '../prebill.paths';
import { usePreBillText } from '../prebill.text';
import { parseId } from '../prebill-format';

/** /billManage/addPrebill: without an id the new-enquiry form; with ?id=N the salesperson's own enquiry, read only. */
export default function AddPreBillPage() {
  const t = usePreBillText();
  const raw = useSearchParams()[0].get('id');
  if (raw === null) {
    return (
      <>
        <PageHeader title={t('newTitle')} backTo={PREBILL_PATHS.list} backText={t('back')} />
        <PreBillForm />
      </>
    );
  }
  const id = parseId(raw);
  if (id === null) return <Alert type="error" showIcon title={t('missingId')} role="alert" />;
  return <OwnPreBill id={id} />;
}

function OwnPreBill({ id }: { id: number }) {
  const t = usePreBillText();
  const detail = useQuery(preBillQuery(id));
  if (detail.isError) return <Alert type="error" showIcon title={detail.error.message} role="alert" />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const p = detail.data;
  const action =
    p.status === PREBILL_STATUS.open ? (
      <ConvertAction row={p} variant="button" />
    ) : p.billId !== null ? (
      <Link to={billHref(p.billId)}>{t('openBill')}</Link>
    ) : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      {/* Back, not a fixed path: the list comes back with the filters it had. */}
      <PageHeader title={t('detailTitle')} backText={t('back')} />
      <PreBillDetailCard preBill={p} extra={action} />
    </Space>
  );
}
