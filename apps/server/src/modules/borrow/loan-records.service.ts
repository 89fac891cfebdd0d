import {
  ACCOUNT,
  DEPOSIT_KIND,
  type BorrowTypeChangeInput,
  type BorrowTypeLogQuery,
  type DepositInput,
  type DepositListQuery,
  LOAN_CHANGE_STATUS,
  LOAN_RECORDS_ENTITY,
  LOAN_RECORDS_PERMISSION,
  maskName,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { Conflict, NotFound, Unprocessable, Validation, keyed } from '../../lib/errors';
import { claimOf, idempotent, keyAlreadyUsed } from '../../db/idempotency';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import {
  type DepositRecord,
  type TypeChangeRecord,
  depositRecords,
  equalsIf,
  loanRecordsRepository as repo,
  recordWhere,
  depositTable,
  typeChangeRecords,
  typeChangeTable,
} from './loan-records.repository';
import { fen } from '../../lib/money';

export type LoanRecordDeps = { db: Db; ledger: Pick<LedgerService, 'post'> };
const P = LOAN_RECORDS_PERMISSION;
const common = (r: {
  id: number;
  grantId: number;
  billNo: string;
  customerName: string;
  fundingParty: string;
  createdBy: number;
  createdByName: string;
  createdAt: Date;
}) => ({
  id: r.id,
  grantId: r.grantId,
  billNo: r.billNo,
  customerName: maskName(r.customerName),
  fundingParty: r.fundingParty,
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(),
});
/** A loan account in the scope of the page's code (404 otherwise, as if absent). */
export async function loanInScope(db: Db, user: SessionUser, grantId: number, permission: string) {
  const found = await repo.loan(db, grantId, scopeFor(user, permission));
  if (!found) throw new NotFound(keyed('borrowLoanNotFound'));
  return found;
}
/** A form's choice of loans: those in the scope of the page's code, names masked. */
export async function loanOptions(db: Db, user: SessionUser, permission: string) {
  const rows = await repo.loanOptions(db, scopeFor(user, permission));
  return { list: rows.map((r) => ({ ...r, customerName: maskName(r.customerName), drawnAmount: fen(r.drawnAmount) })) };
}
export const scopeColumnsOf = (l: { ownerId: number; areaCode: string; departmentCode: string | null; groupId: number | null }) => ({
  ownerId: l.ownerId,
  areaCode: l.areaCode,
  departmentCode: l.departmentCode,
  groupId: l.groupId,
});

/**
 * Deposits (earnestAmountRecord) and the loan-type log (borrowTypeLog), decision 0043. A deposit
 * received posts debit bank / credit deposits received (2241), a refund the reverse, in the
 * movement's transaction; a refund never takes the loan's deposit below nil.
 */
export function createLoanRecords({ db, ledger }: LoanRecordDeps) {
  const depositRow = (r: DepositRecord) => ({
    ...common(r),
    kind: r.kind,
    amount: fen(r.amount),
    memo: r.memo,
    ledgerEntryId: r.ledgerEntryId,
  });
  const typeRow = (r: TypeChangeRecord) => ({
    ...common(r),
    fromType: r.fromType,
    toType: r.toType,
    reason: r.reason,
    status: r.status,
    decidedByName: r.decidedByName,
    decisionComment: r.decisionComment,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    ledgerEntryId: null,
    version: r.version,
  });
  return {
    loans: (user: SessionUser, permission: string) => loanOptions(db, user, permission),
    deposits(user: SessionUser, q: DepositListQuery) {
      const where = recordWhere(depositTable, scopeFor(user, P.deposits), q, equalsIf(depositTable.kind, q.kind));
      return pagedList(db, depositRecords.list, where, q, (rows) => rows.map(depositRow));
    },
    /** Under the one idempotency rule (decision 0076): a repeat of the key answers the first movement. */
    async recordDeposit(user: SessionUser, input: DepositInput, audit: AuditActor) {
      const amount = fen(input.amount);
      return idempotent(db, claimOf('borrow.deposit', user.id, input), async () => {
        const loan = await loanInScope(db, user, input.grantId, P.deposits);
        return db.transaction(async (tx) => {
          await repo.lockLoan(tx, loan.id);
          const refund = input.kind === DEPOSIT_KIND.refunded;
          if (refund) {
            const balance = new Decimal(await repo.depositBalance(tx, loan.id));
            if (balance.lt(amount)) throw new Unprocessable(keyed('borrowDepositBeyondBalance', { balance: fen(balance) }));
          }
          const lines = refund
            ? [debitLine(ACCOUNT.depositsReceived, amount), creditLine(ACCOUNT.bank, amount)]
            : [debitLine(ACCOUNT.bank, amount), creditLine(ACCOUNT.depositsReceived, amount)];
          const posted = await ledger.post(tx, audit, {
            eventType: 'deposit',
            idempotencyKey: `deposit:${user.id}:${input.idempotencyKey}`,
            memo: input.memo,
            subject: { billId: loan.billId, fundingParty: loan.fundingParty },
            lines,
          });
          const values = {
            grantId: loan.id,
            billId: loan.billId,
            fundingParty: loan.fundingParty,
            kind: input.kind,
            amount,
            memo: input.memo,
            idempotencyKey: input.idempotencyKey,
            ledgerEntryId: posted.entry.id,
            createdBy: user.id,
            createdByName: user.realName,
            ...scopeColumnsOf(loan),
          };
          const created = await repo.insertDeposit(tx, values);
          if (!created) throw keyAlreadyUsed();
          await recordAudit(tx, audit, { entity: LOAN_RECORDS_ENTITY.deposit, entityId: created.id, action: 'create', after: values });
          return { id: created.id };
        });
      });
    },
    typeLog(user: SessionUser, q: BorrowTypeLogQuery) {
      const where = recordWhere(typeChangeTable, scopeFor(user, P.typeLog), q, equalsIf(typeChangeTable.toType, q.toType));
      return pagedList(db, typeChangeRecords.list, where, q, (rows) => rows.map(typeRow));
    },
    /**
     * A request to change the loan's type (decision 0061): the bill's type moves only on another
     * person's approval. One request per loan awaits at a time (409).
     */
    async changeType(user: SessionUser, input: BorrowTypeChangeInput, audit: AuditActor) {
      const loan = await loanInScope(db, user, input.grantId, P.typeLog);
      if (loan.borrowType === input.toType) throw new Validation(keyed('borrowTypeUnchanged'));
      return db.transaction(async (tx) => {
        const values = {
          grantId: loan.id,
          billId: loan.billId,
          fundingParty: loan.fundingParty,
          fromType: loan.borrowType,
          toType: input.toType,
          reason: input.reason,
          status: LOAN_CHANGE_STATUS.awaiting,
          createdBy: user.id,
          createdByName: user.realName,
          ...scopeColumnsOf(loan),
        };
        const created = await repo.insertTypeChange(tx, values);
        if (!created) throw new Conflict(keyed('borrowTypeChangeOpen'));
        await recordAudit(tx, audit, { entity: LOAN_RECORDS_ENTITY.typeChange, entityId: created.id, action: 'create', after: values });
        return { id: created.id };
      });
    },
  };
}
