import { Alert, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { useArchiveText } from '../archive.text';
import { ARCHIVE_LIST_PATH } from '../archive.paths';
import { ArchiveBillView } from './archive-bill-view';

/** A bill's archive page (?billId=): the custodian's (with actions) or a read-only one for business staff. */
export function ArchiveBillPage({ manage }: { manage: boolean }) {
  const t = useArchiveText();
  const billId = Number(useSearchParams()[0].get('billId'));
  const valid = Number.isInteger(billId) && billId > 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('billTitle')} backTo={ARCHIVE_LIST_PATH} backText={t('back')} />
      {valid ? <ArchiveBillView billId={billId} manage={manage} /> : <Alert type="info" showIcon title={t('missingId')} />}
    </Space>
  );
}
