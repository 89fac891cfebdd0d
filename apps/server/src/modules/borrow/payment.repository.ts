import type { PaymentListQuery } from '@lc/shared';
import { type SQL, and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ListRow, listSource } from '../../db/paged-list';
import { keyedRows } from '../../db/keyed-rows';
import { voucherImages } from '../../db/voucher-images';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { grantLoanSubject as g } from '../grant/grant.reads';
import { billOrCustomer } from './borrow.repository';
import { paymentConfirmations as p, paymentVouchers as v } from './borrow.table';

const SCOPE_COLUMNS = { ownerId: p.ownerId, groupId: p.groupId, departmentCode: p.departmentCode, areaCode: p.areaCode };
const loan = loanSubject.columns;
const loanJoin = { table: loanSubject.table, on: loanSubject.on(p.billId) };
const columns = {
  id: p.id,
  grantId: p.grantId,
  billId: p.billId,
  billNo: loan.billNo,
  customerName: loan.customerName,
  fundingParty: p.fundingParty,
  amount: p.amount,
  payType: p.payType,
  paidOn: p.paidOn,
  status: p.status,
  createdBy: p.createdBy,
  createdByName: p.createdByName,
  createdAt: p.createdAt,
  decidedByName: p.decidedByName,
  decisionComment: p.decisionComment,
  ledgerEntryId: p.ledgerEntryId,
  ownerId: p.ownerId,
  version: p.version,
};
export type NewPayment = typeof p.$inferInsert;

export function paymentWhere(scope: ScopeFilter, q: Pick<PaymentListQuery, 'keyword' | 'status' | 'grantId'>): SQL | undefined {
  return and(
    scopeCondition(scope, SCOPE_COLUMNS),
    billOrCustomer(q.keyword),
    q.status === undefined ? undefined : eq(p.status, q.status),
    q.grantId === undefined ? undefined : eq(p.grantId, q.grantId),
  );
}

export const paymentRepository = {
  /** A loan account (a grant with money out) in the scope: what a payment is reported on. */
  async loan(db: Executor, grantId: number, scope: ScopeFilter) {
    const [row] = await db
      .select({
        id: g.columns.id,
        billId: g.columns.billId,
        fundingParty: g.columns.fundingParty,
        ownerId: g.scopeColumns.ownerId,
        areaCode: g.scopeColumns.areaCode,
        departmentCode: g.scopeColumns.departmentCode,
        groupId: g.scopeColumns.groupId,
      })
      .from(g.table)
      .where(and(eq(g.columns.id, grantId), g.drawn, scopeCondition(scope, g.scopeColumns)));
    return row;
  },
  list: listSource({
    rows: (db) => db.select(columns).from(p).innerJoin(loanJoin.table, loanJoin.on).$dynamic(),
    order: [desc(p.createdAt), desc(p.id)],
    counted: { from: p, joins: [loanJoin] },
  }),
  async find(db: Executor, id: number, scope: ScopeFilter) {
    const [row] = await db
      .select(columns)
      .from(p)
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(and(eq(p.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },
  ...keyedRows(p),
  ...voucherImages(v, 'paymentId'),
  /** A conditional move from pending at the version read: empty when someone else acted first. */
  move: (
    tx: Executor,
    id: number,
    from: number,
    version: number,
    values: Pick<NewPayment, 'status' | 'decidedBy' | 'decidedByName' | 'decisionComment'> & { ledgerEntryId?: number },
  ) =>
    tx
      .update(p)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(p.id, id), eq(p.status, from), eq(p.version, version)))
      .returning({ id: p.id }),
  setLedgerEntry: (tx: Executor, id: number, ledgerEntryId: number) => tx.update(p).set({ ledgerEntryId }).where(eq(p.id, id)),
};
export type PaymentRecord = ListRow<typeof paymentRepository.list>;

/** Demo seed: whether any confirmation exists (it seeds only into an empty table). */
export async function anyPayment(db: Executor) {
  const [row] = await db.select({ id: p.id }).from(p).limit(1);
  return Boolean(row);
}
