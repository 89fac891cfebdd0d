import { BillRecords } from '../components/bill-records';

/** A bill's payment records, opened from the all list. */
export default function Page() {
  return <BillRecords variant="all" />;
}
