import {
  BORROW_PERMISSION,
  type LoanAccountListReply,
  type LoanAccountQuery,
  type LoanAccountRow,
  type LoanFilterQuery,
  type LoanSummaryReply,
  type LoanTotals,
  maskName,
} from '@lc/shared';
import type { ScopeFilter } from '../../core/data-scope';
import { type SessionUser, ownScope, scopeFor } from '../../core/session-user';
import { type LoanAccountRecord, borrowRepository as repo, loanWhere } from './borrow.repository';
import { createBalances } from './balances.service';
import { createBooks } from './books.service';
import { createEntries } from './entry.service';
import { type LoanChangeDeps, createLoanChanges } from './loan-changes.service';
import { createLoanRecords } from './loan-records.service';
import { type PaymentDeps, createPayments } from './payment.service';
import { pagedList } from '../../db/paged-list';
import { fen } from '../../lib/money';

/**
 * The borrower's name leaves masked (the sensitive-data rules): the loan book needs no more to find a loan.
 * Written out field by field: a rest-and-spread copy of every row cost the page more than its fields (issue 31).
 */
export const loanAccountRow = (r: LoanAccountRecord): LoanAccountRow => ({
  id: r.id,
  billId: r.billId,
  billNo: r.billNo,
  billStage: r.billStage,
  customerName: maskName(r.customerName),
  borrowType: r.borrowType,
  fundingParty: r.fundingParty,
  approvedAmount: fen(r.approvedAmount),
  drawnAmount: fen(r.drawnAmount),
  undrawnAmount: fen(r.undrawnAmount),
  status: r.status,
  termDays: r.termDays,
  requestedAt: r.requestedAt.toISOString(),
  drawnAt: r.drawnAt,
  dueDate: r.dueDate,
  outstanding: r.outstanding === null ? null : fen(r.outstanding),
});
const totalsOf = (t: LoanTotals): LoanTotals => ({
  count: t.count,
  approvedAmount: fen(t.approvedAmount),
  drawnAmount: fen(t.drawnAmount),
  undrawnAmount: fen(t.undrawnAmount),
});

/**
 * The loan book (/borrowManage): the grants whose money reached the borrower, read through the
 * grant module's loan subject, each list in the data scope of its page's code.
 */
export function createBorrowService({ db, ledger, uploads, schedules }: PaymentDeps & Pick<LoanChangeDeps, 'schedules'>) {
  const accounts = (scope: ScopeFilter, query: LoanAccountQuery): Promise<LoanAccountListReply> =>
    pagedList(db, repo.list, loanWhere(scope, query), query, (rows) => rows.map(loanAccountRow));
  const totals = async (scope: ScopeFilter, query: LoanFilterQuery) => totalsOf(await repo.totals(db, loanWhere(scope, query)));
  async function summary(scope: ScopeFilter, query: LoanFilterQuery): Promise<LoanSummaryReply> {
    const where = loanWhere(scope, query);
    const [groups, all] = [await repo.byFundingParty(db, where), await repo.totals(db, where)];
    return { list: [...groups.map((g) => ({ ...totalsOf(g), fundingParty: g.fundingParty })), { ...totalsOf(all), fundingParty: null }] };
  }

  return {
    payments: createPayments({ db, ledger, uploads }),
    entries: createEntries({ db, ledger }),
    books: createBooks({ db }),
    balances: createBalances({ db }),
    records: createLoanRecords({ db, ledger }),
    changes: createLoanChanges({ db, ledger, schedules }),
    accounts: (user: SessionUser, q: LoanAccountQuery) => accounts(scopeFor(user, BORROW_PERMISSION.accounts), q),
    accountTotals: (user: SessionUser, q: LoanFilterQuery) => totals(scopeFor(user, BORROW_PERMISSION.accounts), q),
    salesmanAccounts: (user: SessionUser, q: LoanAccountQuery) => accounts(ownScope(user), q),
    salesmanAccountTotals: (user: SessionUser, q: LoanFilterQuery) => totals(ownScope(user), q),
    summary: (user: SessionUser, q: LoanFilterQuery) => summary(scopeFor(user, BORROW_PERMISSION.summary), q),
    salesmanSummary: (user: SessionUser, q: LoanFilterQuery) => summary(ownScope(user), q),
  };
}

export type BorrowService = ReturnType<typeof createBorrowService>;
