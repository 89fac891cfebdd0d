import {
  BILL_OWNER_ENTITY,
  ORDER_TRANSFER_ENTITY,
  ORDER_TRANSFER_LINE_STATUS as L,
  ORDER_TRANSFER_PERMISSION as P,
  ORDER_TRANSFER_STATUS as S,
  type FlowAction,
  type OrderTransferDetail,
  type OrderTransferInput,
  type OrderTransferListQuery,
  type OrderTransferListReply,
  type OrderTransferMoveReply,
  type OrderTransferRow,
  maskName,
} from '@lc/shared';
import type { Db, Tx } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { type SessionUser, hasPermission, scopeFor, applicantOf } from '../../core/session-user';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { BillService } from '../bill/bill.service';
import type { OrgFilterService } from '../identity/org-filter.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import type { FlowEngine } from '../workflow/flow-engine.service';
import {
  ORDER_TRANSFER_PROCESS,
  type OrderTransferRecord,
  orderTransferRepository as repo,
  orderTransferWhere,
} from './order-transfer.repository';

const NOT_FOUND = keyed('orderTransferNotFound');
const EVERYONE: ScopeFilter = { all: true };
/** At most this many bills move in one request (a salesperson's whole book, in one short transaction). */
const MAX_BILLS = 200;

export type OrderTransferDeps = {
  db: Db;
  clock: Clock;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  org: Pick<OrgFilterService, 'labels' | 'activeSalespeople' | 'salespeopleWithLeft'>;
  bills: () => Pick<BillService, 'moveOwner'>;
};

/**
 * Order transfers (decision 0044): a manager asks to move one bill, or every open bill of a
 * salesperson, to another active salesperson in their scope; the request is approved on the
 * workflow engine, and the approval moves each bill still where it was (owner and copied scope
 * columns, its flow's applicant, and every module copying them) in the same transaction.
 */
