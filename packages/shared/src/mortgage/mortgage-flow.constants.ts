import type { StatusCode } from '../dictionaries/status-lists';

/** Spec 000 §4 mortgage request statuses (STATUS_LISTS.mortgageRequest). */
export const MORTGAGE_REQUEST_STATUS = {
  rejected: -1,
  supervisorReview: 1,
  awaitingRegistration: 2,
  partlyRegistered: 3,
  registered: 4,
} as const satisfies Record<string, StatusCode<'mortgageRequest'>>;
/** Spec 000 §4 mortgage release statuses (STATUS_LISTS.mortgageRelease). */
export const MORTGAGE_RELEASE_STATUS = {
  rejected: -1,
  toInitiate: 1,
  awaitingApproval: 2,
  approved: 3,
  released: 4,
} as const satisfies Record<string, StatusCode<'mortgageRelease'>>;
/** First or second mortgage (the spec's borrow types 2 and 3 name the same two orders). */
export const MORTGAGE_ORDERS = { 1: { 'zh-CN': '一抵', 'en-US': 'First' }, 2: { 'zh-CN': '二抵', 'en-US': 'Second' } } as const;
