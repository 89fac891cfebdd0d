import type { PaymentRecordVariant } from '@lc/shared';

const BASE = '/paymentRecordManage';
/** Each list's page, and the bill page it opens (billAdd1 and its variants, billAdd2 from approval). */
export const LIST_PATH: Record<PaymentRecordVariant, string> = {
  all: `${BASE}/paymentRecordList`,
  agency: `${BASE}/paymentRecordListZj`,
  direct: `${BASE}/paymentRecordListZk`,
  approve: `${BASE}/paymentRecordListApprove`,
};
const BILL_PATH: Record<PaymentRecordVariant, string> = {
  all: `${BASE}/billAdd1`,
  agency: `${BASE}/billAdd1-zj`,
  direct: `${BASE}/billAdd1-zk`,
  approve: `${BASE}/billAdd2`,
};
export const billRecordsHref = (variant: PaymentRecordVariant, billId: number) => `${BILL_PATH[variant]}?billId=${billId}`;
/** A record opens for upload from the record lists, for approval from the inbox. */
export const recordHref = (variant: PaymentRecordVariant, id: number) =>
  variant === 'approve' ? `${BASE}/paymentRecordApproval?id=${id}` : `${BASE}/paymentRecordDetail?id=${id}`;
