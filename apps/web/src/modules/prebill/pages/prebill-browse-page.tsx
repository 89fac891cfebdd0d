import { PREBILL_PERMISSION } from '@lc/shared';
import { Link } from 'react-router';
import { PreBillList } from '../components/prebill-list';
import { PREBILL_LISTS } from '../api/prebill-api';
import { browseDetailHref } from '../prebill.paths';
import { usePreBillText } from '../prebill.text';

/** /billManage/preBillBrowse: the enquiries in the user's advance_bill_browse_list scope, masked. */
export default function PreBillBrowsePage() {
  const t = usePreBillText();
  return (
    <PreBillList
      label={t('browseTitle')}
      source={PREBILL_LISTS.browse}
      org={PREBILL_PERMISSION.browse}
      actions={(row) => (
        <Link to={browseDetailHref(row.id)} aria-label={t('viewOf', { name: row.customerName })}>
          {t('view')}
        </Link>
      )}
    />
  );
}
