import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { APPOINTMENT_LIST } from '../api/appointment-api';
import { useAppointmentText } from '../appointment.text';
import { useAppointmentListParts } from '../components/appointment-list-parts';

/** /appoint/appointList: the appointments in the caller's data scope, newest first. */
export default function AppointmentListPage() {
  const t = useAppointmentText();
  const navigate = useNavigate();
  const parts = useAppointmentListParts((id) => `/appoint/appointDetail?id=${id}`);

  return (
    <ListPage
      label={t('title')}
      source={APPOINTMENT_LIST}
      {...parts}
      rowKey={(r) => r.id}
      toolbar={() => (
        <Button type="primary" ghost onClick={() => void navigate('/appoint/appointAdd')}>
          {t('add')}
        </Button>
      )}
    />
  );
}
