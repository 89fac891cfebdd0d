import { OrderTransferList } from '../components/order-transfer-list';

/** /transferOder/transferOderApplyList: the applicant's requests and the new-request form. */
export default function TransferApplyListPage() {
  return <OrderTransferList variant="mine" />;
}
