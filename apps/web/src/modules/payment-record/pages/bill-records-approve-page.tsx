import { BillRecords } from '../components/bill-records';

/** A bill's payment records, opened from the approve list. */
export default function Page() {
  return <BillRecords variant="approve" />;
}
