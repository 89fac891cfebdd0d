import {
  ARCHIVE_STOCK,
  ARCHIVE_TRANSFER_OLD_ENTITY,
  ARCHIVE_TRANSFER_OLD_STATUS as S,
  TRANSFER_OLD_PERMISSION,
  TRANSFER_STORE_PERMISSION,
  type ArchiveTransferOldDetail,
  type ArchiveTransferOldInput,
  type ArchiveTransferOldListQuery,
  type ArchiveTransferOldRow,
} from '@lc/shared';
import type { Db, Executor, Tx } from '../../db/client';
import { Conflict, Forbidden, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type SessionUser, scopeFor, applicantOf } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import type { FlowEngine, FlowInstance } from '../workflow/flow-engine.service';
import { listReply } from '../bank-card/list-reply';
import { actOnTransferFlow } from './archive-transfer.flow';
import { type ArchiveTransferOldRecord, archiveTransferOldRepository as repo, transferOldWhere } from './archive-transfer-old.repository';
import { archiveTransferRepository } from './archive-transfer.repository';
import { type ArchiveItemService, itemRow } from './archive.service';
import type { ArchiveBlacklistService } from './archive-blacklist.service';

const PROCESS = 'archive_transfer_old';
const NOT_FOUND = keyed('archiveTransferNotFound');
const STALE = keyed('archiveTransferStale');
const WRONG_STATUS = keyed('archiveTransferWrongStatus');
/** Per approval node: the status it decides at, and where approve and reject take it. */
const NODE_MOVES: Record<string, { at: number; approve: number; reject: number }> = {
  risk: { at: S.awaitingRisk, approve: S.awaitingArchive, reject: S.riskRejected },
  archive: { at: S.awaitingArchive, approve: S.awaitingPull, reject: S.archiveRejected },
};

export type ArchiveTransferOldDeps = {
  db: Db;
  clock: Clock;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  archive: ArchiveItemService;
  blacklist: Pick<ArchiveBlacklistService, 'isListed'>;
};

const row = (r: ArchiveTransferOldRecord): ArchiveTransferOldRow => ({ ...r, createdAt: r.createdAt.toISOString() });
const pendingNode = (i: FlowInstance | undefined) => (i && i.status === 'pending' ? (i.nodes[i.nodeIndex]?.key ?? null) : null);

/**
 * Archive transfers, old flow (decision 0055): requested (4), risk approval (→ 6, or 3), archive
 * approval (→ 7, or 5), both on the workflow engine; the store hands the documents out (→ 8) and
 * takes them all back (→ 9). The applicant may cancel before the risk decision (-2).
 */
