import {
  type ActualPaymentQuery,
  type ActualPaymentRow,
  BORROW_PERMISSION,
  type CapitalDetailQuery,
  type CapitalDetailRow,
  type CappedTotal,
  type FundingLogQuery,
  type FundingLogRow,
  entryNo,
  maskName,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { type SessionUser, scopeFor } from '../../core/session-user';
import {
  type ActualPaymentRecord,
  type CapitalDetailRecord,
  type FundingLogRecord,
  actualPaymentWhere,
  booksRepository as repo,
  capitalDetailWhere,
  fundingLogWhere,
} from './books.repository';

const fen = (v: string) => new Decimal(v).toFixed(2);

const fundingLogRow = (r: FundingLogRecord): FundingLogRow => ({
  id: r.id,
  entryNo: entryNo(r.id),
  eventType: r.eventType,
  fundingParty: r.fundingParty!,
  billNo: r.billNo,
  inflow: fen(r.inflow),
  outflow: fen(r.outflow),
  memo: r.memo,
  postedAt: r.postedAt.toISOString(),
});
const actualPaymentRow = (r: ActualPaymentRecord): ActualPaymentRow => ({
  ...r,
  customerName: maskName(r.customerName),
  amount: fen(r.amount),
  paidAt: r.paidAt.toISOString(),
});
const capitalDetailRow = (r: CapitalDetailRecord): CapitalDetailRow => ({
  ...r,
  entryNo: entryNo(r.entryId),
  customerName: maskName(r.customerName),
  lent: fen(r.lent),
  repaid: fen(r.repaid),
  postedAt: r.postedAt.toISOString(),
});

/** A page, then its capped count when asked (on one connection the page is never kept waiting). */
async function listOf<R, T>(rows: Promise<R[]>, toRow: (r: R) => T, count: (() => Promise<CappedTotal>) | null) {
  const list = (await rows).map(toRow);
  const counted = count ? await count() : null;
  return { list, total: counted?.total ?? null, totalExact: counted?.totalExact ?? null };
}

/**
 * The loan book's money reads (/borrowManage amountRecord, expendCost, capitalEntryBillDetailList):
 * the funding log is the firm's books whole, as the ledger's reads are; the other two keep to
 * the data scope of their page's code.
 */
export function createBooks({ db }: { db: Db }) {
  return {
    fundingLog(q: FundingLogQuery) {
      const where = fundingLogWhere(q);
      const count = q.withTotal === '1' ? () => repo.fundingLogTotal(db, where) : null;
      return listOf(repo.fundingLog(db, where, q.pageNum, q.pageSize), fundingLogRow, count);
    },
    actualPayments(user: SessionUser, q: ActualPaymentQuery) {
      const where = actualPaymentWhere(scopeFor(user, BORROW_PERMISSION.actualPayments), q);
      const count = q.withTotal === '1' ? () => repo.actualPaymentTotal(db, where) : null;
      return listOf(repo.actualPayments(db, where, q.pageNum, q.pageSize), actualPaymentRow, count);
    },
    capitalDetails(user: SessionUser, q: CapitalDetailQuery) {
      const where = capitalDetailWhere(scopeFor(user, BORROW_PERMISSION.capitalDetails), q);
      const count = q.withTotal === '1' ? () => repo.capitalDetailTotal(db, where) : null;
      return listOf(repo.capitalDetails(db, where, q.pageNum, q.pageSize), capitalDetailRow, count);
    },
  };
}
export type Books = ReturnType<typeof createBooks>;
