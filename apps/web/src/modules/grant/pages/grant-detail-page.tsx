import { Alert, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { GrantDetail } from '../components/grant-detail';
import { useGrantText } from '../grant.text';

/** /billGrantManage/grantApproveAdd?id=: one request, opened from any of the lists. */
export default function GrantDetailPage() {
  const t = useGrantText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detailTitle')} backTo="/billGrantManage/grantHistoryList" backText={t('back')} />
      {valid ? <GrantDetail id={id} /> : <Alert type="error" showIcon title={t('missingId')} />}
    </Space>
  );
}
