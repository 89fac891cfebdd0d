import { LoanAccountList } from '../components/loan-account-list';

/** /borrowManage/borrowBillSalesman: the salesperson's own loans. */
export default function LoanAccountSalesmanPage() {
  return <LoanAccountList variant="salesman" />;
}
