import {
  LOAN_VOUCHER_ENTITY,
  LOAN_VOUCHER_PERMISSION as P,
  LOAN_VOUCHER_STATUS as S,
  LOAN_VOUCHER_UPLOADABLE,
  type LoanVoucherDecision,
  type LoanVoucherUploadBody,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { UploadService } from '../upload/upload.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import { loanVoucherRepository as repo } from './loan-voucher.repository';
import { LOAN_NOT_FOUND } from './loan-voucher.service';

const STALE = keyed('loanVoucherStale');
type Move = Parameters<typeof repo.move>[3];
export type LoanVoucherWriteDeps = { db: Db; uploads: Pick<UploadService, 'ownImages'> };

/**
 * The writes (decision 0046): an upload (not uploaded or rejected → pending at level 1, a new
 * round of images), the first audit (→ level 2, or rejected) and the second (→ passed, or
 * rejected). Nobody audits their own upload, and the second level is another person than the
 * first (403). Each is one conditional update at the version read, audited in its transaction.
 */
export function createLoanVoucherWrites({ db, uploads }: LoanVoucherWriteDeps) {
  async function inScope(user: SessionUser, drawId: number, permission: string) {
    const found = await repo.find(db, drawId, scopeFor(user, permission));
    if (!found) throw new NotFound(LOAN_NOT_FOUND);
    return found;
  }

  async function audit(user: SessionUser, drawId: number, level: 1 | 2, body: LoanVoucherDecision, actor: AuditActor) {
    const found = await inScope(user, drawId, level === 1 ? P.audit : P.second);
    if (found.status !== S.pending || found.level !== level || found.version !== body.version) throw new Conflict(STALE);
    assertMayDecide(user, { makerId: found.uploadedBy, priorApproverIds: level === 2 ? [found.firstBy] : [] });
    const now = new Date();
    const by =
      level === 1
        ? { firstBy: user.id, firstByName: user.realName, firstAt: now }
        : { secondBy: user.id, secondByName: user.realName, secondAt: now };
    const comment = body.comment?.trim() || null;
    const values: Move =
      body.decision === 'reject'
        ? { status: S.rejected, level, decisionComment: comment, ...by }
        : level === 1
          ? { level: 2, decisionComment: comment, ...by }
          : { status: S.passed, level: 2, decisionComment: comment, ...by };
    return db.transaction(async (tx) => {
      const [moved] = await repo.move(tx, drawId, { from: [S.pending], level, version: body.version }, values);
      if (!moved) throw new Conflict(STALE);
      await recordAudit(tx, actor, {
        entity: LOAN_VOUCHER_ENTITY,
        entityId: moved.id,
        action: `${body.decision}-${level}`,
        before: { status: found.status, level },
        after: { ...values, status: moved.status, level: moved.level, drawId },
      });
      return { status: moved.status, level: moved.level, version: moved.version };
    });
  }

  return {
    /** The caller's own uploaded images start a round at level 1: the first upload makes the row (version 0). */
    async upload(user: SessionUser, drawId: number, body: LoanVoucherUploadBody, actor: AuditActor) {
      const found = await inScope(user, drawId, P.audit);
      const ids = [...new Set(body.imageIds)];
      if ((await uploads.ownImages(user, ids)).length !== ids.length) throw new Validation(keyed('loanVoucherImageNotFound'));
      if (!(LOAN_VOUCHER_UPLOADABLE as readonly number[]).includes(found.status)) throw new Conflict(STALE);
      const sent = { status: S.pending, level: 1, uploadedBy: user.id, uploadedByName: user.realName, uploadedAt: new Date() };
      // A new round clears the last round's decisions (the audit trail keeps them).
      const cleared = { firstBy: null, firstByName: null, firstAt: null, secondBy: null, secondByName: null, secondAt: null };
      return db.transaction(async (tx) => {
        const [moved] =
          found.voucherId === null
            ? body.version === 0
              ? [await repo.insert(tx, { drawId, ...sent })]
              : []
            : await repo.move(
                tx,
                drawId,
                { from: LOAN_VOUCHER_UPLOADABLE, version: body.version },
                { ...sent, ...cleared, decisionComment: null },
                true,
              );
        if (!moved) throw new Conflict(STALE);
        const added = await repo.insertImages(tx, moved.id, moved.round, ids);
        if (added.length < ids.length) throw new Conflict(keyed('loanVoucherImageUsed'));
        await recordAudit(tx, actor, {
          entity: LOAN_VOUCHER_ENTITY,
          entityId: moved.id,
          action: 'upload',
          before: { status: found.status, round: found.round },
          after: { status: moved.status, level: moved.level, round: moved.round, drawId, imageIds: ids },
        });
        return { status: moved.status, level: moved.level, version: moved.version };
      });
    },

    firstAudit: (user: SessionUser, drawId: number, body: LoanVoucherDecision, actor: AuditActor) => audit(user, drawId, 1, body, actor),
    secondAudit: (user: SessionUser, drawId: number, body: LoanVoucherDecision, actor: AuditActor) => audit(user, drawId, 2, body, actor),
  };
}
export type LoanVoucherWrites = ReturnType<typeof createLoanVoucherWrites>;