export function createArchiveTransferOldService({ db, clock, flow, chains, archive, blacklist }: ArchiveTransferOldDeps) {
  /** A transfer inside the caller's scope for `code` (the page's, or the store's for pull and return). */
  async function visible(user: SessionUser, id: number, code = TRANSFER_OLD_PERMISSION, ex: Executor = db) {
    const found = await repo.find(ex, id, transferOldWhere(scopeFor(user, code), undefined, undefined));
    if (!found) throw new NotFound(NOT_FOUND);
    return found;
  }

  async function act(
    user: SessionUser,
    id: number,
    kind: 'approve' | 'reject',
    body: { flowVersion: number; comment?: string | undefined },
    audit: AuditActor,
  ) {
    const before = await visible(user, id);
    return actOnTransferFlow(flow, {
      process: PROCESS,
      subjectId: id,
      user,
      kind,
      comment: body.comment,
      flowVersion: body.flowVersion,
      audit,
      move: async (tx: Tx) => {
        // The engine lets only the holder of the current node's permission act: risk at 4, archive at 6.
        const node = before.status === S.awaitingRisk ? 'risk' : 'archive';
        const m = NODE_MOVES[node]!;
        if (before.status !== m.at) return 0;
        const status = m[kind];
        const [moved] = await repo.move(tx, id, m.at, before.version, status);
        if (!moved) return 0;
        await recordAudit(tx, audit, {
          entity: ARCHIVE_TRANSFER_OLD_ENTITY,
          entityId: id,
          action: `${node}_${kind}`,
          before: { status: before.status },
          after: { status },
        });
        return status;
      },
    });
  }

  return {
    list: (user: SessionUser, q: ArchiveTransferOldListQuery) =>
      listReply(db, repo, transferOldWhere(scopeFor(user, TRANSFER_OLD_PERMISSION), q.status, q.keyword), q, (rows) => rows.map(row)),

    /** The request form's bills and their documents in stock (the same choice as the new flow's). */
    async options(user: SessionUser) {
      const rows = await archive.itemsInStock(user, TRANSFER_OLD_PERMISSION);
      const byBill = new Map<
        number,
        { id: number; billNo: string; customerName: string; items: { id: number; name: string; docType: number }[] }
      >();
      for (const r of rows) {
        const bill = byBill.get(r.billId) ?? { id: r.billId, billNo: r.billNo, customerName: r.customerName, items: [] };
        bill.items.push({ id: r.id, name: r.name, docType: r.docType });
        byBill.set(r.billId, bill);
      }
      return { bills: [...byBill.values()] };
    },

    async detail(user: SessionUser, id: number): Promise<ArchiveTransferOldDetail> {
      const found = await visible(user, id);
      const [ids, items, instance] = await Promise.all([
        repo.itemIds(db, id),
        archive.itemsOfBill(db, found.billId),
        flow.find(PROCESS, id),
      ]);
      const back = found.status === S.returned;
      return {
        ...row(found),
        flowInstanceId: instance?.id ?? null,
        pendingNode: pendingNode(instance),
        items: items.filter((i) => ids.includes(i.id)).map((i) => ({ ...itemRow(i), returnedAt: back ? itemRow(i).updatedAt : null })),
        flow: instance ? flow.stateRow(instance) : null,
        records: instance ? await flow.records(instance.id) : [],
      };
    },

    /** A request for in-stock documents of one bill (unless the applicant is blacklisted); it waits for risk approval (4). */
    async create(user: SessionUser, input: ArchiveTransferOldInput, audit: AuditActor) {
      if (await blacklist.isListed(user.id)) throw new Forbidden(keyed('archiveTransferBlacklisted'));
      const chosen = [...new Set(input.itemIds)];
      const nodes = (await chains.chainFor(PROCESS)).nodes;
      return db.transaction(async (tx) => {
        const items = await archive.lockItems(tx, chosen);
        const ok = items.length === chosen.length && items.every((i) => i.billId === input.billId && i.status === ARCHIVE_STOCK.inStock);
        const inScope = await archiveTransferRepository.billInScope(tx, input.billId, scopeFor(user, TRANSFER_OLD_PERMISSION));
        if (!ok || !inScope) throw new Validation(keyed('archiveTransferItemsUnavailable'));
        const values = {
          billId: input.billId,
          reason: input.reason,
          remark: input.remark ?? null,
          returnDate: input.returnDate,
          status: S.awaitingRisk,
          applicantId: user.id,
          applicantName: user.realName,
          ...inScope,
        };
        const created = await repo.insert(tx, values, chosen);
        const applicant = applicantOf(user);
        await flow.submit(tx, { process: PROCESS, subjectId: created.id, nodes, applicant, audit });
        await recordAudit(tx, audit, {
          entity: ARCHIVE_TRANSFER_OLD_ENTITY,
          entityId: created.id,
          action: 'create',
          after: { ...values, itemIds: chosen },
        });
        return { id: created.id };
      });
    },

    approve: (user: SessionUser, id: number, body: { flowVersion: number; comment?: string | undefined }, audit: AuditActor) =>
      act(user, id, 'approve', body, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, 'reject', body, audit),

    /** The applicant withdraws a request no one has decided yet (4 → -2); the flow is withdrawn with it. */
    async cancel(user: SessionUser, id: number, version: number, audit: AuditActor) {
      const before = await visible(user, id);
      const instance = await flow.find(PROCESS, id);
      if (!instance || before.status !== S.awaitingRisk) throw new Conflict(WRONG_STATUS);
      await flow.act({
        instanceId: instance.id,
        expectedVersion: instance.version,
        action: { kind: 'withdraw' },
        actor: user,
        audit,
        onTransition: async (tx) => {
          const [moved] = await repo.move(tx, id, S.awaitingRisk, version, S.cancelled);
          if (!moved) throw new Conflict(STALE);
          await recordAudit(tx, audit, {
            entity: ARCHIVE_TRANSFER_OLD_ENTITY,
            entityId: id,
            action: 'cancel',
            before: { status: before.status },
            after: { status: S.cancelled },
          });
        },
      });
      return { status: S.cancelled };
    },

    /** The store hands the documents out (each 2 → 3 with its ledger line), the transfer 7 → 8. */
    pull: (user: SessionUser, id: number, version: number, audit: AuditActor) =>
      moveAll(user, id, version, audit, { from: S.awaitingPull, to: S.pulledOut, stock: [ARCHIVE_STOCK.inStock, ARCHIVE_STOCK.out] }),
    /** Every document comes back (3 → 2, a ledger line each), the transfer 8 → 9. */
    giveBack: (user: SessionUser, id: number, version: number, audit: AuditActor) =>
      moveAll(user, id, version, audit, { from: S.pulledOut, to: S.returned, stock: [ARCHIVE_STOCK.out, ARCHIVE_STOCK.inStock] }),
  };

  async function moveAll(
    user: SessionUser,
    id: number,
    version: number,
    audit: AuditActor,
    step: { from: number; to: number; stock: [number, number] },
  ) {
    const before = await visible(user, id, TRANSFER_STORE_PERMISSION);
    if (before.status !== step.from) throw new Conflict(WRONG_STATUS);
    return db.transaction(async (tx) => {
      const stamp = step.to === S.pulledOut ? { pulledAt: clock.now() } : { returnedAt: clock.now() };
      const [moved] = await repo.move(tx, id, step.from, version, step.to, stamp);
      if (!moved) throw new Conflict(STALE);
      const ids = await repo.itemIds(tx, id);
      await archive.lockItems(tx, ids);
      // The ledger's transferId names new-flow transfers; an old-flow movement says so in its reason.
      const by = { user, reason: `旧调档#${id} ${before.reason}`, transferId: null };
      if ((await archive.moveItems(tx, ids, step.stock[0], step.stock[1], by)) !== ids.length) {
        throw new Conflict(keyed('archiveTransferItemsUnavailable'));
      }
      const action = step.to === S.pulledOut ? 'pull' : 'return';
      await recordAudit(tx, audit, {
        entity: ARCHIVE_TRANSFER_OLD_ENTITY,
        entityId: id,
        action,
        before: { status: before.status },
        after: { status: step.to },
      });
      return { status: step.to };
    });
  }
}
export type ArchiveTransferOldService = ReturnType<typeof createArchiveTransferOldService>;
