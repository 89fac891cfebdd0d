import Decimal from 'decimal.js';
import type { StatusCode } from '../dictionaries/status-lists';

/** Spec 000 §4 grant statuses (STATUS_LISTS.grant). */
export const GRANT_STATUS = {
  awaitingReview: 1,
  awaiting: 2,
  supervisorRejected: 3,
  executiveRejected: 23,
  financeRejected: 33,
  partlyGranted: 4,
  finished: 5,
  withdrawn: 6,
} as const satisfies Record<string, StatusCode<'grant'>>;
/** A request in these statuses may be edited and sent again. */
export const GRANT_RESUBMITTABLE: readonly number[] = [3, 23, 33, 6];
/** Spec 000 §4 draw-cash statuses (STATUS_LISTS.drawCash). */
export const DRAW_STATUS = {
  pending: 0,
  inProgress: 1,
  succeeded: 2,
  failed: 3,
  partlySucceeded: 4,
  cancelled: 5,
} as const satisfies Record<string, StatusCode<'drawCash'>>;
/** Draws that hold part of the approved amount: all but failed and cancelled. */
export const DRAW_HOLDS_AMOUNT: readonly number[] = [0, 1, 2, 4];
/** Draws finance may cancel: those that have not paid out (pending and in progress once the channel confirms it stopped the transfer). */
export const DRAW_CANCELLABLE: readonly number[] = [0, 1, 3];
/** What finance may still draw: the approved amount less what draws hold (decimal text). */
export const grantRemaining = (g: { amount: string; drawnAmount: string }) => new Decimal(g.amount).minus(g.drawnAmount).toFixed(2);
/** Draws and postings shown per page on the detail. */
export const GRANT_PAGE_SIZE = 20;
/** The simulator's next answer (a test and demo control), and optionally how long it takes to come (a slow channel). */
export const CHANNEL_OUTCOMES = ['confirm', 'fail', 'timeout'] as const;
/** Transfer statuses of a split draw: in progress, succeeded, failed (as the draw's 1, 2, 3). */
export const DRAW_TRANSFER_STATUS = { inProgress: 1, succeeded: 2, failed: 3 } as const;
