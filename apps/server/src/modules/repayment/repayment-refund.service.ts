import { ACCOUNT, REPAYMENT_LOAN_ENTITY } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../../db/client';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import type { RepaymentLedger } from './repayment-posting.service';
import { repaymentRepository as repo } from './repayment.repository';

export type CreditRefund = { loanId: number; amount: string; idempotencyKey: string };

/**
 * A refund of the credit a loan holds (decision 0053), at finance's approval: under the loan's row
 * lock, refused (409, nothing written) when the credit no longer covers it (a repayment used it
 * meanwhile); one ledger entry under the application's key, debit customer payable 2202 / credit
 * bank 1002 (money paid out to the borrower); the credit reduced by it; audited on the loan.
 * Settled loans too: their credit is what settlement left over, shown as refundable.
 */
export async function refundCredit(tx: Executor, ledger: RepaymentLedger, r: CreditRefund, actor: AuditActor) {
  const loan = await repo.lock(tx, r.loanId);
  if (!loan) throw new NotFound(keyed('repaymentLoanNotFound'));
  const amount = new Decimal(r.amount);
  if (amount.gt(loan.credit)) throw new Conflict(keyed('repaymentRefundOverCredit', { credit: new Decimal(loan.credit).toFixed(2) }));
  const posted = await ledger.post(tx, actor, {
    eventType: 'repayment',
    idempotencyKey: `repay:${r.idempotencyKey}`,
    memo: `loan ${loan.id} credit refund`,
    subject: { billId: loan.billId, fundingParty: loan.fundingParty },
    lines: [debitLine(ACCOUNT.customerPayable, amount.toFixed(2)), creditLine(ACCOUNT.bank, amount.toFixed(2))],
  });
  const left = new Decimal(loan.credit).minus(amount).toFixed(2);
  const lines = [{ period: 0, component: 'refund', amount: amount.toFixed(2) }];
  if (!posted.created) return { entryId: posted.entry.id, lines, credit: loan.credit, settled: false };
  await repo.setCredit(tx, loan.id, left);
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: loan.id,
    action: 'refund',
    before: { credit: loan.credit },
    after: { credit: left, refunded: amount.toFixed(2), ledgerEntryId: posted.entry.id },
  });
  return { entryId: posted.entry.id, lines, credit: left, settled: false };
}
