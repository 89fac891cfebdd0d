import {
  ARCHIVE_STOCK as I,
  ARCHIVE_TRANSFER_ENTITY,
  ARCHIVE_TRANSFER_STATUS as T,
  TRANSFER_APPROVAL_PERMISSION,
  TRANSFER_REQUEST_PERMISSION,
  TRANSFER_STORE_PERMISSION,
  type TransferSettlementConfirm,
  type TransferSettlementRefuse,
  type TransferSettlementState,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { Conflict, Forbidden, NotFound, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { instanceInScope } from '../workflow/flow-engine.service';
import { archiveSettlementRepository as repo } from './archive-settlement.repository';
import { archiveTransferRepository as transfers } from './archive-transfer.repository';
import type { ArchiveItemService } from './archive.service';

const READERS = [TRANSFER_REQUEST_PERMISSION, TRANSFER_APPROVAL_PERMISSION, TRANSFER_STORE_PERMISSION];
/** Documents out: to be returned, partly returned, and both while an extension is in approval. */
const OUT = [T.toBeReturned, T.partlyReturned, T.toBeReturnedExtending, T.partlyReturnedExtending] as const;

export type ArchiveSettlementDeps = {
  db: Db;
  clock: Clock;
  archive: Pick<ArchiveItemService, 'moveItems' | 'lockItems' | 'isApprover'>;
};

/**
 * Decision 0057: a loan settled while a transfer's documents are out. The originals go to the
 * borrower instead of back to the archive, so the transfer waits (10) for a listed transfer
 * approver: confirmed, the documents still out leave stock for good (3 → 4, a ledger line each)
 * and the transfer is settled (5); refused, it goes back to the status it came from.
 */
export function createArchiveSettlementService({ db, clock, archive }: ArchiveSettlementDeps) {
  async function inScope(user: SessionUser, id: number) {
    const facts = await transfers.scopeOf(db, id);
    const found = facts && (await repo.state(db, id));
    if (!found || !READERS.some((code) => instanceInScope(scopeFor(user, code), facts)))
      throw new NotFound(keyed('archiveTransferNotFound'));
    return found;
  }

  /** The approver deciding: listed, not while another holds the audit lock, the transfer waiting. */
  async function decidable(user: SessionUser, id: number) {
    const before = await inScope(user, id);
    if (!(await archive.isApprover(user.id))) throw new Forbidden(keyed('archiveTransferNotApprover'));
    const held = (await transfers.locks(db, id, clock.now())).find((l) => l.kind === 'audit' && l.holderId !== user.id);
    if (held) throw new Conflict(keyed('archiveTransferLocked', { name: held.holderName }));
    if (before.status !== T.awaitingSettlement) throw new Conflict(keyed('archiveTransferWrongStatus'));
    return before;
  }

  return {
    async state(user: SessionUser, id: number): Promise<TransferSettlementState> {
      const s = await inScope(user, id);
      return {
        status: s.status,
        settlementFrom: s.settlementFrom,
        settlementAskedAt: s.settlementAskedAt?.toISOString() ?? null,
        outstanding: await repo.outstanding(db, id),
        version: s.version,
      };
    },

    /**
     * The settlement follow-up (called when every loan of the bill is settled): the bill's transfers
     * with documents out wait for the confirmation. Once per transfer: after a refusal, running the
     * follow-ups again (settleStatus does) leaves it where the approver put it. Answers how many moved.
     */
    onSettlement: (billId: number, by: Pick<SessionUser, 'id' | 'realName'>, audit: AuditActor) =>
      db.transaction(async (tx) => {
        const moved = await repo.askOnSettlement(tx, billId, OUT, T.awaitingSettlement, clock.now());
        for (const m of moved) {
          await recordAudit(tx, audit, {
            entity: ARCHIVE_TRANSFER_ENTITY,
            entityId: m.id,
            action: 'settlement-await',
            before: { status: m.from },
            after: { status: T.awaitingSettlement, settledBy: by.realName },
          });
        }
        return moved.length;
      }),

    async confirm(user: SessionUser, id: number, body: TransferSettlementConfirm, audit: AuditActor) {
      const before = await decidable(user, id);
      const comment = body.comment?.trim() || null;
      return db.transaction(async (tx) => {
        const [moved] = await repo.decide(tx, id, T.awaitingSettlement, body.version, T.settled);
        if (!moved) throw new Conflict(keyed('archiveTransferStale'));
        const ids = (await repo.outstanding(tx, id)).map((o) => o.id);
        await archive.lockItems(tx, ids);
        const reason = `借款已结清，档案随结清交还借款人，确认结档${comment ? `：${comment}` : ''}`;
        if ((await archive.moveItems(tx, ids, I.out, I.permanentlyOut, { user, reason, transferId: id, audit })) !== ids.length) {
          throw new Conflict(keyed('archiveTransferItemsUnavailable'));
        }
        await recordAudit(tx, audit, {
          entity: ARCHIVE_TRANSFER_ENTITY,
          entityId: id,
          action: 'settlement-confirm',
          before: { status: before.status, settlementFrom: before.settlementFrom },
          after: { status: T.settled, itemIds: ids, comment },
        });
        await transfers.release(tx, id, 'audit', user.id);
        return { status: T.settled };
      });
    },

    /** Refused (the documents are coming back after all): back to the status it came from; the documents stay out. */
    async refuse(user: SessionUser, id: number, body: TransferSettlementRefuse, audit: AuditActor) {
      const before = await decidable(user, id);
      if (before.settlementFrom === null) throw new Conflict(keyed('archiveTransferWrongStatus'));
      return db.transaction(async (tx) => {
        const [moved] = await repo.decide(tx, id, T.awaitingSettlement, body.version, null);
        if (!moved) throw new Conflict(keyed('archiveTransferStale'));
        await recordAudit(tx, audit, {
          entity: ARCHIVE_TRANSFER_ENTITY,
          entityId: id,
          action: 'settlement-refuse',
          before: { status: before.status },
          after: { status: moved.status, comment: body.comment.trim() },
        });
        await transfers.release(tx, id, 'audit', user.id);
        return { status: moved.status };
      });
    },
  };
}
export type ArchiveSettlementService = ReturnType<typeof createArchiveSettlementService>;
