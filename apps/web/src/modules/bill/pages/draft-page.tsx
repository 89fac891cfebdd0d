import { BILL_EDITABLE, type DraftRow } from '@lc/shared';
import { BILL_LISTS } from '../api/bill-lists';
import { useBillText } from '../bill.text';
import { BillList } from '../components/bill-list';
import { useReturnNoteColumn } from '../components/return-note';

/**
 * /billManage/draft: the draft box, the salesperson's bills theirs to work on (drafts, returned
 * and withdrawn ones) with why each came back, the latest change first. The home to-do counts them.
 */
export default function DraftPage() {
  const t = useBillText();
  const returnNote = useReturnNoteColumn();
  return <BillList<DraftRow> label={t('draftTitle')} source={BILL_LISTS.drafts} status={BILL_EDITABLE} extra={returnNote} />;
}
