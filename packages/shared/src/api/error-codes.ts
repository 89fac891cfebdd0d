/** Body codes of spec 000 §8 that the client's error catalogue acts on. */
export const CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  NOT_SIGNED_IN: 401,
  SESSION_EXPIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An idempotency key sent again with a different request. */
  UNPROCESSABLE: 422,
  LOCKED: 423,
  TOO_MANY: 429,
  SIGNED_OUT_ELSEWHERE: 499,
  SERVER_ERROR: 500,
  /** Missing permission on the auth domain. */
  AUTH_FORBIDDEN: 100403,
} as const;
export type Code = (typeof CODE)[keyof typeof CODE];

/** The gateway prefixes per domain type (spec 000 §7). */
export const DOMAIN_PREFIX = {
  default: '/api',
  auth: '/api/auth',
  funding: '/api/funding',
  dispatch: '/api/dispatch',
  bill: '/api/bill',
} as const;
export type DomainType = keyof typeof DOMAIN_PREFIX;
