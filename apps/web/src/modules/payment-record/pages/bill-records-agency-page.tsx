import { BillRecords } from '../components/bill-records';

/** A bill's payment records, opened from the agency list. */
export default function Page() {
  return <BillRecords variant="agency" />;
}
