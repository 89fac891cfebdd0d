import { BillScreen } from '../components/bill-screen';

/** /billManage/billAdd, /finalManage/billAdd, /documentManage/billAdd, /finalManage/billFinalDetail: new, detail or edit. */
export default function BillAddPage() {
  return <BillScreen />;
}
