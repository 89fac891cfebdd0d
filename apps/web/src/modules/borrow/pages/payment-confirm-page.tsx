import { PaymentList } from '../components/payment-list';

/** /borrowManage/paymentConfirm: finance confirms or rejects the payments salespeople report. */
export default function PaymentConfirmPage() {
  return <PaymentList variant="scoped" />;
}
