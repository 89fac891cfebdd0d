import { BILL_LISTS } from '../api/bill-lists';
import { useBillText } from '../bill.text';
import { BillList } from '../components/bill-list';

/** /billManage/abandonedBill: abandoned bills in the user's bill_kill_list scope. */
export default function AbandonedBillPage() {
  const t = useBillText();
  return <BillList label={t('abandonedTitle')} source={BILL_LISTS.abandoned} scope="area" />;
}
