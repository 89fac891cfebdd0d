import { LoanVoucherLists } from '../components/loan-voucher-list';

/** /paymentRecordManage/loanVoucherApproveList: the first audit's list (and the second's, for its auditors). */
export default function Page() {
  return <LoanVoucherLists />;
}
