import { LoanSummaryList } from '../components/loan-summary-list';

/** /borrowManage/borrowBillSummary: the loans in scope added up per funding party. */
export default function LoanSummaryPage() {
  return <LoanSummaryList variant="scoped" />;
}
