import { REPAYMENT_PERMISSION, type PrepaymentQuoteReply, type SettleStatusReply } from '@lc/shared';
import Decimal from 'decimal.js';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { Db, Executor } from '../../db/client';
import { NotFound, keyed } from '../../lib/errors';
import type { AuditActor } from '../audit/audit.service';
import { type RepaymentLedger, feesOwed } from './repayment-posting.service';
import { quoteOf } from './repayment-settle.service';
import { repaymentRepository as repo } from './repayment.repository';
import { type SettlementDeps, settlementFollowUpsOf, startSettlementFollowUps } from './settlement-follow-ups.service';

type Deps = {
  db: Db;
  ledger: Pick<RepaymentLedger, 'billBalance'>;
  today: (ex?: Executor) => Promise<string>;
  prepaymentFeeRate: string;
  settlement: SettlementDeps;
};

/** The prepayment quote and settleStatus (decision 0048), for whoever holds the loan (business_repay_list, scoped). */
export function createSettlementReads({ db, ledger, today, prepaymentFeeRate, settlement }: Deps) {
  async function loanInScope(user: SessionUser, id: number, day: string) {
    const loan = await repo.loans.find(db, id, scopeFor(user, REPAYMENT_PERMISSION.list), day);
    if (!loan) throw new NotFound(keyed('repaymentLoanNotFound'));
    return loan;
  }

  return {
    /** prepaymentQuote/{id}: what settling takes on the business date, the bill's fees owed included; a settled loan owes nothing. */
    async prepaymentQuote(user: SessionUser, id: number): Promise<PrepaymentQuoteReply> {
      const day = await today();
      const loan = await loanInScope(user, id, day);
      const settled = loan.status === 3;
      const periods = settled ? [] : await repo.periods.read(db, id);
      const fees = settled ? '0.00' : await feesOwed(db, ledger, loan.billId);
      const {
        lines: _lines,
        closedInterest: _closed,
        closedFee: _fees,
        ...q
      } = await quoteOf(db, loan, periods, day, prepaymentFeeRate, fees);
      return { loanId: id, businessDate: day, prepaymentFeeRate, ...q };
    },

    /**
     * settleStatus (000 §7): the loan's settlement, and what it started. POST, because for a settled
     * loan it also starts what is missing (the mortgage release request, the archive return), so a
     * follow-up that failed after the approval committed is never lost.
     */
    async settleStatus(user: SessionUser, loanId: number, audit: AuditActor): Promise<SettleStatusReply> {
      const day = await today();
      const loan = await loanInScope(user, loanId, day);
      const row = (await repo.row(db, loanId))!;
      const settled = loan.status === 3;
      const followUps = settled
        ? await startSettlementFollowUps(settlement, user, loan.billId, audit)
        : await settlementFollowUpsOf(settlement, loan.billId);
      return {
        loanId,
        billId: loan.billId,
        status: loan.status,
        settled,
        settledOn: row.settledOn,
        early: row.settledEarly,
        outstanding: loan.outstanding,
        refundableCredit: settled ? new Decimal(row.credit).toFixed(2) : '0.00',
        ...followUps,
      };
    },
  };
}
