import { PaymentRecordList } from '../components/payment-record-list';

/** The approve payment-record list (/paymentRecordManage). */
export default function Page() {
  return <PaymentRecordList variant="approve" />;
}
