import { PaymentList } from '../components/payment-list';

/** /borrowManage/paymentConfirmSalesman: the salesperson reports payments on their loans, with vouchers. */
export default function PaymentConfirmSalesmanPage() {
  return <PaymentList variant="salesman" />;
}
