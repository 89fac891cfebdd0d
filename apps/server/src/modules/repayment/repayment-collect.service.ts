import { collectableNow, instalmentQuote } from '@lc/shared';
import type { Executor } from '../../db/client';
import { NotFound, keyed } from '../../lib/errors';
import { lockOpenLoan } from './repayment-apply.service';
import { type RepaymentLedger, feesOwed, lockedFeesOwed } from './repayment-posting.service';
import { repaymentRepository as repo } from './repayment.repository';

/**
 * What a collection may take (decision 0065), read the way the waterfall will apply it. The locked
 * forms take the loan's row, its instalments and the bill's fees lock, as a repayment does, so the
 * figure holds until the caller's transaction posts: a retry of an old withholding sees what was paid since.
 */
export function createCollectQuotes(ledger: RepaymentLedger, today: (ex?: Executor) => Promise<string>) {
  return {
    /** Locked: what leaves instalment `period` paid now (its own lines, earlier arrears, the bill's fees, less the credit). */
    async lockedInstalmentQuote(tx: Executor, loanId: number, period: number) {
      const loan = await repo.lock(tx, loanId);
      if (!loan) throw new NotFound(keyed('repaymentLoanNotFound'));
      // A settled loan owes nothing: the retry of an old withholding is refused as paid, not as an error.
      if (loan.status === 3) return '0.00';
      const periods = await repo.periods.ofLoan(tx, loan.id);
      const fees = await lockedFeesOwed(tx, ledger, loan.billId);
      return instalmentQuote(periods, period, fees, loan.credit);
    },
    /** Unlocked (the desk's list): each named instalment's quote, period → amount. */
    async instalmentQuotes(ex: Executor, loanId: number, wanted: number[]) {
      const loan = await repo.row(ex, loanId);
      const quotes = new Map<number, string>();
      if (!loan) return quotes;
      const periods = await repo.periods.read(ex, loanId);
      const fees = loan.status === 3 ? '0.00' : await feesOwed(ex, ledger, loan.billId);
      for (const period of wanted) quotes.set(period, instalmentQuote(periods, period, fees, loan.credit));
      return quotes;
    },
    /** The most a regular repayment or a recharge may bring now; locked when `tx` posts it. */
    async collectCeiling(ex: Executor, loanId: number, locked: boolean) {
      const loan = locked ? await lockOpenLoan(ex, loanId) : await repo.row(ex, loanId);
      if (!loan) return '0.00';
      const periods = locked ? await repo.periods.ofLoan(ex, loanId) : await repo.periods.read(ex, loanId);
      const fees = locked ? await lockedFeesOwed(ex, ledger, loan.billId) : await feesOwed(ex, ledger, loan.billId);
      return collectableNow(periods, await today(ex), fees, loan.credit);
    },
  };
}
