import {
  ACCOUNT,
  ADJUST_DIRECTION,
  ADJUST_TARGET,
  type AdjustmentInput,
  type AdjustmentListQuery,
  BILL_TYPE,
  type ExtensionInput,
  type ExtensionListQuery,
  LOAN_CHANGE_STATUS,
  LOAN_RECORDS_ENTITY,
  LOAN_RECORDS_PERMISSION,
  type LoanDecisionBody,
  maskName,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Tx } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { claimOf, idempotent, keyAlreadyUsed } from '../../db/idempotency';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { RepaymentService } from '../repayment/repayment.service';
import { changeLoanBorrowType, extendBillTerms } from '../bill/bill.service';
import { type PostingLine, creditLine, debitLine } from '../ledger/ledger-posting.rules';
import {
  type AdjustmentRecord,
  type ExtensionRecord,
  adjustmentRecords,
  adjustmentTable,
  equalsIf,
  extensionRecords,
  extensionTable,
  loanRecordsRepository as repo,
  recordWhere,
  typeChangeRecords,
} from './loan-records.repository';
import { type LoanRecordDeps, loanInScope, scopeColumnsOf } from './loan-records.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import { fen } from '../../lib/money';

const P = LOAN_RECORDS_PERMISSION;
type Decidable = { id: number; status: number; createdBy: number; version: number };

/**
 * The lines an approved adjustment posts (decisions 0043, 0061): principal against suspense. Interest
 * is accounted on a cash basis (nothing debits interest receivable), so an interest adjustment moves
 * only the plan and posts nothing: income is what the borrower pays.
 */
export function adjustmentLines(target: number, direction: number, amount: string): PostingLine[] {
  if (target !== ADJUST_TARGET.principal) return [];
  return direction === ADJUST_DIRECTION.increase
    ? [debitLine(ACCOUNT.loanPrincipal, amount), creditLine(ACCOUNT.suspense, amount)]
    : [debitLine(ACCOUNT.suspense, amount), creditLine(ACCOUNT.loanPrincipal, amount)];
}

/** An adjustment as the approval applies it. */
type Adjustment = {
  id: number;
  grantId: number;
  billId: number;
  fundingParty: string;
  target: number;
  direction: number;
  amount: string;
  reason: string;
};
export type AdjustmentDeps = {
  ledger: LoanRecordDeps['ledger'];
  schedules: Pick<RepaymentService, 'adjustSchedule'>;
};
/**
 * An approved adjustment reaches the loan in the decision's transaction (decision 0061): the plan and
 * the loan's principal (re-checked under the loan's lock), hence the loan book and the quote, then
 * the ledger (principal only). Answers the ledger entry, if any. The seed's demo approval uses it too.
 */
export async function applyAdjustment(tx: Tx, { ledger, schedules }: AdjustmentDeps, a: Adjustment, audit: AuditActor) {
  const loan = await repo.loan(tx, a.grantId, { all: true });
  if (!loan) throw new NotFound(keyed('borrowLoanNotFound'));
  const amount = fen(a.amount);
  const kind = { target: a.target as 1 | 2, direction: a.direction as 1 | 2 };
  await schedules.adjustSchedule(tx, { ...kind, grantId: a.grantId, adjustmentId: a.id, amount, drawn: fen(loan.drawnAmount) }, audit);
  const lines = adjustmentLines(a.target, a.direction, amount);
  if (lines.length === 0) return null;
  const posted = await ledger.post(tx, audit, {
    eventType: 'adjustment',
    idempotencyKey: `adjust:${a.id}`,
    memo: a.reason,
    subject: { billId: a.billId, fundingParty: a.fundingParty },
    lines,
  });
  return posted.entry.id;
}
const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Adjustments (capitalAndInterestAdjustDetailList) and extensions (extensionRecords): a request
 * recorded by one person, decided once by another holding loan_change_approve (decision 0043).
 * Deciding locks the request, moves it conditionally from awaiting at the version read (409 for
 * the loser) and, on approval, posts its balanced lines in the same transaction with the key
 * `adjust:<id>` / `extension:<id>`, so a request can never post twice.
 */
/** The repayment module's hook: an approved extension moves the loan's schedule (decision 0050). */
export type LoanChangeDeps = LoanRecordDeps & {
  schedules: Pick<RepaymentService, 'extendSchedule' | 'checkAdjustment' | 'adjustSchedule' | 'lastDueDate'>;
};

