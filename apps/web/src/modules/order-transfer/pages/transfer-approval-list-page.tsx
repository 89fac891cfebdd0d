import { OrderTransferList } from '../components/order-transfer-list';

/** /transferOder/transferOderApprovalList: the requests in the approver's scope, pending first by the route's default. */
export default function TransferApprovalListPage() {
  return <OrderTransferList variant="approve" />;
}
