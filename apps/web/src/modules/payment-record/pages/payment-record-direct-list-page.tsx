import { PaymentRecordList } from '../components/payment-record-list';

/** The direct payment-record list (/paymentRecordManage). */
export default function Page() {
  return <PaymentRecordList variant="direct" />;
}
