import { BILL_HISTORY_EXPORT, BILL_PERMISSION } from '@lc/shared';
import { ExportButton } from '@/components/export-button/export-button';
import { usePermission } from '@/lib/auth';
import { BILL_LISTS } from '../api/bill-lists';
import { useBillText } from '../bill.text';
import { BillList } from '../components/bill-list';

/** /billManage/billAll: every bill in the user's bill_list scope; the history export for those granted it (role 53). */
export default function BillAllPage() {
  const t = useBillText();
  const mayExport = usePermission(BILL_PERMISSION.historyExport);
  return (
    <BillList
      label={t('allTitle')}
      source={BILL_LISTS.all}
      status
      scope={{ org: BILL_PERMISSION.all }}
      {...(mayExport
        ? { toolbar: ({ filters }) => <ExportButton endpoint={BILL_HISTORY_EXPORT} params={filters} defaultName={t('exportName')} /> }
        : {})}
    />
  );
}
