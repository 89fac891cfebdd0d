import {
  ARCHIVE_LOCK_TTL_MINUTES,
  ARCHIVE_STOCK,
  ARCHIVE_TRANSFER_ENTITY,
  ARCHIVE_TRANSFER_STATUS as S,
  TRANSFER_APPROVAL_PERMISSION,
  TRANSFER_REQUEST_PERMISSION,
  TRANSFER_STORE_PERMISSION,
  type ArchiveLockKind,
  type ArchiveLockState,
  type ArchiveTransferDetail,
  type ArchiveTransferInput,
  type ArchiveTransferListQuery,
  type ArchiveTransferReturnBody,
  type ArchiveTransferRow,
} from '@lc/shared';
import type { Executor, Tx } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, Forbidden, NotFound, Validation, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { AuditActor } from '../audit/audit.service';
import { instanceInScope } from '../workflow/flow-engine.service';
import type { DecisionBody } from '../workflow/flow-steps.service';
import { type ArchiveTransferRecord, type LockRow, archiveTransferRepository as repo, transferWhere } from './archive-transfer.repository';
import { type ArchiveTransferDeps, NOT_FOUND, STALE, WRONG_STATUS, transferRequests } from './archive-transfer-request.service';
import { itemRow } from './archive.service';

const PROCESS = 'archive_transfer';
/** The store page: approved transfers until their documents are back. */
const STORE_STATUSES = [
  S.toBePulled,
  S.toBeReturned,
  S.partlyReturned,
  S.returned,
  S.toBeReturnedExtending,
  S.partlyReturnedExtending,
] as const;
const READERS = [TRANSFER_REQUEST_PERMISSION, TRANSFER_APPROVAL_PERMISSION, TRANSFER_STORE_PERMISSION];

const row = (r: ArchiveTransferRecord): ArchiveTransferRow => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * Archive transfers, new flow (decision 0036): requested (0), approved on the workflow engine by a
 * listed approver (1, or 7), pulled by the store (2: documents out), returned in parts (3) or all
 * (4: documents back in stock). Opening one to act takes a lock (spec 000 §7) that others respect.
 */
