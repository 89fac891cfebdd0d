import { Alert } from 'antd';
import { useLocation } from 'react-router';
import { useBillText } from '../bill.text';
import { ApprovalInbox, approvalPageOf } from '../components/approval-inbox';

/** /billManage/billApproveYe, billApproveZi, billApproveLi, billApproveRp, /documentManage and /finalManage/finalList: one page, by route. */
export default function ApprovalInboxPage() {
  const t = useBillText();
  const page = approvalPageOf(useLocation().pathname);
  return page ? <ApprovalInbox page={page} /> : <Alert type="error" showIcon title={t('unknownInbox')} />;
}
