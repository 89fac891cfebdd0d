import {
  MORTGAGE_RELEASE_APPROVE,
  MORTGAGE_RELEASE_ENTITY,
  MORTGAGE_RELEASE_PERMISSION,
  MORTGAGE_RELEASE_STATUS as S,
  type MortgageReleaseDetail,
  type MortgageReleaseInput,
  type MortgageReleaseListQuery,
  type MortgageReleaseRow,
} from '@lc/shared';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { LoanFacts } from '../bill/bill.service';
import { instanceInScope } from '../workflow/flow-engine.service';
import { type DecisionBody, flowSteps } from '../workflow/flow-steps.service';
import { type MortgageReleaseRecord, mortgageReleaseRepository as repo, releaseWhere } from './mortgage-flow.repository';
import { type MortgageFlowDeps, NOT_FOUND, STALE } from './mortgage-flow-deps.service';
import type { MortgageGates } from './mortgage-gates.service';
import type { MortgageRequestService } from './mortgage-request.service';
import { pagedList, totalOf } from '../../db/paged-list';

const PROCESS = 'mortgage_release';

const row = (r: MortgageReleaseRecord): MortgageReleaseRow => ({
  id: r.id,
  billId: r.billId,
  billNo: r.billNo,
  billStage: r.billStage,
  customerName: r.customerName,
  status: r.status,
  exceptionReason: r.exceptionReason,
  createdAt: r.createdAt.toISOString(),
  version: r.version,
});

/**
 * Release requests (decision 0032): only for a bill with a registered mortgage, and only once the
 * loan is settled (`loanSettled`) or as an exception with its reason; approved on the workflow
 * engine (2 → 3, or -1), then marked released by warrant staff (4).
 */
export function createMortgageReleaseService(
  deps: MortgageFlowDeps & { gates: MortgageGates; requests: Pick<MortgageRequestService, 'hasRegistered'> },
) {
  const { db, flow, chains, bills, gates, requests } = deps;
  const steps = flowSteps({ flow, chains }, { process: PROCESS, entity: MORTGAGE_RELEASE_ENTITY, notFound: NOT_FOUND, stale: STALE });
  const scopeOf = (user: SessionUser) => scopeFor(user, MORTGAGE_RELEASE_PERMISSION);
  async function found(user: SessionUser, id: number) {
    const hit = await repo.find(db, id, scopeOf(user));
    if (!hit) throw new NotFound(NOT_FOUND);
    return hit;
  }
  /** A new release request of the bill, awaiting approval, in the bill's scope. */
  const releaseOf = (bill: LoanFacts, user: SessionUser, exceptionReason: string | null) => ({
    billId: bill.id,
    status: S.awaitingApproval,
    exceptionReason,
    applicantId: user.id,
    ownerId: bill.salespersonId,
    areaCode: bill.areaCode,
    departmentCode: bill.departmentCode,
    groupId: bill.groupId,
  });
  async function act(user: SessionUser, id: number, kind: 'approve' | 'reject', body: DecisionBody, audit: AuditActor) {
    const before = await found(user, id);
    const status = kind === 'approve' ? S.approved : S.rejected;
    return steps.decide(id, {
      user,
      kind,
      body,
      audit,
      from: before.status,
      to: status,
      note: { comment: body.comment ?? null },
      move: async (tx) => (await repo.move(tx, id, S.awaitingApproval, before.version, status)).length > 0,
    });
  }

  return {
    /** The approver's badge: release requests in the approval code's scope awaiting approval. */
    awaitingApproval: async (user: SessionUser) =>
      (await totalOf(db, repo.list, releaseWhere(scopeFor(user, MORTGAGE_RELEASE_APPROVE), S.awaitingApproval))).total,

    list: (user: SessionUser, q: MortgageReleaseListQuery) =>
      pagedList(db, repo.list, releaseWhere(scopeOf(user), q.status), q, (rows) => rows.map(row)),

    async detail(user: SessionUser, id: number): Promise<MortgageReleaseDetail> {
      const hit = await found(user, id);
      const instance = await flow.find(PROCESS, id);
      return {
        ...row(hit),
        flow: instance ? await flow.stateOf(instance) : null,
        records: instance ? await flow.records(instance.id) : [],
      };
    },

    /** Refused (nothing written) before settlement unless an exception reason is given. */
    async create(user: SessionUser, input: MortgageReleaseInput, audit: AuditActor) {
      const bill = await bills().loanFacts(input.billId);
      if (!bill || !instanceInScope(scopeOf(user), { ...bill, applicantId: bill.salespersonId })) throw new NotFound(keyed('billNotFound'));
      if (!(await requests.hasRegistered(bill.id))) throw new Validation(keyed('mortgageReleaseNotRegistered'));
      const exceptionReason = input.exceptionReason?.trim() || null;
      if (!exceptionReason && !(await gates.loanSettled(bill.id))) throw new Validation(keyed('mortgageReleaseNotSettled'));
      const nodes = await steps.nodes();
      return db.transaction(async (tx) => {
        const values = releaseOf(bill, user, exceptionReason);
        const created = await repo.insert(tx, values);
        if (!created) throw new Conflict(keyed('mortgageReleaseOpen'));
        await steps.start(tx, created.id, { nodes, user, audit, after: values });
        return { id: created.id };
      });
    },

    /** The bill's live release request (id, status), or undefined. */
    liveOfBill: (billId: number) => repo.liveOfBill(db, billId),

    /**
     * Settlement starts the release (decision 0048): once the bill's loans are settled on the
     * ledger and its mortgage is registered, a release request goes to approval, submitted by whoever
     * settled it (no scope of theirs needed: the repayment module decided). Idempotent: a bill with a
     * live request keeps it; undefined when there is nothing to release yet.
     */
    async openOnSettlement(user: SessionUser, billId: number, audit: AuditActor) {
      const live = await repo.liveOfBill(db, billId);
      if (live) return live;
      const bill = await bills().loanFacts(billId);
      if (!bill || !(await requests.hasRegistered(bill.id)) || !(await gates.loanSettled(bill.id))) return undefined;
      const nodes = await steps.nodes();
      return db.transaction(async (tx) => {
        const values = releaseOf(bill, user, null);
        const created = await repo.insert(tx, values);
        if (!created) return repo.liveOfBill(tx, bill.id);
        await steps.start(tx, created.id, { nodes, user, audit, after: values }, 'settled');
        return { id: created.id, status: values.status };
      });
    },

    approve: (user: SessionUser, id: number, body: DecisionBody, audit: AuditActor) => act(user, id, 'approve', body, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, 'reject', body, audit),

    /** The mortgage is lifted at the registry: 3 → 4 at the version read. */
    async released(user: SessionUser, id: number, version: number, audit: AuditActor) {
      const before = await found(user, id);
      if (before.status !== S.approved) throw new Conflict(keyed('mortgageReleaseNotApproved'));
      return db.transaction(async (tx) => {
        const [moved] = await repo.move(tx, id, S.approved, version, S.released);
        if (!moved) throw new Conflict(STALE);
        await recordAudit(tx, audit, {
          entity: MORTGAGE_RELEASE_ENTITY,
          entityId: id,
          action: 'release',
          before: { status: S.approved },
          after: { status: S.released },
        });
        // Lifted after settlement: the bill follows its loan (decision 0074).
        await bills().moveStage(tx, before.billId, 'released', audit);
        return { status: S.released };
      });
    },
  };
}
export type MortgageReleaseService = ReturnType<typeof createMortgageReleaseService>;
