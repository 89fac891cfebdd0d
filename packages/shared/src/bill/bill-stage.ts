import type { StatusCode } from '../dictionaries/status-lists';
import { statusCodes } from '../dictionaries/status-dictionary';

/**
 * Where a bill is now, once final review passed it (decision 0074): its stage moves with the loan.
 * The bill's own status stays 4 (approved) through all of them; the labels are the status
 * dictionary's (STATUS_LISTS.billStage), in the order a loan goes through them.
 */
export const BILL_STAGE = {
  approved: 1,
  contractSigned: 2,
  mortgageRegistered: 3,
  granted: 4,
  repaying: 5,
  overdue: 6,
  settled: 7,
  released: 8,
  archived: 9,
} as const satisfies Record<string, StatusCode<'billStage'>>;
export type BillStage = (typeof BILL_STAGE)[keyof typeof BILL_STAGE];

const S = BILL_STAGE;
/** The stages before `stage` in the dictionary's order: a milestone is reached from any of them. */
const before = (stage: BillStage): BillStage[] => {
  const order = statusCodes('billStage') as BillStage[];
  return order.slice(0, order.indexOf(stage));
};

/**
 * The events that move a bill's stage, each from the stages it may come from (a conditional
 * update: a later stage is never moved back by an earlier milestone arriving late). Only overdue
 * and repaying go back and forth; release and the archive's return follow settlement only, so an
 * exception made while the loan is open leaves the bill where its loan is.
 */
export const BILL_STAGE_MOVES = {
  /** The contract module's signing (contract status 3). */
  contractSigned: { from: before(S.contractSigned), to: S.contractSigned },
  /** The mortgage request's last property registered (request status 4, 全部登记). */
  mortgageRegistered: { from: before(S.mortgageRegistered), to: S.mortgageRegistered },
  /** The first money of the bill's first loan reached the borrower: the loan and its schedule are made. */
  granted: { from: before(S.granted), to: S.granted },
  /** A repayment posted on one of the bill's loans, none of them overdue nor all settled. */
  repaid: { from: [S.granted, S.overdue], to: S.repaying },
  /** The arrears cleared otherwise (an extension moved the overdue instalments): back to repaying. */
  cured: { from: [S.overdue], to: S.repaying },
  /** The overdue run found one of the bill's loans overdue. */
  overdue: { from: [S.granted, S.repaying], to: S.overdue },
  /** Every loan of the bill settled. */
  settled: { from: before(S.settled), to: S.settled },
  /** The mortgage lifted at the registry (release status 4) after settlement. */
  released: { from: [S.settled], to: S.released },
  /** The archive handed the last of the bill's originals back (every document permanently out or deleted). */
  archived: { from: [S.settled, S.released], to: S.archived },
} as const satisfies Record<string, { from: readonly BillStage[]; to: BillStage }>;
export type BillStageEvent = keyof typeof BILL_STAGE_MOVES;

/**
 * What a bill's status column shows: the stage once there is one (it starts at 终审通过, the
 * approved status's own label), else the approval status.
 */
export const billStatusShown = (r: { status: number; billStage: number | null }) =>
  r.billStage === null ? ({ list: 'bill', code: r.status } as const) : ({ list: 'billStage', code: r.billStage } as const);
