import { ACCOUNT } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Tx } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import type { ChargeService } from '../charge/charge.module';
import type { LedgerService } from '../ledger/ledger.service';
import { creditLine, debitLine } from '../ledger/ledger-posting';

export type DrawFeeDeps = { fees: Pick<ChargeService['pricing'], 'feesAtDraw'>; ledger: Pick<LedgerService, 'post'> };

/**
 * A bill's fees fall due when its money first reaches the borrower (decision 0043): inside the
 * draw's transaction the bill is priced from the standard version it keeps (fixed now if never
 * priced) and the total posts debit fees receivable (1123) / credit fee income (6021). The key is
 * the bill's, and the lines carry no funding party (the fee is the firm's), so a bill granted in
 * several tranches is charged once: a later tranche's first draw posts the same lines under the
 * same key and the ledger answers the first entry.
 */
export async function postDrawFees(tx: Tx, { fees, ledger }: DrawFeeDeps, billId: number, audit: AuditActor) {
  const priced = await fees.feesAtDraw(tx, billId, audit);
  if (!new Decimal(priced.total).gt(0)) return null;
  const items = priced.lines.map((l) => `${l.itemName} ${l.amount}`).join('，');
  return ledger.post(tx, audit, {
    eventType: 'fee',
    idempotencyKey: `fees:bill:${billId}`,
    memo: `${priced.standardCode} v${priced.versionNo}: ${items}`,
    subject: { billId, fundingParty: null },
    lines: [debitLine(ACCOUNT.feesReceivable, priced.total), creditLine(ACCOUNT.feeIncome, priced.total)],
  });
}
