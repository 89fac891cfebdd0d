/** A recharge (STATUS_LISTS.recharge): recorded, posted by finance's review, or rejected. */
export const RECHARGE_STATUS = { pending: 1, posted: 2, rejected: 3 } as const;
