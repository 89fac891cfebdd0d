import { BillRecords } from '../components/bill-records';

/** A bill's payment records, opened from the direct list. */
export default function Page() {
  return <BillRecords variant="direct" />;
}