export function createArchiveTransferService(deps: ArchiveTransferDeps) {
  const { db, clock, flow, archive } = deps;
  const { steps, ...requests } = transferRequests(deps, {
    process: PROCESS,
    entity: ARCHIVE_TRANSFER_ENTITY,
    code: TRANSFER_REQUEST_PERMISSION,
  });
  const list = (code: string, shown?: readonly number[]) => (user: SessionUser, q: ArchiveTransferListQuery) =>
    pagedList(db, repo.list, transferWhere(scopeFor(user, code), q.status, shown), q, (rows) => rows.map(row));

  /** A transfer the caller may read: inside the scope of one of the group's page codes. */
  async function visible(user: SessionUser, id: number, ex: Executor = db) {
    const found = await repo.find(ex, id);
    const facts = found && (await repo.scopeOf(ex, id));
    if (!found || !facts || !READERS.some((code) => instanceInScope(scopeFor(user, code), facts))) throw new NotFound(NOT_FOUND);
    return found;
  }

  const lockState = (l: LockRow, user: SessionUser): ArchiveLockState => ({
    kind: l.kind as ArchiveLockKind,
    holderId: l.holderId,
    holderName: l.holderName,
    mine: l.holderId === user.id,
    expiresAt: l.expiresAt.toISOString(),
  });

  /** Refuses (409, naming the holder) when someone else holds the transfer's lock of this kind. */
  async function assertFree(ex: Executor, id: number, kind: ArchiveLockKind, user: SessionUser) {
    const held = (await repo.locks(ex, id, clock.now())).find((l) => l.kind === kind && l.holderId !== user.id);
    if (held) throw new Conflict(keyed('archiveTransferLocked', { name: held.holderName }));
  }

  async function takeLock(user: SessionUser, id: number, kind: ArchiveLockKind): Promise<ArchiveLockState> {
    await visible(user, id);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + ARCHIVE_LOCK_TTL_MINUTES * 60_000);
    const taken = await repo.take(db, { transferId: id, kind, holderId: user.id, holderName: user.realName, expiresAt }, now);
    if (!taken) await assertFree(db, id, kind, user);
    if (!taken) throw new Conflict(STALE);
    return lockState(taken, user);
  }

  async function releaseLock(user: SessionUser, flowInstanceId: number, kind: ArchiveLockKind) {
    const instance = await flow.byId(flowInstanceId);
    if (!instance || instance.process !== PROCESS) throw new NotFound(NOT_FOUND);
    const released = await repo.release(db, instance.subjectId, kind, user.id);
    return { released: released.length > 0 };
  }

  async function act(user: SessionUser, id: number, kind: 'approve' | 'reject', body: DecisionBody, audit: AuditActor) {
    const before = await visible(user, id);
    if (!(await archive.isApprover(user.id))) throw new Forbidden(keyed('archiveTransferNotApprover'));
    await assertFree(db, id, 'audit', user);
    const status = kind === 'approve' ? S.toBePulled : S.rejected;
    return steps.decide(id, {
      user,
      kind,
      body,
      audit,
      from: before.status,
      to: status,
      move: async (tx) => (await repo.move(tx, id, [S.inApproval], before.version, status)).length > 0,
      alongside: (tx) => repo.release(tx, id, 'audit', user.id),
    });
  }

  return {
    list: list(TRANSFER_REQUEST_PERMISSION),
    approvalList: list(TRANSFER_APPROVAL_PERMISSION),
    storeList: list(TRANSFER_STORE_PERMISSION, STORE_STATUSES),

    options: requests.options,

    async detail(user: SessionUser, id: number): Promise<ArchiveTransferDetail> {
      const found = await visible(user, id);
      const [links, items, locks, instance] = await Promise.all([
        repo.items(db, id),
        archive.itemsOfBill(db, found.billId),
        repo.locks(db, id, clock.now()),
        flow.find(PROCESS, id),
      ]);
      const returned = new Map(links.map((l) => [l.itemId, l.returnedAt?.toISOString() ?? null]));
      return {
        ...row(found),
        flowInstanceId: instance?.id ?? null,
        items: items.filter((i) => returned.has(i.id)).map((i) => ({ ...itemRow(i), returnedAt: returned.get(i.id) ?? null })),
        locks: locks.map((l) => lockState(l, user)),
        flow: instance ? await flow.stateOf(instance) : null,
        records: instance ? await flow.records(instance.id) : [],
      };
    },

    /** A request for in-stock documents of one bill, unless the applicant is blacklisted; it goes to approval (0). */
    create: (user: SessionUser, input: ArchiveTransferInput, audit: AuditActor) =>
      requests.create(user, input, audit, { status: S.inApproval }, repo.insert),

    approve: (user: SessionUser, id: number, body: DecisionBody, audit: AuditActor) => act(user, id, 'approve', body, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, 'reject', body, audit),

    /** The applicant withdraws a request still in approval (0 → 6); the flow is withdrawn with it. */
    async cancel(user: SessionUser, id: number, version: number, audit: AuditActor) {
      const before = await visible(user, id);
      const move = async (tx: Tx) => (await repo.move(tx, id, [S.inApproval], version, S.cancelled)).length > 0;
      return steps.withdraw(id, { user, audit, from: before.status, open: S.inApproval, to: S.cancelled, refusal: WRONG_STATUS, move });
    },

    /** The store hands the documents out: every one moves 2 → 3 with its ledger line, the transfer 1 → 2. */
    async pull(user: SessionUser, id: number, version: number, audit: AuditActor) {
      const before = await visible(user, id);
      await assertFree(db, id, 'modify', user);
      if (before.status !== S.toBePulled) throw new Conflict(WRONG_STATUS);
      return db.transaction(async (tx) => {
        const [moved] = await repo.move(tx, id, [S.toBePulled], version, S.toBeReturned);
        if (!moved) throw new Conflict(STALE);
        const ids = (await repo.items(tx, id)).map((l) => l.itemId);
        await archive.lockItems(tx, ids);
        const by = { user, reason: before.reason, transferId: id };
        if ((await archive.moveItems(tx, ids, ARCHIVE_STOCK.inStock, ARCHIVE_STOCK.out, by)) !== ids.length) {
          throw new Conflict(keyed('archiveTransferItemsUnavailable'));
        }
        await repo.markPulled(tx, id, clock.now());
        await steps.audited(tx, audit, id, 'pull', before.status, { status: S.toBeReturned });
        return { status: S.toBeReturned };
      });
    },

    /** Documents come back (3 → 2, a ledger line each); the transfer is partly returned (3) or returned (4). */
    async giveBack(user: SessionUser, id: number, body: ArchiveTransferReturnBody, audit: AuditActor) {
      const before = await visible(user, id);
      await assertFree(db, id, 'modify', user);
      const open = [S.toBeReturned, S.partlyReturned] as const;
      if (!open.some((s) => s === before.status)) throw new Conflict(WRONG_STATUS);
      const chosen = [...new Set(body.itemIds)];
      return db.transaction(async (tx) => {
        const [locked] = await repo.move(tx, id, open, body.version, before.status);
        if (!locked) throw new Conflict(STALE);
        const marked = await repo.markReturned(tx, id, chosen, clock.now());
        if (marked.length !== chosen.length) throw new Validation(keyed('archiveTransferReturnUnknown'));
        await archive.lockItems(tx, chosen);
        await archive.moveItems(tx, chosen, ARCHIVE_STOCK.out, ARCHIVE_STOCK.inStock, { user, reason: before.reason, transferId: id });
        const outstanding = (await repo.items(tx, id)).filter((l) => !l.returnedAt).length;
        const status = outstanding ? S.partlyReturned : S.returned;
        await repo.move(tx, id, [before.status], null, status);
        await steps.audited(tx, audit, id, 'return', before.status, { status, itemIds: chosen });
        return { status };
      });
    },

    takeLock,
    releaseLock,
  };
}
export type ArchiveTransferService = ReturnType<typeof createArchiveTransferService>;
