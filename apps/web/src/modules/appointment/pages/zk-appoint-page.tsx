import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { ZK_APPOINTMENT_LIST } from '../api/appointment-api';
import { useAppointmentText } from '../appointment.text';
import { AppointmentBookForm } from '../components/appointment-book-form';
import { useAppointmentListParts } from '../components/appointment-list-parts';

/** /zkManager/zkAppoint: direct clients' visits in the scope of zk_appointment_list; booked here in a dialog. */
export default function ZkAppointPage() {
  const t = useAppointmentText();
  const navigate = useNavigate();
  const [booking, setBooking] = useState(false);
  const parts = useAppointmentListParts((id) => `/zkManager/appointDetail?id=${id}`);

  return (
    <>
      <ListPage
        label={t('zkTitle')}
        source={ZK_APPOINTMENT_LIST}
        {...parts}
        rowKey={(r) => r.id}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setBooking(true)}>
            {t('zkAdd')}
          </Button>
        )}
      />
      <Modal open={booking} title={t('zkAdd')} footer={null} width={720} onCancel={() => setBooking(false)} destroyOnHidden>
        <AppointmentBookForm desk="zk" onBooked={(id) => void navigate(`/zkManager/appointDetail?id=${id}`)} />
      </Modal>
    </>
  );
}
