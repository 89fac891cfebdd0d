import { BILL_APPROVAL_PAGES, type BillApprovalPage } from '@lc/shared';
import { useLocale } from '@/lib/i18n';
import { useBillFieldsText } from '../bill-fields.text';
import { inboxList } from '../api/bill-api';
import { useBillText } from '../bill.text';
import '../bill.css';
import type { DetailHref } from './bill-columns';
import { approvalFilters } from './approval-filters';
import { InboxList } from './inbox-list';

/** The detail opens on the inbox's own route family (document review and final review have theirs). */
const DETAIL: Record<BillApprovalPage, DetailHref> = {
  manager: (r) => `/billManage/billAdd?id=${r.id}`,
  vp: (r) => `/billManage/billAdd?id=${r.id}`,
  supervisor: (r) => `/billManage/billAdd?id=${r.id}`,
  duplicate: (r) => `/billManage/billAdd?id=${r.id}`,
  document: (r) => `/documentManage/documentAdd?id=${r.id}`,
  final: (r) => `/finalManage/billFinalDetail?id=${r.id}`,
};

/** The approval page a route lists (BILL_APPROVAL_PAGES says which route is which node). */
export const approvalPageOf = (pathname: string): BillApprovalPage | undefined =>
  (Object.keys(BILL_APPROVAL_PAGES) as BillApprovalPage[]).find((k) => BILL_APPROVAL_PAGES[k].route === pathname.replace(/\/+$/, ''));

/** One approval inbox: the bills waiting at this page's node, in the approver's scope, not their own. */
export function ApprovalInbox({ page }: { page: BillApprovalPage }) {
  const t = useBillText();
  const f = useBillFieldsText();
  const { locale } = useLocale();
  const filters = approvalFilters(
    (key) => (key === 'billType' ? f('billType') : t(key)),
    (n) => t('pastDaysN', { n }),
    locale,
  );
  return (
    <InboxList
      label={t(`inbox_${page}`)}
      source={inboxList(page)}
      filters={filters}
      detailHref={DETAIL[page]}
      // Final review decides each loan's terms with its approval (decision 0070): no bulk approval there.
      bulkApprove={page !== 'final'}
    />
  );
}
