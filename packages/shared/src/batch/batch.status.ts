import type { StatusCode } from '../dictionaries/status-lists';

/** /batchManage/batchBillList (spec 001 §2): the page and every call take loan_ins. */
export const BATCH_PERMISSION = 'loan_ins';
/** The audit trail's name for batches. */
export const BATCH_ENTITY = 'batch';

/** Spec 000 §4 batch bill statuses (labels: STATUS_LISTS.batchBill). */
export const BATCH_STATUS = {
  toPush: 0,
  pushing: 1,
  pushFailed: 2,
  awaitingReview: 3,
  reviewRejected: 4,
  preWithdraw: 5,
  toWithdraw: 6,
  withdrawing: 7,
  partlyWithdrawn: 8,
  withdrawn: 9,
  withdrawFailed: 10,
  partlyRepaid: 11,
  fullyRepaid: 12,
  loanCancelled: 13,
} as const satisfies Record<string, StatusCode<'batchBill'>>;
export type BatchStatus = (typeof BATCH_STATUS)[keyof typeof BATCH_STATUS];
const S = BATCH_STATUS;

/** What the funding party answers (the adapter's outcomes); `timeout` leaves the batch in its in-progress status. */
export type PartyOutcome = 'accepted' | 'partial' | 'rejected' | 'timeout';
/** What a move asks the funding party: a push, its review result, a withdrawal, a repayment, a cancellation. */
export type PartyCall = 'push' | 'review' | 'withdraw' | 'repay' | 'cancel';

type Transition = {
  from: readonly BatchStatus[];
  /** Where the move lands before the party answers (its in-progress status), or for good when no party is asked. */
  to: BatchStatus;
  permission: typeof BATCH_PERMISSION;
  /** The party call the move makes, and where each of its answers leads (a missing answer: refused, nothing changes). */
  party?: { call: PartyCall; outcomes: Partial<Record<Exclude<PartyOutcome, 'timeout'>, BatchStatus>> };
};

const pushOutcomes = { accepted: S.awaitingReview, rejected: S.pushFailed };
const withdrawOutcomes = { accepted: S.withdrawn, partial: S.partlyWithdrawn, rejected: S.withdrawFailed };

/**
 * The batch's moves (STYLE §7, decision 0042). Each is one conditional update (status in `from`
 * and the version read) plus a move record and an audit entry; a move with `party` asks the
 * funding-party adapter in the same transaction and lands on the answer's status (a timeout
 * stays at `to`, asked again by the matching query move). `repay` lands on 11 or 12 by the
 * amount repaid; `cancel` asks the party only once it has accepted the batch.
 *
 * | code | reached by |
 * |---|---|
 * | 0 to push | create |
 * | 1 pushing | push / queryPush, party timed out |
 * | 2 push failed | push / queryPush, party rejected |
 * | 3 awaiting review | push / queryPush, party accepted; review, party timed out |
 * | 4 review rejected | review, party rejected |
 * | 5 pre-withdraw | review, party approved |
 * | 6 to withdraw | confirmWithdraw |
 * | 7 withdrawing | withdraw / queryWithdraw, party timed out |
 * | 8 partly withdrawn | withdraw / queryWithdraw, party paid part |
 * | 9 withdrawn | withdraw / queryWithdraw, party paid all |
 * | 10 withdraw failed | withdraw / queryWithdraw, party refused |
 * | 11 partly repaid | repay, less than withdrawn in all |
 * | 12 fully repaid | repay, all withdrawn repaid |
 * | 13 loan cancelled | cancel |
 */
export const BATCH_TRANSITIONS = {
  push: {
    from: [S.toPush, S.pushFailed, S.reviewRejected],
    to: S.pushing,
    permission: BATCH_PERMISSION,
    party: { call: 'push', outcomes: pushOutcomes },
  },
  queryPush: { from: [S.pushing], to: S.pushing, permission: BATCH_PERMISSION, party: { call: 'push', outcomes: pushOutcomes } },
  review: {
    from: [S.awaitingReview],
    to: S.awaitingReview,
    permission: BATCH_PERMISSION,
    party: { call: 'review', outcomes: { accepted: S.preWithdraw, rejected: S.reviewRejected } },
  },
  confirmWithdraw: { from: [S.preWithdraw], to: S.toWithdraw, permission: BATCH_PERMISSION },
  withdraw: {
    from: [S.toWithdraw, S.partlyWithdrawn, S.withdrawFailed],
    to: S.withdrawing,
    permission: BATCH_PERMISSION,
    party: { call: 'withdraw', outcomes: withdrawOutcomes },
  },
  queryWithdraw: {
    from: [S.withdrawing],
    to: S.withdrawing,
    permission: BATCH_PERMISSION,
    party: { call: 'withdraw', outcomes: withdrawOutcomes },
  },
  repay: {
    from: [S.withdrawn, S.partlyRepaid],
    to: S.partlyRepaid,
    permission: BATCH_PERMISSION,
    party: { call: 'repay', outcomes: { accepted: S.partlyRepaid } },
  },
  cancel: {
    from: [S.toPush, S.pushFailed, S.reviewRejected, S.preWithdraw, S.toWithdraw, S.withdrawFailed],
    to: S.loanCancelled,
    permission: BATCH_PERMISSION,
    party: { call: 'cancel', outcomes: { accepted: S.loanCancelled } },
  },
} as const satisfies Record<string, Transition>;
export type BatchAction = keyof typeof BATCH_TRANSITIONS;
export const BATCH_ACTIONS = Object.keys(BATCH_TRANSITIONS) as [BatchAction, ...BatchAction[]];

/** The party knows of the batch only once it accepted the push: cancelling before that asks nobody. */
export const PARTY_HOLDS_BATCH: readonly BatchStatus[] = [S.preWithdraw, S.toWithdraw, S.withdrawFailed];
/** A batch at one of these no longer holds its loans: they may go into another batch. */
export const BATCH_CLOSED: readonly BatchStatus[] = [S.fullyRepaid, S.loanCancelled];

/** The moves allowed at a status (the web shows exactly these buttons; the server refuses the others). */
export const batchActionsAt = (status: number): BatchAction[] =>
  BATCH_ACTIONS.filter((a) => (BATCH_TRANSITIONS[a].from as readonly number[]).includes(status));
