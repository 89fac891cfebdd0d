const BASE = '/transferOder';
export const ORDER_TRANSFER_PATHS = {
  mine: `${BASE}/transferOderApplyList`,
  approve: `${BASE}/transferOderApprovalList`,
} as const;
/** The detail (applyDetail) of a request, remembering which list it was opened from. */
export const transferDetailHref = (id: number, from: keyof typeof ORDER_TRANSFER_PATHS) => `${BASE}/applyDetail?id=${id}&from=${from}`;
