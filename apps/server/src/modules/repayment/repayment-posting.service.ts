import { ACCOUNT, type AccountCode, type SettlementComponent } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import { type PostingLine, creditLine, debitLine } from '../ledger/ledger-posting.rules';
import { repaymentRepository as repo } from './repayment.repository';

/** What repayments need of the ledger: posting, and the fees a bill still owes. */
export type RepaymentLedger = Pick<LedgerService, 'post' | 'billBalance'>;

/**
 * Where each part of a repayment is credited: penalty and interest income, the principal, and the
 * prepayment fee as fee income. Fees owed were income when charged (debit 1123 / credit 6021 at the
 * draw, the extension, the payment record): collecting them clears the receivable 1123 (decision 0050).
 */
const INCOME: Record<SettlementComponent, AccountCode> = {
  penalty: ACCOUNT.penaltyIncome,
  fee: ACCOUNT.feesReceivable,
  // The schedule's fees are income when paid, as interest is (decision 0073: cash basis).
  planFee: ACCOUNT.feeIncome,
  interest: ACCOUNT.interestIncome,
  principal: ACCOUNT.loanPrincipal,
  prepaymentFee: ACCOUNT.feeIncome,
};

export type RepaymentPosting = {
  loan: { id: number; billId: number; fundingParty: string };
  /** Money received (debit bank). */
  amount: string;
  /** The loan's credit used (debit customer payable). */
  creditUsed: string;
  lines: { component: string; amount: string }[];
  /** What is left over, held as the loan's credit (credit customer payable). */
  creditLeft: string;
  idempotencyKey: string;
  memo: string;
};

/**
 * The fees the loan's bill still owes (1123), locked for collecting: a bill's fees are collected
 * once, by whichever of its loans repays first. Never below nil.
 */
export async function lockedFeesOwed(tx: Executor, ledger: RepaymentLedger, billId: number) {
  await repo.lockBillFees(tx, billId);
  return feesOwed(tx, ledger, billId);
}

/** The fees the bill still owes (1123), read without a lock: for quotes. */
export const feesOwed = async (ex: Executor, ledger: Pick<RepaymentLedger, 'billBalance'>, billId: number) =>
  Decimal.max(0, await ledger.billBalance(ex, billId, ACCOUNT.feesReceivable)).toFixed(2);

/**
 * One balanced ledger entry for money applied to a loan (decisions 0030, 0048, 0050): debit the bank
 * for what was received and customer payable (2202) for the credit used; credit each component's
 * account (fees to 1123), and customer payable again for what is left over.
 */
export function postRepayment(tx: Executor, ledger: RepaymentLedger, actor: AuditActor, p: RepaymentPosting) {
  const byAccount = new Map<AccountCode, Decimal>();
  for (const line of p.lines) {
    const account = INCOME[line.component as SettlementComponent];
    byAccount.set(account, (byAccount.get(account) ?? new Decimal(0)).plus(line.amount));
  }
  byAccount.set(ACCOUNT.customerPayable, new Decimal(p.creditLeft));
  const credits: PostingLine[] = [...byAccount]
    .filter(([, amount]) => amount.gt(0))
    .map(([account, amount]) => creditLine(account, amount.toFixed(2)));
  const debits: PostingLine[] = [
    ...(new Decimal(p.amount).gt(0) ? [debitLine(ACCOUNT.bank, new Decimal(p.amount).toFixed(2))] : []),
    ...(new Decimal(p.creditUsed).gt(0) ? [debitLine(ACCOUNT.customerPayable, new Decimal(p.creditUsed).toFixed(2))] : []),
  ];
  return ledger.post(tx, actor, {
    eventType: 'repayment',
    idempotencyKey: `repay:${p.idempotencyKey}`,
    memo: p.memo,
    subject: { billId: p.loan.billId, fundingParty: p.loan.fundingParty },
    lines: [...debits, ...credits],
  });
}
