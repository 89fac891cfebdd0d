import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { preBillBrowseQuery } from '../api/prebill-api';
import { PreBillDetailCard } from '../components/prebill-detail-card';
import { parseId } from '../prebill-format';
import { usePreBillText } from '../prebill.text';

/**
 * /billManage/addPrebillBrowse?id=N: an enquiry in the browse scope, read only. The mobile and ID
 * number stay masked: the audited viewer has no source for enquiries on the server.
 */
export default function PreBillBrowseDetailPage() {
  const t = usePreBillText();
  const id = parseId(useSearchParams()[0].get('id'));
  const detail = useQuery({ ...preBillBrowseQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Alert type="error" showIcon title={t('missingId')} role="alert" />;
  if (detail.isError) return <Alert type="error" showIcon title={detail.error.message} role="alert" />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <PageHeader title={t('browseDetailTitle')} backText={t('back')} />
      <Alert type="info" showIcon title={t('maskedNote')} />
      <PreBillDetailCard preBill={detail.data} />
    </Space>
  );
}
