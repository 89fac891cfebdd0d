import { ACCOUNT } from '@lc/shared';
import Decimal from 'decimal.js';
import type { DatabaseHandle } from '../../src/db/client';
import { creditLine, debitLine } from '../../src/modules/ledger/ledger-posting.rules';
import { createLedgerService } from '../../src/modules/ledger/ledger.service';

const ACTOR = { actorId: null, actorName: 'test', requestId: null, ip: null };

/**
 * Settles a bill's loan in the books: lent (1,000,000.00 when nothing was) and every receivable
 * paid back, so the settlement gate (mortgage gates' loanSettled) answers true.
 */
export async function settleInBooks(database: DatabaseHandle, billId: number) {
  const ledger = createLedgerService({ db: database.db });
  const { lines } = await ledger.loanStatement(billId, 'zh-CN');
  const owed = (code: string) =>
    lines.filter((l) => l.accountCode === code).reduce((s, l) => s.plus(l.debit).minus(l.credit), new Decimal(0));
  const principal = owed(ACCOUNT.loanPrincipal);
  const lent = principal.isZero() ? new Decimal('1000000.00') : principal;
  await database.db.transaction(async (tx) => {
    if (principal.isZero()) {
      await ledger.post(tx, ACTOR, {
        eventType: 'disbursement',
        idempotencyKey: `t-lend-${billId}`,
        subject: { billId },
        lines: [debitLine(ACCOUNT.loanPrincipal, lent.toFixed(2)), creditLine(ACCOUNT.bank, lent.toFixed(2))],
      });
    }
    const repay = [ACCOUNT.loanPrincipal, ACCOUNT.interestReceivable, ACCOUNT.feesReceivable, ACCOUNT.penaltyReceivable]
      .map((code) => ({ code, amount: code === ACCOUNT.loanPrincipal ? lent : owed(code) }))
      .filter((x) => !x.amount.isZero());
    const total = repay.reduce((s, x) => s.plus(x.amount), new Decimal(0));
    await ledger.post(tx, ACTOR, {
      eventType: 'repayment',
      idempotencyKey: `t-settle-${billId}`,
      subject: { billId },
      lines: [debitLine(ACCOUNT.bank, total.toFixed(2)), ...repay.map((x) => creditLine(x.code, x.amount.toFixed(2)))],
    });
  });
}
