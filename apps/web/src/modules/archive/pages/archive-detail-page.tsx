import { Alert, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { ArchiveDetail } from '../components/archive-detail';
import { useArchiveText } from '../archive.text';

/** /archiveManage/archiveManageDetail?id=: one record, opened from the list. */
export default function ArchiveDetailPage() {
  const t = useArchiveText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detailTitle')} backTo="/archiveManage/archiveManageList" backText={t('back')} />
      {valid ? <ArchiveDetail id={id} /> : <Alert type="error" showIcon title={t('missingId')} />}
    </Space>
  );
}
