import {
  ARCHIVE_DETAIL_PERMISSION,
  ARCHIVE_ENTITY,
  ARCHIVE_LEDGER_PERMISSION,
  ARCHIVE_PERMISSION,
  ARCHIVE_STOCK as S,
  BILL_STATUS,
  TRANSFER_APPROVER_ENTITY,
  type ArchiveBillDetail,
  type ArchiveGate,
  type ArchiveItemInput,
  type ArchiveItemRow,
  type ArchiveLedgerQuery,
  type ArchiveLedgerRow,
  type ArchiveListQuery,
  type TransferApproverReply,
} from '@lc/shared';
import type { Db, Executor, Tx } from '../../db/client';
import { pageOf, pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { instanceInScope } from '../workflow/flow-engine.service';
import type { BillService } from '../bill/bill.service';
import type { StaffAccounts } from '../identity/staff-accounts.service';
import { type ArchiveItemRecord, type ArchiveLedgerRecord, archiveRepository as repo, itemWhere } from './archive.repository';

const NOT_FOUND = keyed('archiveNotFound');

export const itemRow = (r: ArchiveItemRecord): ArchiveItemRow => ({ ...r, updatedAt: r.updatedAt.toISOString() });
const ledgerRow = (r: ArchiveLedgerRecord): ArchiveLedgerRow => ({ ...r, createdAt: r.createdAt.toISOString() });

export type ArchiveDeps = {
  db: Db;
  clock: Clock;
  bills: () => Pick<BillService, 'loanFacts' | 'moveStage'>;
  accounts: Pick<StaffAccounts, 'list' | 'findInScope'>;
};
/** Who moved documents, and for which transfer; `audit` is the request's actor when there is one. */
export type Mover = { user: Pick<SessionUser, 'id' | 'realName'>; reason: string | null; transferId: number | null; audit?: AuditActor };
/** A document leaving the archive's keeping: handed over for good, or deleted before it was stocked. */
const LEAVING: readonly number[] = [S.permanentlyOut, S.deleted];

/**
 * Archive documents and their stock (decision 0036): a custodian records a bill's documents (1),
 * puts them into stock (2); transfers take them out (3) and back; a document leaves for good (4)
 * or is deleted (0) with a reason. Every status change is one immutable ledger line.
 */
export function createArchiveService({ db, clock, bills, accounts }: ArchiveDeps) {
  const where = (user: SessionUser, code: string, q: Parameters<typeof itemWhere>[1] = {}) => itemWhere(scopeFor(user, code), q);

  /** Moves documents `from` → `to` and writes their ledger lines; returns how many moved. */
  async function moveItems(tx: Executor, ids: number[], from: number, to: number, by: Mover, version?: number) {
    const moved = await repo.move(tx, ids, from, to, version);
    await repo.addLines(
      tx,
      moved.map((m) => ({
        itemId: m.id,
        fromStatus: from,
        toStatus: to,
        reason: by.reason,
        transferId: by.transferId,
        actorId: by.user.id,
        actorName: by.user.realName,
        createdAt: clock.now(),
      })),
    );
    if (moved.length && LEAVING.includes(to))
      await followReturn(
        tx,
        moved.map((m) => m.id),
        by,
      );
    return moved.length;
  }

  /** The last original of a settled loan handed back: the bill follows (decision 0074). */
  async function followReturn(tx: Executor, itemIds: number[], by: Mover) {
    const actor = by.audit ?? { actorId: by.user.id, actorName: by.user.realName, requestId: null, ip: null };
    for (const { billId } of await repo.returnedBillsOf(tx, itemIds)) await bills().moveStage(tx, billId, 'archived', actor);
  }

  async function moveOne(
    user: SessionUser,
    id: number,
    from: number,
    to: number,
    body: { version: number; reason?: string | undefined },
    audit: AuditActor,
  ) {
    const before = await repo.find(db, id, where(user, ARCHIVE_PERMISSION));
    if (!before) throw new NotFound(NOT_FOUND);
    if (before.status !== from) throw new Conflict(keyed('archiveWrongStatus'));
    return db.transaction(async (tx) => {
      const reason = body.reason?.trim() || null;
      if (!(await moveItems(tx, [id], from, to, { user, reason, transferId: null, audit }, body.version)))
        throw new Conflict(keyed('archiveStale'));
      await recordAudit(tx, audit, {
        entity: ARCHIVE_ENTITY,
        entityId: id,
        action: `stock-${to}`,
        before: { status: from },
        after: { status: to, reason },
      });
      return { status: to };
    });
  }

  async function loanInScope(user: SessionUser, code: string, billId: number) {
    const bill = await bills().loanFacts(billId);
    const scoped = bill && instanceInScope(scopeFor(user, code), { ...bill, applicantId: bill.salespersonId });
    if (!bill || !scoped) throw new NotFound(keyed('billNotFound'));
    return bill;
  }

  return {
    moveItems,
    list: (user: SessionUser, q: ArchiveListQuery) =>
      pagedList(db, repo.list, where(user, ARCHIVE_PERMISSION, q), q, (rows) => rows.map(itemRow)),
    bills: async (user: SessionUser) => ({ bills: await repo.loans(db, scopeFor(user, ARCHIVE_PERMISSION)) }),

    /** A document of a final-approved bill in scope, not yet in stock; its first ledger line says it was recorded. */
    async create(user: SessionUser, input: ArchiveItemInput, audit: AuditActor) {
      const bill = await loanInScope(user, ARCHIVE_PERMISSION, input.billId);
      if (bill.status !== BILL_STATUS.approved) throw new Validation(keyed('archiveBillNotLoan'));
      return db.transaction(async (tx) => {
        const values = {
          billId: bill.id,
          docType: input.docType,
          name: input.name,
          remark: input.remark?.trim() || null,
          copies: input.copies ?? 1,
          status: S.notInStock,
          ownerId: bill.salespersonId,
          areaCode: bill.areaCode,
          departmentCode: bill.departmentCode,
          groupId: bill.groupId,
        };
        const created = await repo.insert(tx, values);
        const line = { itemId: created.id, fromStatus: null, toStatus: S.notInStock, reason: values.remark, transferId: null };
        await repo.addLines(tx, [{ ...line, actorId: user.id, actorName: user.realName, createdAt: clock.now() }]);
        await recordAudit(tx, audit, { entity: ARCHIVE_ENTITY, entityId: created.id, action: 'create', after: values });
        return { id: created.id };
      });
    },
    stockIn: (user: SessionUser, id: number, body: { version: number; reason?: string | undefined }, audit: AuditActor) =>
      moveOne(user, id, S.notInStock, S.inStock, body, audit),
    remove: (user: SessionUser, id: number, body: { version: number; reason: string }, audit: AuditActor) =>
      moveOne(user, id, S.notInStock, S.deleted, body, audit),

    async billDetail(user: SessionUser, billId: number): Promise<ArchiveBillDetail> {
      const bill = await loanInScope(user, ARCHIVE_DETAIL_PERMISSION, billId);
      const [items, ledger] = await Promise.all([repo.ofBill(db, billId, undefined), repo.ledgerOfBill(db, billId)]);
      return { billId, billNo: bill.billNo, customerName: bill.customerName, items: items.map(itemRow), ledger: ledger.map(ledgerRow) };
    },
    ledger: (user: SessionUser, q: ArchiveLedgerQuery) =>
      pagedList(db, repo.ledger, where(user, ARCHIVE_LEDGER_PERMISSION, q), q, (rows) => rows.map(ledgerRow)),
    /**
     * Settlement queues the bill's documents for return to the borrower (decision 0048): each one
     * still held is marked once, with a ledger line saying why; the custodian hands them back
     * (permanent out, 2 → 4) as the documents leave. Answers how many were marked now.
     */
    queueReturn: (billId: number, by: Pick<SessionUser, 'id' | 'realName'>, audit: AuditActor) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const marked = await repo.queueReturn(tx, billId, now);
        const reason = '借款已结清，待退还借款人';
        await repo.addLines(
          tx,
          marked.map((m) => ({
            itemId: m.id,
            fromStatus: m.status,
            toStatus: m.status,
            reason,
            transferId: null,
            actorId: by.id,
            actorName: by.realName,
            createdAt: now,
          })),
        );
        if (marked.length)
          await recordAudit(tx, audit, {
            entity: ARCHIVE_ENTITY,
            entityId: billId,
            action: 'queue-return',
            after: { items: marked.map((m) => m.id) },
          });
        return marked.length;
      }),
    returnQueueOf: (billId: number) => repo.returnQueueOf(db, billId),
    itemsOfBill: (ex: Executor, billId: number) => repo.ofBill(ex, billId, undefined),
    lockItems: (tx: Tx, ids: number[]) => repo.lockItems(tx, ids),
    itemsInStock: (user: SessionUser, code: string) => pageOf(db, repo.list, where(user, code, { status: S.inStock }), 1, 100),

    /**
     * The grant gate's archive check (issue 17 item 10): the bill has documents, and every one
     * not deleted is in stock. Not wired into grants; the grant request calls it when it lands.
     */
    async archiveInStock(billId: number): Promise<ArchiveGate> {
      const live = await repo.liveOf(db, billId);
      const notInStock = live.filter((d) => d.status !== S.inStock).map((d) => d.name);
      return { inStock: live.length > 0 && notInStock.length === 0, live: live.length, notInStock };
    },

    isApprover: (userId: number) => repo.isApprover(db, userId),
    async approvers(): Promise<TransferApproverReply> {
      const all = { all: true } as const;
      const [rows, staff] = await Promise.all([
        repo.approvers(db),
        accounts.list(db, { pageNum: 1, pageSize: 100, status: 1 }, all, clock.now()),
      ]);
      const named = await Promise.all(rows.map(async (r) => ({ r, u: await accounts.findInScope(db, r.userId, all) })));
      return {
        list: named.map(({ r, u }) => ({
          userId: r.userId,
          name: u?.realName ?? '',
          mobile: u?.mobile ?? '',
          addedAt: r.addedAt.toISOString(),
        })),
        candidates: staff.list.map((s) => ({ id: s.id, name: `${s.realName} ${s.mobile}` })),
      };
    },
    async addApprover(user: SessionUser, userId: number, audit: AuditActor) {
      if (!(await accounts.findInScope(db, userId, { all: true }))) throw new Validation(keyed('archiveApproverUnknown'));
      await db.transaction(async (tx) => {
        const [added] = await repo.addApprover(tx, userId, user.id);
        if (added) await recordAudit(tx, audit, { entity: TRANSFER_APPROVER_ENTITY, entityId: userId, action: 'add', after: { userId } });
      });
      return null;
    },
    async removeApprover(userId: number, audit: AuditActor) {
      await db.transaction(async (tx) => {
        const [removed] = await repo.removeApprover(tx, userId);
        if (removed)
          await recordAudit(tx, audit, { entity: TRANSFER_APPROVER_ENTITY, entityId: userId, action: 'remove', before: { userId } });
      });
      return null;
    },
  };
}
export type ArchiveItemService = ReturnType<typeof createArchiveService>;
