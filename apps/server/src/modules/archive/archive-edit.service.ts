import {
  ARCHIVE_DOCUMENT_TYPES,
  ARCHIVE_ENTITY,
  ARCHIVE_PERMISSION,
  ARCHIVE_STOCK as I,
  ARCHIVE_TRANSFER_ENTITY,
  ARCHIVE_TRANSFER_STATUS as T,
  TRANSFER_APPROVAL_PERMISSION,
  TRANSFER_REQUEST_PERMISSION,
  TRANSFER_STORE_PERMISSION,
  type ArchiveAuditBody,
  type ArchiveItemEditBody,
  type TransferExtensionBody,
  type TransferExtensionDecision,
  type TransferExtensionState,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { Conflict, Forbidden, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { instanceInScope } from '../workflow/flow-engine.service';
import type { BillService } from '../bill/bill.service';
import { archiveEditRepository as edits } from './archive-edit.repository';
import { archiveTransferRepository as transfers } from './archive-transfer.repository';
import { archiveRepository as items, itemWhere } from './archive.repository';
import type { ArchiveItemService } from './archive.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';

const READERS = [TRANSFER_REQUEST_PERMISSION, TRANSFER_APPROVAL_PERMISSION, TRANSFER_STORE_PERMISSION];
/** An extension in approval, and the status it came from and goes back to (spec 000 §4: 8 and 9). */
const EXTENDING = new Map<number, number>([
  [T.toBeReturned, T.toBeReturnedExtending],
  [T.partlyReturned, T.partlyReturnedExtending],
]);
const BACK = new Map([...EXTENDING].map(([from, to]) => [to, from]));
const typeName = (code: number) => ARCHIVE_DOCUMENT_TYPES[code as keyof typeof ARCHIVE_DOCUMENT_TYPES]?.['zh-CN'] ?? String(code);

export type ArchiveEditDeps = {
  db: Db;
  clock: Clock;
  bills: () => Pick<BillService, 'loanFacts'>;
  archive: Pick<ArchiveItemService, 'moveItems' | 'isApprover'>;
};

/**
 * Decision 0056: editing a document (its ledger says what changed and why), the custodian's audit
 * of a bill's documents before they go into stock, and the return-date extensions of transfers.
 */
export function createArchiveEditService({ db, clock, bills, archive }: ArchiveEditDeps) {
  const line = (user: SessionUser, itemId: number, status: number, reason: string) => ({
    itemId,
    fromStatus: status,
    toStatus: status,
    reason,
    transferId: null,
    actorId: user.id,
    actorName: user.realName,
    createdAt: clock.now(),
  });

  async function transferInScope(user: SessionUser, id: number) {
    const facts = await transfers.scopeOf(db, id);
    const found = facts && (await edits.extension(db, id));
    if (!found || !READERS.some((code) => instanceInScope(scopeFor(user, code), facts)))
      throw new NotFound(keyed('archiveTransferNotFound'));
    return found;
  }

  async function decide(user: SessionUser, id: number, body: TransferExtensionDecision, approved: boolean, audit: AuditActor) {
    const before = await transferInScope(user, id);
    if (!(await archive.isApprover(user.id))) throw new Forbidden(keyed('archiveTransferNotApprover'));
    assertMayDecide(user, { makerId: before.applicantId });
    const held = (await transfers.locks(db, id, clock.now())).find((l) => l.kind === 'audit' && l.holderId !== user.id);
    if (held) throw new Conflict(keyed('archiveTransferLocked', { name: held.holderName }));
    const to = BACK.get(before.status);
    if (to === undefined) throw new Conflict(keyed('archiveTransferWrongStatus'));
    return db.transaction(async (tx) => {
      const [moved] = await edits.decideExtension(tx, id, before.status, to, body.version, approved);
      if (!moved) throw new Conflict(keyed('archiveTransferStale'));
      await recordAudit(tx, audit, {
        entity: ARCHIVE_TRANSFER_ENTITY,
        entityId: id,
        action: approved ? 'extension-approve' : 'extension-reject',
        before: { status: before.status, returnDate: before.returnDate, extensionDate: before.extensionDate },
        after: { status: to, returnDate: moved.returnDate, comment: body.comment ?? null },
      });
      return { status: to };
    });
  }

  return {
    /** A live document's kind, name, copies and remark; one ledger line (status unchanged) says what changed and why. */
    async edit(user: SessionUser, id: number, body: ArchiveItemEditBody, audit: AuditActor) {
      const before = await items.find(db, id, itemWhere(scopeFor(user, ARCHIVE_PERMISSION), {}));
      if (!before) throw new NotFound(keyed('archiveNotFound'));
      if (before.status === I.deleted) throw new Conflict(keyed('archiveWrongStatus'));
      const after = { docType: body.docType, name: body.name.trim(), copies: body.copies, remark: body.remark?.trim() || null };
      const changes = [
        before.docType !== after.docType && `类型 ${typeName(before.docType)}→${typeName(after.docType)}`,
        before.name !== after.name && `名称 ${before.name}→${after.name}`,
        before.copies !== after.copies && `份数 ${before.copies}→${after.copies}`,
        (before.remark ?? null) !== after.remark && `备注 ${before.remark ?? '—'}→${after.remark ?? '—'}`,
      ].filter(Boolean);
      return db.transaction(async (tx) => {
        const [changed] = await edits.edit(tx, id, body.version, after);
        if (!changed) throw new Conflict(keyed('archiveStale'));
        const why = `修改档案：${changes.join('；') || '无变化'}。原因：${body.reason.trim()}`;
        await items.addLines(tx, [line(user, id, changed.status, why)]);
        const was = { docType: before.docType, name: before.name, copies: before.copies, remark: before.remark };
        await recordAudit(tx, audit, {
          entity: ARCHIVE_ENTITY,
          entityId: id,
          action: 'edit',
          before: was,
          after: { ...after, reason: body.reason },
        });
        return { status: changed.status };
      });
    },

    /**
     * The custodian's audit of a bill's documents waiting to go into stock: passed, they all go in
     * (1 → 2, a ledger line each); returned, they stay out with a ledger line saying what to correct.
     */
    async audit(user: SessionUser, billId: number, body: ArchiveAuditBody, audit: AuditActor) {
      const bill = await bills().loanFacts(billId);
      if (!bill || !instanceInScope(scopeFor(user, ARCHIVE_PERMISSION), { ...bill, applicantId: bill.salespersonId })) {
        throw new NotFound(keyed('billNotFound'));
      }
      const ids = [...new Set(body.itemIds)];
      const comment = body.comment?.trim() || null;
      return db.transaction(async (tx) => {
        const rows = await edits.lockOfBill(tx, billId, ids);
        if (rows.length !== ids.length || rows.some((r) => r.status !== I.notInStock)) throw new Conflict(keyed('archiveAuditNothing'));
        let moved = 0;
        if (body.pass) {
          const reason = comment ? `档案审核通过：${comment}` : '档案审核通过';
          moved = await archive.moveItems(tx, ids, I.notInStock, I.inStock, { user, reason, transferId: null });
        } else {
          await items.addLines(
            tx,
            ids.map((itemId) => line(user, itemId, I.notInStock, `档案审核退回补正：${comment}`)),
          );
        }
        await recordAudit(tx, audit, {
          entity: ARCHIVE_ENTITY,
          entityId: billId,
          action: body.pass ? 'audit-pass' : 'audit-return',
          after: { itemIds: ids, comment },
        });
        return { moved };
      });
    },

    extension: async (user: SessionUser, id: number): Promise<TransferExtensionState> => transferInScope(user, id),

    /** The applicant asks to keep the documents longer: 2 → 8, 3 → 9, with the date asked for and why. */
    async requestExtension(user: SessionUser, id: number, body: TransferExtensionBody, audit: AuditActor) {
      const before = await transferInScope(user, id);
      if (before.applicantId !== user.id) throw new Forbidden(keyed('archiveExtensionNotApplicant'));
      const to = EXTENDING.get(before.status);
      if (to === undefined) throw new Conflict(keyed('archiveTransferWrongStatus'));
      if (body.extensionDate <= before.returnDate) throw new Validation(keyed('archiveExtensionDate'));
      const reason = body.reason.trim();
      return db.transaction(async (tx) => {
        const [moved] = await edits.askExtension(tx, id, before.status, to, body.version, body.extensionDate, reason);
        if (!moved) throw new Conflict(keyed('archiveTransferStale'));
        await recordAudit(tx, audit, {
          entity: ARCHIVE_TRANSFER_ENTITY,
          entityId: id,
          action: 'extension-request',
          before: { status: before.status, returnDate: before.returnDate },
          after: { status: to, extensionDate: body.extensionDate, reason },
        });
        return { status: to };
      });
    },
    /** A listed approver (not while another holds the audit lock) decides: 8 → 2, 9 → 3; approved, the return date moves. */
    approveExtension: (user: SessionUser, id: number, body: TransferExtensionDecision, audit: AuditActor) =>
      decide(user, id, body, true, audit),
    rejectExtension: (user: SessionUser, id: number, body: TransferExtensionDecision, audit: AuditActor) =>
      decide(user, id, body, false, audit),
  };
}
export type ArchiveEditService = ReturnType<typeof createArchiveEditService>;
