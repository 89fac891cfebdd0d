import { PaymentRecordList } from '../components/payment-record-list';

/** The agency payment-record list (/paymentRecordManage). */
export default function Page() {
  return <PaymentRecordList variant="agency" />;
}
