import { APPOINTMENT_STATUS, type FieldOrderForm, type FieldOrderPage } from '@lc/shared';

const EDIT_PAGE: Partial<Record<FieldOrderForm, FieldOrderPage>> = {
  companyApprovalAdd: 'companyApprovalEdit',
  bankDownStream: 'bankDownStreamEdit',
};
const VIEW_PAGE: Partial<Record<FieldOrderForm, FieldOrderPage>> = { bankDownStream: 'bankUpStreamDetail' };

/** The hidden page an order opens on: its form to fill in, its edit page once submitted, its detail page once reviewed. */
export function orderPage(r: { id: number; form: FieldOrderForm; status: number; submittedAt: string | null }) {
  const page =
    r.status !== APPOINTMENT_STATUS.dispatched ? (VIEW_PAGE[r.form] ?? r.form) : r.submittedAt ? (EDIT_PAGE[r.form] ?? r.form) : r.form;
  return `/outerOrder/${page}?id=${r.id}`;
}
