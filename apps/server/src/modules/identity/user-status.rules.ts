/** An account's status column: a disabled account cannot sign in. */
export const USER_STATUS = { disabled: 0, active: 1 } as const;
