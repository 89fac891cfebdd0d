import {
  ACCOUNT,
  BORROW_PERMISSION,
  type EntryDetail,
  type EntryInput,
  type EntryListQuery,
  type EntryRow,
  LEDGER_ACCOUNTS,
  type Locale,
  entryNo,
  maskName,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { NotFound, keyed } from '../../lib/errors';
import { claimOf, idempotent } from '../../db/idempotency';
import type { AuditActor } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import { type EntryRecord, entryRepository as repo, entryWhere } from './entry.repository';
import { paymentRepository } from './payment.repository';

const row = (r: EntryRecord): EntryRow => ({
  id: r.id,
  entryNo: entryNo(r.id),
  eventType: r.eventType,
  billId: r.billId!,
  billNo: r.billNo,
  customerName: maskName(r.customerName),
  fundingParty: r.fundingParty,
  amount: new Decimal(r.amount).toFixed(2),
  memo: r.memo,
  reversalOf: r.reversalOf,
  postedAt: r.createdAt.toISOString(),
});

/**
 * Entry bills (entryBillList, entryBillNo, entryBill): the ledger's entries about the loans in
 * entry_bill_list's scope, read through the ledger's entry subject; a posting made here (a fee
 * charged on a loan) goes through the ledger service, balanced and audited there.
 */
export function createEntries({ db, ledger }: { db: Db; ledger: Pick<LedgerService, 'post'> }) {
  const scopeOf = (user: SessionUser) => scopeFor(user, BORROW_PERMISSION.entries);
  return {
    async list(user: SessionUser, q: EntryListQuery) {
      return pagedList(db, repo.list, entryWhere(scopeOf(user), q), q, (rows) => rows.map(row));
    },
    async detail(user: SessionUser, id: number, locale: Locale): Promise<EntryDetail> {
      const found = await repo.find(db, id, scopeOf(user));
      if (!found) throw new NotFound(keyed('borrowNotFound'));
      const lines = await repo.lines(db, id);
      return {
        ...row(found),
        lines: lines.map((l) => ({
          accountCode: l.accountCode,
          accountName: LEDGER_ACCOUNTS.find((a) => a.code === l.accountCode)?.name[locale] ?? l.accountCode,
          debit: new Decimal(l.debit).toFixed(2),
          credit: new Decimal(l.credit).toFixed(2),
        })),
      };
    },
    /** A fee charged on a loan account in scope: debit fee receivable, credit fee income, one transaction; keyed (decision 0076). */
    async post(user: SessionUser, input: EntryInput, audit: AuditActor) {
      return idempotent(db, claimOf('borrow.entry', user.id, input), async () => {
        const loan = await paymentRepository.loan(db, input.grantId, scopeOf(user));
        if (!loan) throw new NotFound(keyed('borrowLoanNotFound'));
        const amount = new Decimal(input.amount).toFixed(2);
        const { entry } = await db.transaction((tx) =>
          ledger.post(tx, audit, {
            eventType: 'fee',
            idempotencyKey: `entry:${user.id}:${input.idempotencyKey}`,
            memo: input.memo,
            subject: { billId: loan.billId, fundingParty: loan.fundingParty },
            lines: [debitLine(ACCOUNT.feesReceivable, amount), creditLine(ACCOUNT.feeIncome, amount)],
          }),
        );
        return { id: entry.id };
      });
    },
  };
}
export type Entries = ReturnType<typeof createEntries>;
