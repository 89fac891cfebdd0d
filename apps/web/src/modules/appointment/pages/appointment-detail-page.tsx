import { Alert, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { AppointmentDetail } from '../components/appointment-detail';
import { useAppointmentText } from '../appointment.text';

/** /appoint/appointDetail?id=: one appointment, opened from the list. */
export default function AppointmentDetailPage() {
  const t = useAppointmentText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detailTitle')} backTo="/appoint/appointList" backText={t('back')} />
      {valid ? <AppointmentDetail id={id} /> : <Alert type="error" showIcon title={t('missingId')} />}
    </Space>
  );
}
