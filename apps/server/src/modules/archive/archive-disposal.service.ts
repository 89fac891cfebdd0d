import {
  ARCHIVE_DISPOSAL_ENTITY,
  ARCHIVE_DISPOSAL_STATUS as D,
  ARCHIVE_PERMISSION,
  ARCHIVE_STOCK as S,
  TRANSFER_APPROVAL_PERMISSION,
  type ArchiveDisposalBody,
  type ArchiveDisposalListQuery,
  type ArchiveDisposalRow,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import { type ArchiveDisposalRecord, archiveDisposalRepository as repo } from './archive-disposal.repository';
import { archiveRepository as items, itemWhere } from './archive.repository';
import type { ArchiveItemService } from './archive.service';

const STALE = keyed('archiveDisposalStale');
const rowOf = (r: ArchiveDisposalRecord): ArchiveDisposalRow => ({
  ...r,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

export type ArchiveDisposalDeps = {
  db: Db;
  clock: Clock;
  archive: Pick<ArchiveItemService, 'moveItems' | 'lockItems'>;
  /** Every loan of the bill settled (the mortgage module's gate, as the release and the archive return use). */
  loanSettled: (billId: number) => Promise<boolean>;
};

/**
 * 永久出库 under two keys (decision 0062). A custodian asks for an in-stock document: the bill's
 * loan settled, or an exception with its reason. Another archive approver (not the maker: the
 * maker-checker guard) approves, and only then the document leaves (2 → 4), or rejects. Each step
 * is a line on the document's ledger and an audit record, in one transaction.
 */
export function createArchiveDisposalService({ db, clock, archive, loanSettled }: ArchiveDisposalDeps) {
  const approverScope = (user: SessionUser) => itemWhere(scopeFor(user, TRANSFER_APPROVAL_PERMISSION), {});
  const line = (user: SessionUser, itemId: number, reason: string) => ({
    itemId,
    fromStatus: S.inStock,
    toStatus: S.inStock,
    reason,
    transferId: null,
    actorId: user.id,
    actorName: user.realName,
    createdAt: clock.now(),
  });

  async function decidable(user: SessionUser, id: number) {
    const found = await repo.find(db, id, approverScope(user));
    if (!found) throw new NotFound(keyed('archiveDisposalNotFound'));
    if (found.status !== D.pending) throw new Conflict(STALE);
    assertMayDecide(user, { makerId: found.requestedBy });
    return found;
  }
  const decision = (user: SessionUser, status: number, comment: string | null) => ({
    status,
    decidedBy: user.id,
    decidedByName: user.realName,
    decidedAt: clock.now(),
    decisionComment: comment,
  });
  const audited = (tx: Parameters<typeof recordAudit>[0], audit: AuditActor, id: number, action: string, after: object) =>
    recordAudit(tx, audit, { entity: ARCHIVE_DISPOSAL_ENTITY, entityId: id, action, before: { status: D.pending }, after });

  return {
    list: (user: SessionUser, q: ArchiveDisposalListQuery) =>
      pagedList(db, repo.list, repo.where(approverScope(user), q.status), q, (rows) => rows.map(rowOf)),

    async request(user: SessionUser, itemId: number, body: ArchiveDisposalBody, audit: AuditActor) {
      const item = await items.find(db, itemId, itemWhere(scopeFor(user, ARCHIVE_PERMISSION), {}));
      if (!item) throw new NotFound(keyed('archiveNotFound'));
      if (item.status !== S.inStock) throw new Conflict(keyed('archiveWrongStatus'));
      if (item.version !== body.version) throw new Conflict(keyed('archiveStale'));
      const reason = body.reason.trim();
      const exceptionReason = body.exceptionReason?.trim() || null;
      if (!exceptionReason && !(await loanSettled(item.billId))) throw new Validation(keyed('archiveDisposalLoanOpen'));
      return db.transaction(async (tx) => {
        const values = { itemId, status: D.pending, reason, exceptionReason, requestedBy: user.id, requestedByName: user.realName };
        const made = await repo.insert(tx, { ...values, requestedAt: clock.now() });
        if (!made) throw new Conflict(keyed('archiveDisposalPending'));
        const exception = exceptionReason ? `；借款未结清，例外原因：${exceptionReason}` : '';
        await items.addLines(tx, [line(user, itemId, `申请永久出库，待审批：${reason}${exception}`)]);
        await recordAudit(tx, audit, { entity: ARCHIVE_DISPOSAL_ENTITY, entityId: made.id, action: 'request', after: values });
        return { status: item.status, disposalId: made.id };
      });
    },

    async approve(user: SessionUser, id: number, body: { version: number; comment?: string | undefined }, audit: AuditActor) {
      const found = await decidable(user, id);
      const comment = body.comment?.trim() || null;
      return db.transaction(async (tx) => {
        const [moved] = await repo.decide(tx, id, body.version, decision(user, D.approved, comment));
        if (!moved) throw new Conflict(STALE);
        await archive.lockItems(tx, [found.itemId]);
        const exception = found.exceptionReason ? `；未结清例外：${found.exceptionReason}` : '';
        const reason = `永久出库，${found.requestedByName}申请（${found.reason}${exception}），审批通过${comment ? `：${comment}` : ''}`;
        const by = { user, reason, transferId: null, audit };
        if ((await archive.moveItems(tx, [found.itemId], S.inStock, S.permanentlyOut, by)) !== 1) {
          throw new Conflict(keyed('archiveWrongStatus'));
        }
        await audited(tx, audit, id, 'approve', { status: D.approved, itemId: found.itemId, comment });
        return { status: D.approved };
      });
    },

    async reject(user: SessionUser, id: number, body: { version: number; comment: string }, audit: AuditActor) {
      const found = await decidable(user, id);
      const comment = body.comment.trim();
      return db.transaction(async (tx) => {
        const [moved] = await repo.decide(tx, id, body.version, decision(user, D.rejected, comment));
        if (!moved) throw new Conflict(STALE);
        await items.addLines(tx, [line(user, found.itemId, `永久出库申请被驳回：${comment}`)]);
        await audited(tx, audit, id, 'reject', { status: D.rejected, comment });
        return { status: D.rejected };
      });
    },
  };
}
export type ArchiveDisposalService = ReturnType<typeof createArchiveDisposalService>;
