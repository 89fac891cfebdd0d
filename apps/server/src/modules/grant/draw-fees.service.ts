import { ACCOUNT } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Tx } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import type { ChargeService } from '../charge/charge.module';
import type { LedgerService } from '../ledger/ledger.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';

export type DrawFeeDeps = { fees: Pick<ChargeService['pricing'], 'feesAtDraw'>; ledger: Pick<LedgerService, 'post' | 'entryByKey'> };

/**
 * A bill's fees fall due when its money first reaches the borrower (decision 0043): inside the
 * draw's transaction the bill is priced from the standard version it keeps (fixed now if never
 * priced) and the total posts debit fees receivable (1123) / credit fee income (6021). Both lines
 * carry the bill and the funding party of the grant whose draw charges them, as the repayment that
 * collects them credits 1123 with its loan's party (decision 0052): the receivable nets to nil per
 * loan and per party. The key is the bill's, so a bill granted in several tranches is charged once:
 * a later tranche finds the entry its key holds and posts nothing (the caller holds the bill's lock).
 */
export async function postDrawFees(
  tx: Tx,
  { fees, ledger }: DrawFeeDeps,
  charge: { billId: number; fundingParty: string },
  audit: AuditActor,
) {
  const { billId, fundingParty } = charge;
  const idempotencyKey = `fees:bill:${billId}`;
  const earlier = await ledger.entryByKey(tx, idempotencyKey);
  if (earlier) return { entry: earlier, created: false };
  const priced = await fees.feesAtDraw(tx, billId, audit);
  if (!new Decimal(priced.total).gt(0)) return null;
  const items = priced.lines.map((l) => `${l.itemName} ${l.amount}`).join('，');
  return ledger.post(tx, audit, {
    eventType: 'fee',
    idempotencyKey,
    memo: `${priced.standardCode} v${priced.versionNo}: ${items}`,
    subject: { billId, fundingParty },
    lines: [debitLine(ACCOUNT.feesReceivable, priced.total), creditLine(ACCOUNT.feeIncome, priced.total)],
  });
}