export function createOrderTransferService({ db, clock, flow, chains, org, bills }: OrderTransferDeps) {
  const applyScope = (user: SessionUser) => scopeFor(user, P.apply);
  const approveScope = (user: SessionUser) => scopeFor(user, P.approve);

  async function rows(records: OrderTransferRecord[]): Promise<OrderTransferRow[]> {
    const ids = records.flatMap((r) => [r.toSalespersonId, ...(r.fromSalespersonId === null ? [] : [r.fromSalespersonId])]);
    const { salespeople: names } = await org.labels(ids, []);
    return records.map((r) => ({
      id: r.id,
      mode: r.mode,
      fromName: r.fromSalespersonId === null ? null : (names.get(r.fromSalespersonId) ?? null),
      toName: names.get(r.toSalespersonId) ?? null,
      billCount: r.billCount,
      movedCount: r.movedCount,
      skippedCount: r.skippedCount,
      status: r.status,
      reason: r.reason,
      applicantId: r.applicantId,
      applicantName: r.applicantName,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    }));
  }

  /** A request the caller may open: their own (with the apply code), or one inside their approval scope. */
  async function readable(user: SessionUser, id: number) {
    if (hasPermission(user, P.apply)) {
      const mine = await repo.find(db, id, orderTransferWhere({ applicantId: user.id }, {}));
      if (mine) return mine;
    }
    if (hasPermission(user, P.approve)) {
      const scoped = await repo.find(db, id, orderTransferWhere({ scope: approveScope(user) }, {}));
      if (scoped) return scoped;
    }
    throw new NotFound(NOT_FOUND);
  }

  type Salesperson = Awaited<ReturnType<typeof target>>;
  /** The target as a bill would copy it: an active salesperson inside `scope`. */
  async function target(scope: ScopeFilter, id: number) {
    const [person] = await org.activeSalespeople(scope, id);
    if (!person) throw new Validation(keyed('orderTransferTargetInvalid'));
    return person;
  }

  async function list(reach: Parameters<typeof orderTransferWhere>[0], q: OrderTransferListQuery): Promise<OrderTransferListReply> {
    return pagedList(
      db,
      repo.list,
      orderTransferWhere(reach, { status: q.transferOrderStatus, fromId: q.salesId, keyword: q.keyword }),
      q,
      (records) => rows(records),
    );
  }

  /** Approve or reject: the engine decides and records; on approval the bills move in its transaction. */
  async function act(user: SessionUser, id: number, action: FlowAction, flowVersion: number, audit: AuditActor) {
    const found = await repo.find(db, id, orderTransferWhere({ scope: approveScope(user) }, {}));
    if (!found) throw new NotFound(NOT_FOUND);
    const instance = await flow.find(ORDER_TRANSFER_PROCESS, id);
    if (!instance) throw new NotFound(NOT_FOUND);
    // The target as it stands now (read before the transaction: one connection must not wait on another).
    const to = action.kind === 'approve' ? await target(EVERYONE, found.toSalespersonId) : null;
    let moved = 0;
    let skipped = 0;
    let status: number = found.status;
    const after = await flow.act({
      instanceId: instance.id,
      expectedVersion: flowVersion,
      action,
      actor: user,
      audit,
      onTransition: async (tx: Tx, t) => {
        const now = clock.now();
        if (t.after.status === 'pending') return;
        status = t.after.status === 'approved' ? S.approved : S.rejected;
        const decided = await repo.decide(tx, id, found.version, status, now);
        if (!decided) throw new Conflict(keyed('orderTransferStale'));
        if (status === S.approved && to) ({ moved, skipped } = await moveBills(tx, found, to, audit, now));
        else await repo.setLines(tx, id, 'rest', L.rejected, null);
        await recordAudit(tx, audit, {
          entity: ORDER_TRANSFER_ENTITY,
          entityId: id,
          action: action.kind,
          before: { status: found.status },
          after: { status, moved, skipped },
        });
      },
    });
    return { status, flowVersion: after.version, moved, skipped } satisfies OrderTransferMoveReply;
  }

  /** Each waiting bill still with its old salesperson and not abandoned moves; the others are skipped and reported. */
  async function moveBills(tx: Tx, found: OrderTransferRecord, to: Salesperson, audit: AuditActor, now: Date) {
    const owner = { ownerId: to.id, groupId: to.groupId, departmentCode: to.departmentCode, areaCode: to.areaCode };
    const lines = (await repo.lines(tx, found.id)).filter((line) => line.status === L.waiting);
    let moved = 0;
    // Lines are grouped by their old salesperson (one for a salesperson's book; a bill's own otherwise).
    for (const fromId of new Set(lines.map((line) => line.fromSalespersonId))) {
      const ids = lines.filter((line) => line.fromSalespersonId === fromId).map((line) => line.billId);
      const done = await bills().moveOwner(tx, ids, fromId, owner);
      await repo.setLines(
        tx,
        found.id,
        done.map((d) => d.id),
        L.moved,
        now,
      );
      for (const bill of done) {
        await recordAudit(tx, audit, {
          entity: BILL_OWNER_ENTITY,
          entityId: bill.id,
          action: 'transfer',
          before: { salespersonId: fromId },
          after: {
            salespersonId: to.id,
            groupId: to.groupId,
            departmentCode: to.departmentCode,
            areaCode: to.areaCode,
            transferId: found.id,
          },
        });
      }
      moved += done.length;
    }
    await repo.setLines(tx, found.id, 'rest', L.skipped, null);
    return { moved, skipped: lines.length - moved };
  }

  return {
    mine: (user: SessionUser, q: OrderTransferListQuery) => list({ applicantId: user.id }, q),
    approvals: (user: SessionUser, q: OrderTransferListQuery) => list({ scope: approveScope(user) }, q),

    async detail(user: SessionUser, id: number): Promise<OrderTransferDetail> {
      const found = await readable(user, id);
      const [row] = await rows([found]);
      const lines = await repo.lines(db, id);
      const { salespeople: names } = await org.labels(
        lines.flatMap((line) => [line.fromSalespersonId, line.toSalespersonId]),
        [],
      );
      const instance = await flow.find(ORDER_TRANSFER_PROCESS, id);
      return {
        ...row!,
        lines: lines.map((line) => ({
          billId: line.billId,
          billNo: line.billNo,
          customerName: maskName(line.customerName),
          fromName: names.get(line.fromSalespersonId) ?? null,
          toName: names.get(line.toSalespersonId) ?? null,
          status: line.status,
          movedAt: line.movedAt?.toISOString() ?? null,
        })),
        flow: instance ? await flow.stateOf(instance) : null,
        records: instance ? await flow.records(instance.id) : [],
      };
    },

    /** The salespeople a request may name, inside the applicant's scope; those who left are marked (only "from" takes them). */
    people: async (user: SessionUser) => ({
      list: (await org.salespeopleWithLeft(applyScope(user))).map((p) => ({ id: p.id, name: p.name, left: !p.active })),
    }),

    async bills(user: SessionUser, q: { keyword?: string | undefined; salespersonId?: number | undefined }) {
      const found = await repo.bills(db, applyScope(user), { keyword: q.keyword, salespersonId: q.salespersonId }, 20);
      const { salespeople: names } = await org.labels(
        found.map((b) => b.salespersonId),
        [],
      );
      return {
        list: found.map((b) => ({
          id: b.id,
          billNo: b.billNo,
          customerName: maskName(b.customerName),
          salespersonName: names.get(b.salespersonId) ?? null,
        })),
      };
    },

    /** The pending requests the user may decide now (the home badge). */
    async waitingCount(user: SessionUser) {
      const inbox = flow.inboxCondition(
        user,
        (await chains.chainFor(ORDER_TRANSFER_PROCESS)).nodes.map((n) => n.permission),
      );
      return repo.waitingCount(db, inbox);
    },

    async apply(user: SessionUser, input: OrderTransferInput, audit: AuditActor) {
      const scope = applyScope(user);
      const to = await target(scope, input.toSalespersonId);
      let fromId: number;
      let billIds: number[];
      if (input.mode === 'bill') {
        const bill = await repo.billInScope(db, scope, input.billId!);
        if (!bill) throw new NotFound(keyed('orderTransferBillNotFound'));
        const [waiting] = await repo.waiting(db, [bill.id]);
        if (waiting) throw new Conflict(keyed('orderTransferBillPending', { billNo: bill.billNo }));
        fromId = bill.salespersonId;
        billIds = [bill.id];
      } else {
        // The old salesperson may have left: what counts is their open bills inside the applicant's scope.
        fromId = input.fromSalespersonId!;
        const open = await repo.bills(db, scope, { salespersonId: fromId }, MAX_BILLS);
        const waiting = new Set(
          (
            await repo.waiting(
              db,
              open.map((b) => b.id),
            )
          ).map((w) => w.billId),
        );
        billIds = open.filter((b) => !waiting.has(b.id)).map((b) => b.id);
        if (!billIds.length) throw new Validation(keyed('orderTransferNoBills'));
      }
      if (fromId === to.id) throw new Validation(keyed('orderTransferSamePerson'));
      const nodes = (await chains.chainFor(ORDER_TRANSFER_PROCESS)).nodes;
      const applicant = applicantOf(user);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const created = await repo.insert(tx, {
          mode: input.mode,
          fromSalespersonId: fromId,
          toSalespersonId: to.id,
          reason: input.reason,
          applicantId: user.id,
          applicantName: user.realName,
          areaCode: applicant.areaCode,
          departmentCode: applicant.departmentCode,
          groupId: applicant.groupId,
          createdAt: now,
          updatedAt: now,
        });
        const lines = await repo.insertLines(
          tx,
          billIds.map((billId) => ({ transferId: created.id, billId, fromSalespersonId: fromId, toSalespersonId: to.id })),
        );
        // A bill put in another request meanwhile (the partial unique index): the whole request is refused.
        if (lines.length !== billIds.length) throw new Conflict(keyed('orderTransferBillPending', { billNo: '' }));
        await flow.submit(tx, { process: ORDER_TRANSFER_PROCESS, subjectId: created.id, nodes, applicant, audit });
        await recordAudit(tx, audit, {
          entity: ORDER_TRANSFER_ENTITY,
          entityId: created.id,
          action: 'create',
          after: { mode: input.mode, fromSalespersonId: fromId, toSalespersonId: to.id, billIds, reason: input.reason },
        });
        return { id: created.id };
      });
    },

    approve: (user: SessionUser, id: number, body: { flowVersion: number; comment?: string | undefined }, audit: AuditActor) =>
      act(user, id, { kind: 'approve', ...(body.comment ? { comment: body.comment } : {}) }, body.flowVersion, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, { kind: 'reject', comment: body.comment, to: 'applicant' }, body.flowVersion, audit),
  };
}
export type OrderTransferService = ReturnType<typeof createOrderTransferService>;
