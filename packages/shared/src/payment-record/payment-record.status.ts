import type { StatusCode } from '../dictionaries/status-lists';
import type { LocalisedText } from '../route-table/route-table.types';

/** /paymentRecordManage (spec 001 §2): each list has its page's code. */
export const PAYMENT_RECORD_PERMISSION = {
  list: 'payment_record_list',
  agency: 'payment_record_list_zj',
  direct: 'payment_record_list_zk',
  approve: 'payment_record_approve',
} as const;
/** The audit trail's name for these records. */
export const PAYMENT_RECORD_ENTITY = 'payment_record';

/** Spec 000 §4 payment approval statuses (labels: STATUS_LISTS.paymentApproval). */
export const PAYMENT_RECORD_STATUS = {
  notUploaded: 0,
  passed: 2,
  pending: 3,
  rejected: 4,
  exempt: 5,
} as const satisfies Record<string, StatusCode<'paymentApproval'>>;

/** A pending record waits for the first approval level, then the second (another person). */
export const PAYMENT_APPROVAL_LEVELS = [1, 2] as const;
export type PaymentApprovalLevel = (typeof PAYMENT_APPROVAL_LEVELS)[number];

/** Vouchers may be (re)uploaded while none is accepted yet: not uploaded, or rejected. */
export const VOUCHER_UPLOADABLE = [PAYMENT_RECORD_STATUS.notUploaded, PAYMENT_RECORD_STATUS.rejected] as const;

const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });
/** What the money was for (issue 18 item 5). */
export const PAYMENT_RECORD_KINDS = {
  1: t('公证费', 'Notary fee'),
  2: t('登记费', 'Registration fee'),
  3: t('评估费', 'Valuation fee'),
  4: t('垫资款', 'Advance'),
  9: t('其他', 'Other'),
} as const satisfies Record<number, LocalisedText>;
export type PaymentRecordKind = keyof typeof PAYMENT_RECORD_KINDS;

/** The lists: all, the agency bills' (channel), the direct clients' (no channel), and the approval inbox. */
export const PAYMENT_RECORD_VARIANTS = ['all', 'agency', 'direct', 'approve'] as const;
export type PaymentRecordVariant = (typeof PAYMENT_RECORD_VARIANTS)[number];
