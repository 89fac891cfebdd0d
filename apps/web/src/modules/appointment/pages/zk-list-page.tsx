import { ListPage } from '@/components/list-page/list-page';
import { ZK_CLIENT_LIST } from '../api/appointment-api';
import { useAppointmentText } from '../appointment.text';
import { useAppointmentListParts } from '../components/appointment-list-parts';

/** /zkManager/zkList: direct clients' visits in the scope of zk_list, read only. */
export default function ZkListPage() {
  const t = useAppointmentText();
  const parts = useAppointmentListParts((id) => `/zkManager/zkListDetail?id=${id}`);
  return <ListPage label={t('zkListTitle')} source={ZK_CLIENT_LIST} {...parts} rowKey={(r) => r.id} />;
}