export function createLoanChanges({ db, ledger, schedules }: LoanChangeDeps) {
  const decided = (r: {
    status: number;
    decidedByName: string | null;
    decisionComment: string | null;
    decidedAt: Date | null;
    ledgerEntryId: number | null;
    version: number;
  }) => ({
    status: r.status,
    decidedByName: r.decidedByName,
    decisionComment: r.decisionComment,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    ledgerEntryId: r.ledgerEntryId,
    version: r.version,
  });
  const common = (r: AdjustmentRecord | ExtensionRecord) => ({
    id: r.id,
    grantId: r.grantId,
    billNo: r.billNo,
    customerName: maskName(r.customerName),
    fundingParty: r.fundingParty,
    createdBy: r.createdBy,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    ...decided(r),
  });
  const adjustmentRow = (r: AdjustmentRecord) => ({
    ...common(r),
    target: r.target,
    direction: r.direction,
    amount: fen(r.amount),
    reason: r.reason,
  });
  const extensionRow = (r: ExtensionRecord) => ({
    ...common(r),
    billType: BILL_TYPE.extension,
    oldDueDate: r.oldDueDate,
    newDueDate: r.newDueDate,
    extraDays: r.extraDays,
    fee: fen(r.fee),
    reason: r.reason,
  });

  /** The approver's checks inside the decision's transaction: in scope, not their own, still awaiting at the version read. */
  function checkDecidable(user: SessionUser, found: Decidable | undefined, version: number): asserts found is Decidable {
    if (!found) throw new NotFound(keyed('borrowNotFound'));
    assertMayDecide(user, { makerId: found.createdBy });
    if (found.status !== LOAN_CHANGE_STATUS.awaiting || found.version !== version) throw new Conflict(keyed('borrowDecisionStale'));
  }
  const decision = (user: SessionUser, approve: boolean, body: LoanDecisionBody, ledgerEntryId: number | null = null) => ({
    status: approve ? LOAN_CHANGE_STATUS.approved : LOAN_CHANGE_STATUS.rejected,
    decidedBy: user.id,
    decidedByName: user.realName,
    decisionComment: body.comment ?? null,
    ledgerEntryId,
  });

  async function decideAdjustment(user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor, approve: boolean) {
    if (!(await adjustmentRecords.find(db, id, scopeFor(user, P.approve)))) throw new NotFound(keyed('borrowNotFound'));
    await db.transaction(async (tx: Tx) => {
      const found = await adjustmentRecords.lock(tx, id);
      checkDecidable(user, found, body.version);
      const entryId = approve ? await applyAdjustment(tx, { ledger, schedules }, found, audit) : null;
      const after = decision(user, approve, body, entryId);
      const [moved] = await repo.decideAdjustment(tx, id, body.version, after);
      if (!moved) throw new Conflict(keyed('borrowDecisionStale'));
      await recordAudit(tx, audit, {
        entity: LOAN_RECORDS_ENTITY.adjustment,
        entityId: id,
        action: approve ? 'approve' : 'reject',
        before: { status: found.status },
        after,
      });
    });
  }

  async function decideExtension(user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor, approve: boolean) {
    if (!(await extensionRecords.find(db, id, scopeFor(user, P.approve)))) throw new NotFound(keyed('borrowNotFound'));
    await db.transaction(async (tx: Tx) => {
      const found = await extensionRecords.lock(tx, id);
      checkDecidable(user, found, body.version);
      let entryId: number | null = null;
      // The extension fee is charged on approval: fees receivable against fee income.
      if (approve && new Decimal(found.fee).gt(0)) {
        const fee = fen(found.fee);
        const posted = await ledger.post(tx, audit, {
          eventType: 'fee',
          idempotencyKey: `extension:${id}`,
          memo: `展期服务费 ${found.oldDueDate} → ${found.newDueDate}`,
          subject: { billId: found.billId, fundingParty: found.fundingParty },
          lines: [debitLine(ACCOUNT.feesReceivable, fee), creditLine(ACCOUNT.feeIncome, fee)],
        });
        entryId = posted.entry.id;
      }
      const after = decision(user, approve, body, entryId);
      const [moved] = await repo.decideExtension(tx, id, body.version, after);
      if (!moved) throw new Conflict(keyed('borrowDecisionStale'));
      // Approved: the unpaid instalments fall due the days later, in this transaction (decision 0050).
      // The plan's last due day is the loan's due day: the record keeps the one the plan reached (0061).
      if (approve) {
        await schedules.extendSchedule(tx, { grantId: found.grantId, extensionId: id, days: found.extraDays }, audit);
        // The bill's terms take the longer term as a new version (decision 0078); the approval's 409 above makes a repeat version nothing.
        await extendBillTerms(tx, found.billId, found.extraDays, { extensionId: id, by: user.id, byName: user.realName, at: new Date() });
        const reached = await schedules.lastDueDate(tx, found.grantId);
        if (reached && reached !== found.newDueDate) await repo.setExtensionDates(tx, id, addDays(reached, -found.extraDays), reached);
      }
      await recordAudit(tx, audit, {
        entity: LOAN_RECORDS_ENTITY.extension,
        entityId: id,
        action: approve ? 'approve' : 'reject',
        before: { status: found.status },
        after,
      });
    });
  }

  /** A type change approved moves the bill's type from the one the request read (409 if someone moved it since). */
  async function decideTypeChange(user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor, approve: boolean) {
    if (!(await typeChangeRecords.find(db, id, scopeFor(user, P.approve)))) throw new NotFound(keyed('borrowNotFound'));
    await db.transaction(async (tx: Tx) => {
      const found = await typeChangeRecords.lock(tx, id);
      checkDecidable(user, found, body.version);
      if (approve) {
        const [moved] = await changeLoanBorrowType(tx, found.billId, found.fromType, found.toType);
        if (!moved) throw new Conflict(keyed('borrowTypeStale'));
      }
      const { ledgerEntryId: _none, ...after } = decision(user, approve, body);
      const [decided] = await repo.decideTypeChange(tx, id, body.version, after);
      if (!decided) throw new Conflict(keyed('borrowDecisionStale'));
      await recordAudit(tx, audit, {
        entity: LOAN_RECORDS_ENTITY.typeChange,
        entityId: id,
        action: approve ? 'approve' : 'reject',
        before: { status: found.status, borrowType: found.fromType },
        after: { ...after, borrowType: approve ? found.toType : found.fromType },
      });
    });
  }

  return {
    approveTypeChange: (user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor) =>
      decideTypeChange(user, id, body, audit, true),
    rejectTypeChange: (user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor) =>
      decideTypeChange(user, id, body, audit, false),
    adjustments(user: SessionUser, q: AdjustmentListQuery) {
      const where = recordWhere(adjustmentTable, scopeFor(user, P.adjustments), q, equalsIf(adjustmentTable.status, q.status));
      return pagedList(db, adjustmentRecords.list, where, q, (rows) => rows.map(adjustmentRow));
    },
    /** Under the one idempotency rule (decision 0076): a repeat of the key answers the first request. Nothing posts yet. */
    async requestAdjustment(user: SessionUser, input: AdjustmentInput, audit: AuditActor) {
      const amount = fen(input.amount);
      return idempotent(db, claimOf('borrow.adjustment', user.id, input), async () => {
        const loan = await loanInScope(db, user, input.grantId, P.adjustments);
        // Refused now if the loan cannot take it; the approval checks again under the loan's lock.
        const kind = { target: input.target as 1 | 2, direction: input.direction as 1 | 2 };
        await schedules.checkAdjustment(db, { ...kind, grantId: loan.id, adjustmentId: 0, amount, drawn: fen(loan.drawnAmount) });
        return db.transaction(async (tx) => {
          const values = {
            grantId: loan.id,
            billId: loan.billId,
            fundingParty: loan.fundingParty,
            target: input.target,
            direction: input.direction,
            amount,
            reason: input.reason,
            idempotencyKey: input.idempotencyKey,
            createdBy: user.id,
            createdByName: user.realName,
            ...scopeColumnsOf(loan),
          };
          const created = await repo.insertAdjustment(tx, values);
          if (!created) throw keyAlreadyUsed();
          await recordAudit(tx, audit, { entity: LOAN_RECORDS_ENTITY.adjustment, entityId: created.id, action: 'create', after: values });
          return { id: created.id };
        });
      });
    },
    approveAdjustment: (user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor) =>
      decideAdjustment(user, id, body, audit, true),
    rejectAdjustment: (user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor) =>
      decideAdjustment(user, id, body, audit, false),

    extensions(user: SessionUser, q: ExtensionListQuery) {
      const where = recordWhere(extensionTable, scopeFor(user, P.extensions), q, equalsIf(extensionTable.status, q.status));
      return pagedList(db, extensionRecords.list, where, q, (rows) => rows.map(extensionRow));
    },
    /** The new due day counts from the loan's due day: its plan's last, else the last approved extension's, else first draw + term. */
    async requestExtension(user: SessionUser, input: ExtensionInput, audit: AuditActor) {
      const fee = fen(input.fee);
      // Under the one idempotency rule (decision 0076): a repeat of the key answers the first request.
      return idempotent(db, claimOf('borrow.extension', user.id, input), async () => {
        const loan = await loanInScope(db, user, input.grantId, P.extensions);
        const oldDueDate = loan.dueDate;
        return db.transaction(async (tx) => {
          const values = {
            grantId: loan.id,
            billId: loan.billId,
            fundingParty: loan.fundingParty,
            oldDueDate,
            newDueDate: addDays(oldDueDate, input.extraDays),
            extraDays: input.extraDays,
            fee,
            reason: input.reason,
            idempotencyKey: input.idempotencyKey,
            createdBy: user.id,
            createdByName: user.realName,
            ...scopeColumnsOf(loan),
          };
          // Nothing inserted: another extension of the loan still awaits (409), or the key made a row before (the last guard).
          const created = await repo.insertExtension(tx, values);
          if (!created) {
            if (await repo.extensionByKey(tx, user.id, input.idempotencyKey)) throw keyAlreadyUsed();
            throw new Conflict(keyed('borrowExtensionOpen'));
          }
          await recordAudit(tx, audit, { entity: LOAN_RECORDS_ENTITY.extension, entityId: created.id, action: 'create', after: values });
          return { id: created.id };
        });
      });
    },
    approveExtension: (user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor) =>
      decideExtension(user, id, body, audit, true),
    rejectExtension: (user: SessionUser, id: number, body: LoanDecisionBody, audit: AuditActor) =>
      decideExtension(user, id, body, audit, false),
  };
}
