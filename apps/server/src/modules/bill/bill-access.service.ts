import { BILL_APPROVAL_PAGES, BILL_EDITABLE, BILL_PERMISSION } from '@lc/shared';
import type { Db } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { instanceInScope } from '../workflow/flow-engine.service';
import { type BillRecord, billRepository as repo } from './bill.repository';

export type { BillRecord };
/** What a data-scope check reads of a bill. */
export type BillScopeColumns = Pick<BillRecord, 'salespersonId' | 'groupId' | 'departmentCode' | 'areaCode'>;

const NODE_PERMISSIONS = Object.values(BILL_APPROVAL_PAGES).map((p) => p.permission);
const READ_PERMISSIONS = [BILL_PERMISSION.all, BILL_PERMISSION.abandoned, ...NODE_PERMISSIONS];

/** The bill as the data-scope check sees it. */
export const scopeRowOf = (bill: BillScopeColumns) => ({
  applicantId: bill.salespersonId,
  groupId: bill.groupId,
  departmentCode: bill.departmentCode,
  areaCode: bill.areaCode,
});

/** Whether a user may read a bill: their own, or in scope of a bill permission they hold. */
export function canReadBill(user: SessionUser, bill: BillScopeColumns) {
  if (bill.salespersonId === user.id) return true;
  return READ_PERMISSIONS.some((p) => user.permissions.has(p) && instanceInScope(scopeFor(user, p), scopeRowOf(bill)));
}

/** The scopes of the bill permissions a user reads others' bills by (their own bills they always read). */
export const billReadScopes = (user: SessionUser) => READ_PERMISSIONS.map((p) => scopeFor(user, p));

/** Whether a bill lies inside one permission's scope (exports and lists that carry a scope, not a user). */
export const billInScope = (scope: ScopeFilter, bill: BillScopeColumns) => instanceInScope(scope, scopeRowOf(bill));

/** The bill if the user may read it; otherwise the same 404 as a bill that does not exist. */
export async function readableBill(db: Db, user: SessionUser, id: number) {
  const bill = await repo.byId(db, id);
  if (!bill || !canReadBill(user, bill)) throw new NotFound(keyed('billNotFound'));
  return bill;
}

/** The applicant's own bill while it may still be edited (draft, returned or withdrawn). */
export async function ownEditableBill(db: Db, user: SessionUser, id: number) {
  const bill = await repo.byId(db, id);
  if (!bill || bill.salespersonId !== user.id) throw new NotFound(keyed('billNotFound'));
  if (!BILL_EDITABLE.includes(bill.status as never)) throw new Conflict(keyed('billSubmittedNoEdit'));
  return bill;
}

/**
 * A collateral row (valuation's mortgageInfoId) whose bill the user may read; otherwise the same
 * 404 as a collateral that does not exist, so an id outside the scope tells nothing.
 */
export async function readableCollateral(db: Db, user: SessionUser, mortgageId: number) {
  const [row] = await repo.billsOfCollateral(db, [mortgageId]);
  if (!row || !canReadBill(user, row)) throw new NotFound(keyed('collateralNotFound'));
  return row;
}

/**
 * A duplicate check's hits as one caller may see them: the numbers of the bills they may read,
 * and only whether others exist, never their number, owner or area (decision 0016).
 */
export function duplicatesFor(user: SessionUser, hits: readonly (BillScopeColumns & { billNo: string })[]) {
  const duplicateOf = hits.filter((h) => canReadBill(user, h)).map((h) => h.billNo);
  return { duplicateOf, duplicateElsewhere: duplicateOf.length < hits.length };
}
