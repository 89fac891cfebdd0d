import type { StatusCode } from '../dictionaries/status-lists';

/*
 * The loan book's records of change (/borrowManage, decision 0043): deposits (earnestAmountRecord),
 * principal and interest adjustments (capitalAndInterestAdjustDetailList), the loan-type change log
 * (borrowTypeLog) and extensions (extensionRecords). Each is about one loan account (a grant that
 * drew money), in the scope of its page's code.
 */

/** A deposit movement (STATUS_LISTS.depositMovement). */
export const DEPOSIT_KIND = { received: 1, refunded: 2 } as const satisfies Record<string, StatusCode<'depositMovement'>>;
/** An adjustment or an extension awaiting a second person's decision (STATUS_LISTS.loanChange). */
export const LOAN_CHANGE_STATUS = { awaiting: 1, approved: 2, rejected: 3 } as const satisfies Record<string, StatusCode<'loanChange'>>;
/** What an adjustment moves and which way (STATUS_LISTS.adjustTarget, adjustDirection). */
export const ADJUST_TARGET = { principal: 1, interest: 2 } as const satisfies Record<string, StatusCode<'adjustTarget'>>;
export const ADJUST_DIRECTION = { increase: 1, decrease: 2 } as const satisfies Record<string, StatusCode<'adjustDirection'>>;
/** Spec 000 §9 bill type: an extension makes an extension bill (1). */
export const BILL_TYPE = { normal: 0, extension: 1 } as const;
