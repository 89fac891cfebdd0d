import {
  type ActualPaymentQuery,
  type ActualPaymentRow,
  BORROW_PERMISSION,
  type CapitalDetailQuery,
  type CapitalDetailRow,
  type FundingLogQuery,
  type FundingLogRow,
  entryNo,
  maskName,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
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
import { fen } from '../../lib/money';

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

/**
 * The loan book's money reads (/borrowManage amountRecord, expendCost, capitalEntryBillDetailList):
 * the funding log is the firm's books whole, as the ledger's reads are; the other two keep to
 * the data scope of their page's code.
 */
export function createBooks({ db }: { db: Db }) {
  return {
    fundingLog: (q: FundingLogQuery) => pagedList(db, repo.fundingLog, fundingLogWhere(q), q, (rows) => rows.map(fundingLogRow)),
    actualPayments: (user: SessionUser, q: ActualPaymentQuery) =>
      pagedList(db, repo.actualPayments, actualPaymentWhere(scopeFor(user, BORROW_PERMISSION.actualPayments), q), q, (rows) =>
        rows.map(actualPaymentRow),
      ),
    capitalDetails: (user: SessionUser, q: CapitalDetailQuery) =>
      pagedList(db, repo.capitalDetails, capitalDetailWhere(scopeFor(user, BORROW_PERMISSION.capitalDetails), q), q, (rows) =>
        rows.map(capitalDetailRow),
      ),
  };
}
export type Books = ReturnType<typeof createBooks>;
