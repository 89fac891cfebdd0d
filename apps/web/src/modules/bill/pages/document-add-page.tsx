import { useSearchParams } from 'react-router';
import { ApprovalInbox } from '../components/approval-inbox';
import { BillScreen } from '../components/bill-screen';

/** /documentManage/documentAdd: the document-review inbox; with ?id= the bill's detail, to review it. */
export default function DocumentAddPage() {
  const [params] = useSearchParams();
  return params.has('id') ? <BillScreen /> : <ApprovalInbox page="document" />;
}
