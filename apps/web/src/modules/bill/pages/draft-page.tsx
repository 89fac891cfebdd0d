import { BILL_LISTS } from '../api/bill-api';
import { useBillText } from '../bill.text';
import { BillList } from '../components/bill-list';

/** /billManage/draft: the draft box, the salesperson's unsubmitted bills. */
export default function DraftPage() {
  const t = useBillText();
  return <BillList label={t('draftTitle')} source={BILL_LISTS.drafts} />;
}
