import { Alert, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import type { AppointmentDeskName } from '../api/appointment-api';
import { AppointmentDetail } from '../components/appointment-detail';
import { useAppointmentText } from '../appointment.text';

const TITLE = { appoint: 'detailTitle', zk: 'zkDetailTitle', zkList: 'zkListDetailTitle' } as const;
const BACK: Record<AppointmentDeskName, string> = {
  appoint: '/appoint/appointList',
  zk: '/zkManager/zkAppoint',
  zkList: '/zkManager/zkList',
};

/** One appointment, opened from its desk's list: /appoint/appointDetail, /zkManager/appointDetail or /zkManager/zkListDetail. */
function AppointmentDetailPage({ desk }: { desk: AppointmentDeskName }) {
  const t = useAppointmentText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t(TITLE[desk])} backTo={BACK[desk]} backText={t('back')} />
      {valid ? <AppointmentDetail id={id} desk={desk} /> : <Alert type="error" showIcon title={t('missingId')} />}
    </Space>
  );
}

export default function AppointDetailPage() {
  return <AppointmentDetailPage desk="appoint" />;
}
export const ZkAppointDetailPage = () => <AppointmentDetailPage desk="zk" />;
export const ZkListDetailPage = () => <AppointmentDetailPage desk="zkList" />;
