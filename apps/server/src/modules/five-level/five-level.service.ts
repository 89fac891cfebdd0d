import {
  FIVE_LEVEL_APPROVE_PERMISSION,
  FIVE_LEVEL_CHANGE_ENTITY,
  FIVE_LEVEL_CHANGE_STATUS,
  FIVE_LEVEL_ENTITY,
  FIVE_LEVEL_PERMISSION,
  type FiveLevelChangeInput,
  type FiveLevelChangeRow,
  type FiveLevelLoanDetail,
  type FiveLevelLoanQuery,
  type FiveLevelLoanRow,
  type FiveLevelRecordsQuery,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { instanceInScope } from '../workflow/flow-engine.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import { type ChangeRecord, changeWhere, fiveLevelRepository as repo, loanWhere } from './five-level.repository';

const LOAN_NOT_FOUND = keyed('fiveLevelLoanNotFound');
const CHANGE_NOT_FOUND = keyed('fiveLevelChangeNotFound');
const DECIDED = keyed('fiveLevelDecided');
const { pending, approved, rejected } = FIVE_LEVEL_CHANGE_STATUS;

type LoanRecord = NonNullable<Awaited<ReturnType<typeof repo.loan>>>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const loanRow = (r: LoanRecord): FiveLevelLoanRow => ({
  billId: r.id,
  billNo: r.billNo,
  billStage: r.stage,
  customerName: r.customerName,
  borrowAmount: r.borrowAmount,
  borrowType: r.borrowType,
  loanPrincipal: r.loanPrincipal,
  outstanding: r.outstanding,
  daysPastDue: r.daysPastDue,
  suggestedClass: r.suggestedClass,
  level: r.level,
  pendingToLevel: r.pendingToLevel,
  levelUpdatedAt: iso(r.levelUpdatedAt),
});
const changeRow = (r: ChangeRecord): FiveLevelChangeRow => ({
  id: r.id,
  billId: r.billId,
  billNo: r.billNo,
  customerName: r.customerName,
  fromLevel: r.fromLevel,
  toLevel: r.toLevel,
  reason: r.reason,
  status: r.status,
  applicantId: r.applicantId,
  applicantName: r.applicantName,
  createdAt: r.createdAt.toISOString(),
  decidedByName: r.decidedByName,
  decidedAt: iso(r.decidedAt),
  decisionComment: r.decisionComment,
});
const scopeRow = (r: {
  salespersonId?: number;
  ownerId?: number;
  groupId: number | null;
  departmentCode: string | null;
  areaCode: string;
}) => ({
  applicantId: r.salespersonId ?? r.ownerId!,
  groupId: r.groupId,
  departmentCode: r.departmentCode,
  areaCode: r.areaCode,
});

/**
 * Five-level classification (/borrowManage/assetLevelList, assetLevelDetail; decision 0029). A
 * change is a request that five_level_approve decides, never its own applicant; deciding is one
 * transaction: the request leaves "awaiting" (WHERE status = 1), the loan's level moves (WHERE
 * level = the request's from-level), and both are audited.
 */
export function createFiveLevelService({ db, clock, today }: { db: Db; clock: Clock; today: () => Promise<string> }) {
  const inScope = (user: SessionUser, permission: string, row: Parameters<typeof scopeRow>[0]) =>
    instanceInScope(scopeFor(user, permission), scopeRow(row));

  async function loanInScope(user: SessionUser, billId: number) {
    const loan = await repo.loan(db, billId, await today());
    if (!loan || !inScope(user, FIVE_LEVEL_PERMISSION, loan)) throw new NotFound(LOAN_NOT_FOUND);
    return loan;
  }

  /** A request the user may decide: in the approver's scope (else 404), not their own (403), still awaiting (409). */
  async function decidable(user: SessionUser, id: number) {
    const change = await repo.change(db, id);
    if (!change || !inScope(user, FIVE_LEVEL_APPROVE_PERMISSION, change)) throw new NotFound(CHANGE_NOT_FOUND);
    assertMayDecide(user, { makerId: change.applicantId });
    if (change.status !== pending) throw new Conflict(DECIDED);
    return change;
  }

  const records = (user: SessionUser, q: FiveLevelRecordsQuery) =>
    pagedList(db, repo.changes.list, changeWhere(scopeFor(user, FIVE_LEVEL_PERMISSION), q), q, (rows) => rows.map(changeRow));

  return {
    async loans(user: SessionUser, q: FiveLevelLoanQuery) {
      const where = loanWhere(scopeFor(user, FIVE_LEVEL_PERMISSION), q);
      return pagedList(db, repo.loansOn(await today()), where, q, (rows) => rows.map(loanRow));
    },

    async loan(user: SessionUser, billId: number): Promise<FiveLevelLoanDetail> {
      const loan = await loanInScope(user, billId);
      const { list } = await records(user, { billId, pageNum: 1, pageSize: 100, withTotal: '0' });
      return { ...loanRow(loan), changes: list };
    },

    records,

    /** The approver's home badge: requests waiting for them (not their own). */
    awaitingCount: (user: SessionUser) => repo.awaiting(db, scopeFor(user, FIVE_LEVEL_APPROVE_PERMISSION), user.id),

    /** Spec 000 §7 change_bill_five_level: one request awaiting approval per loan, to a level it is not at. */
    async request(user: SessionUser, input: FiveLevelChangeInput, actor: AuditActor) {
      const loan = await loanInScope(user, input.billId);
      if (loan.level === input.toLevel) throw new Validation(keyed('fiveLevelUnchanged'));
      if (loan.pendingToLevel !== null) throw new Conflict(keyed('fiveLevelPending'));
      const values = { billId: loan.id, fromLevel: loan.level, toLevel: input.toLevel, reason: input.reason };
      return db.transaction(async (tx) => {
        const created = await repo.insertChange(tx, {
          ...values,
          applicantId: user.id,
          applicantName: user.realName,
          ownerId: loan.salespersonId,
          areaCode: loan.areaCode,
          departmentCode: loan.departmentCode,
          groupId: loan.groupId,
          createdAt: clock.now(),
        });
        // The partial unique index settles a race between two requests.
        if (!created) throw new Conflict(keyed('fiveLevelPending'));
        await recordAudit(tx, actor, { entity: FIVE_LEVEL_CHANGE_ENTITY, entityId: created.id, action: 'create', after: values });
        return { id: created.id };
      });
    },

    async approve(user: SessionUser, id: number, comment: string | undefined, actor: AuditActor) {
      const change = await decidable(user, id);
      const now = clock.now();
      const decision = {
        status: approved,
        decidedBy: user.id,
        decidedByName: user.realName,
        decidedAt: now,
        decisionComment: comment?.trim() || null,
      };
      await db.transaction(async (tx) => {
        const [decided] = await repo.decide(tx, id, decision);
        if (!decided) throw new Conflict(DECIDED);
        if (!(await repo.setLevel(tx, change.billId, change.fromLevel, change.toLevel, now))) throw new Conflict(keyed('fiveLevelStale'));
        await recordAudit(tx, actor, {
          entity: FIVE_LEVEL_CHANGE_ENTITY,
          entityId: id,
          action: 'approve',
          before: { status: pending },
          after: { status: approved, comment: decision.decisionComment },
        });
        await recordAudit(tx, actor, {
          entity: FIVE_LEVEL_ENTITY,
          entityId: change.billId,
          action: 'update',
          before: { level: change.fromLevel },
          after: { level: change.toLevel, changeId: id },
        });
      });
    },

    async reject(user: SessionUser, id: number, comment: string, actor: AuditActor) {
      await decidable(user, id);
      await db.transaction(async (tx) => {
        const [decided] = await repo.decide(tx, id, {
          status: rejected,
          decidedBy: user.id,
          decidedByName: user.realName,
          decidedAt: clock.now(),
          decisionComment: comment,
        });
        if (!decided) throw new Conflict(DECIDED);
        await recordAudit(tx, actor, {
          entity: FIVE_LEVEL_CHANGE_ENTITY,
          entityId: id,
          action: 'reject',
          before: { status: pending },
          after: { status: rejected, comment },
        });
      });
    },
  };
}

export type FiveLevelService = ReturnType<typeof createFiveLevelService>;
