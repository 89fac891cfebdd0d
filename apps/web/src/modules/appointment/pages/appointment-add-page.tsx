import { Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { useAppointmentText } from '../appointment.text';
import { AppointmentBookForm } from '../components/appointment-book-form';

/** /appoint/appointAdd: a salesperson books a field visit for one of their bills. */
export default function AppointmentAddPage() {
  const t = useAppointmentText();
  const navigate = useNavigate();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('addTitle')} backTo="/appoint/appointList" backText={t('back')} />
      <Card size="small">
        <AppointmentBookForm desk="appoint" onBooked={(id) => void navigate(`/appoint/appointDetail?id=${id}`)} />
      </Card>
    </Space>
  );
}
