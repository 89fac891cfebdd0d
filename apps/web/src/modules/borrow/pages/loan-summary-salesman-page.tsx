import { LoanSummaryList } from '../components/loan-summary-list';

/** /borrowManage/borrowBillSummarySalesman: the salesperson's own loans added up. */
export default function LoanSummarySalesmanPage() {
  return <LoanSummaryList variant="salesman" />;
}
