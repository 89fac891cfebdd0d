import { PaymentRecordList } from '../components/payment-record-list';

/** The all payment-record list (/paymentRecordManage). */
export default function Page() {
  return <PaymentRecordList variant="all" />;
}
