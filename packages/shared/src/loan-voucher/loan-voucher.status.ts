import type { StatusCode } from '../dictionaries/status-lists';

/**
 * /paymentRecordManage loanVoucherApproveList (spec 001 §2): the page, the first audit list, the
 * detail, the upload and the first audit take the spec's code; the second audit is ours (decision 0046).
 */
export const LOAN_VOUCHER_PERMISSION = {
  audit: 'next_loan_voucher',
  second: 'loan_voucher_second_audit',
} as const;
/** The audit trail's name for these vouchers. */
export const LOAN_VOUCHER_ENTITY = 'loan_voucher';

/** Spec 000 §4 payment approval statuses (labels: STATUS_LISTS.paymentApproval); 5 (exempt) is not used. */
export const LOAN_VOUCHER_STATUS = {
  notUploaded: 0,
  passed: 2,
  pending: 3,
  rejected: 4,
} as const satisfies Record<string, StatusCode<'paymentApproval'>>;
export const LOAN_VOUCHER_STATUSES = [0, 3, 2, 4] as const;

/** Vouchers may be (re)uploaded while none is accepted: not uploaded yet, or rejected at either level. */
export const LOAN_VOUCHER_UPLOADABLE = [LOAN_VOUCHER_STATUS.notUploaded, LOAN_VOUCHER_STATUS.rejected] as const;

/** The two audit lists: the first level (every drawn loan), the second (vouchers that passed the first). */
export const LOAN_VOUCHER_LEVELS = ['first', 'second'] as const;
export type LoanVoucherLevel = (typeof LOAN_VOUCHER_LEVELS)[number];
