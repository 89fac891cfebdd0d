import { LoanAccountList } from '../components/loan-account-list';

/** /borrowManage/borrowBill: the loans in the caller's data scope. */
export default function LoanAccountListPage() {
  return <LoanAccountList variant="scoped" />;
}
