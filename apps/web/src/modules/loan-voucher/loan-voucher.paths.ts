const BASE = '/paymentRecordManage';
export const LIST_PATH = `${BASE}/loanVoucherApproveList`;
/** The list's level filter for the second audit's list (?level=second). */
export const SECOND_TAB = 'second';
export const uploadHref = (drawId: number) => `${BASE}/uploadVoucher?id=${drawId}`;
export const detailHref = (drawId: number) => `${BASE}/loadVoucherDetail?id=${drawId}`;
export const secondHref = (drawId: number) => `${BASE}/secondDetail?id=${drawId}`;
