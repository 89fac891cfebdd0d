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
import type { Executor, Tx } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { AuditActor } from '../audit/audit.service';
import type { FlowInstance } from '../workflow/flow-engine.service';
import type { DecisionBody } from '../workflow/flow-steps.service';
import { type ArchiveTransferOldRecord, archiveTransferOldRepository as repo, transferOldWhere } from './archive-transfer-old.repository';
import { type ArchiveTransferDeps, NOT_FOUND, STALE, WRONG_STATUS, transferRequests } from './archive-transfer-request.service';
import { itemRow } from './archive.service';

const PROCESS = 'archive_transfer_old';
/** Per approval node: the status it decides at, and where approve and reject take it. */
const NODE_MOVES: Record<string, { at: number; approve: number; reject: number }> = {
  risk: { at: S.awaitingRisk, approve: S.awaitingArchive, reject: S.riskRejected },
  archive: { at: S.awaitingArchive, approve: S.awaitingPull, reject: S.archiveRejected },
};

const row = (r: ArchiveTransferOldRecord): ArchiveTransferOldRow => ({ ...r, createdAt: r.createdAt.toISOString() });
const pendingNode = (i: FlowInstance | undefined) => (i && i.status === 'pending' ? (i.nodes[i.nodeIndex]?.key ?? null) : null);

/**
 * Archive transfers, old flow (decision 0055): requested (4), risk approval (→ 6, or 3), archive
 * approval (→ 7, or 5), both on the workflow engine; the store hands the documents out (→ 8) and
 * takes them all back (→ 9). The applicant may cancel before the risk decision (-2).
 */
export function createArchiveTransferOldService(deps: ArchiveTransferDeps) {
  const { db, clock, flow, archive } = deps;
  const { steps, ...requests } = transferRequests(deps, {
    process: PROCESS,
    entity: ARCHIVE_TRANSFER_OLD_ENTITY,
    code: TRANSFER_OLD_PERMISSION,
  });

  /** A transfer inside the caller's scope for `code` (the page's, or the store's for pull and return). */
  async function visible(user: SessionUser, id: number, code = TRANSFER_OLD_PERMISSION, ex: Executor = db) {
    const found = await repo.find(ex, id, transferOldWhere(scopeFor(user, code), undefined, undefined));
    if (!found) throw new NotFound(NOT_FOUND);
    return found;
  }

  async function act(user: SessionUser, id: number, kind: 'approve' | 'reject', body: DecisionBody, audit: AuditActor) {
    const before = await visible(user, id);
    // The engine lets only the holder of the current node's permission act: risk at 4, archive at 6.
    const node = before.status === S.awaitingRisk ? 'risk' : 'archive';
    const m = NODE_MOVES[node]!;
    return steps.decide(id, {
      user,
      kind,
      body,
      audit,
      from: before.status,
      to: m[kind],
      action: `${node}_${kind}`,
      move: async (tx) => before.status === m.at && (await repo.move(tx, id, m.at, before.version, m[kind])).length > 0,
    });
  }

  return {
    list: (user: SessionUser, q: ArchiveTransferOldListQuery) =>
      pagedList(db, repo.list, transferOldWhere(scopeFor(user, TRANSFER_OLD_PERMISSION), q.status, q.keyword), q, (rows) => rows.map(row)),

    /** The request form's bills and their documents in stock (the same choice as the new flow's). */
    options: requests.options,

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
        flow: instance ? await flow.stateOf(instance) : null,
        records: instance ? await flow.records(instance.id) : [],
      };
    },

    /** A request for in-stock documents of one bill (unless the applicant is blacklisted); it waits for risk approval (4). */
    create: (user: SessionUser, input: ArchiveTransferOldInput, audit: AuditActor) =>
      requests.create(user, input, audit, { status: S.awaitingRisk, remark: input.remark ?? null }, repo.insert),

    approve: (user: SessionUser, id: number, body: DecisionBody, audit: AuditActor) => act(user, id, 'approve', body, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, 'reject', body, audit),

    /** The applicant withdraws a request no one has decided yet (4 → -2); the flow is withdrawn with it. */
    async cancel(user: SessionUser, id: number, version: number, audit: AuditActor) {
      const before = await visible(user, id);
      const move = async (tx: Tx) => (await repo.move(tx, id, S.awaitingRisk, version, S.cancelled)).length > 0;
      return steps.withdraw(id, { user, audit, from: before.status, open: S.awaitingRisk, to: S.cancelled, refusal: WRONG_STATUS, move });
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
      await steps.audited(tx, audit, id, step.to === S.pulledOut ? 'pull' : 'return', before.status, { status: step.to });
      return { status: step.to };
    });
  }
}
export type ArchiveTransferOldService = ReturnType<typeof createArchiveTransferOldService>;
