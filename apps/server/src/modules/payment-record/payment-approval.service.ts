import {
  ACCOUNT,
  PAYMENT_RECORD_ENTITY,
  PAYMENT_RECORD_PERMISSION as P,
  PAYMENT_RECORD_STATUS as S,
  type PaymentDecision,
  type PaymentRecordInput,
  type PaymentVoucherBody,
  VOUCHER_UPLOADABLE,
} from '@lc/shared';
import type { Db, Executor } from '../../db/client';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import type { LedgerService } from '../ledger/ledger.service';
import type { UploadService } from '../upload/upload.service';
import { type PaymentRecordRecord, paymentRecordRepository as repo } from './payment-record.repository';
import { claimOf, idempotent, keyAlreadyUsed } from '../../db/idempotency';
import { PAYMENT_RECORD_NOT_FOUND } from './payment-record.service';
import { fen } from '../../lib/money';

const STALE = keyed('paymentRecordStale');
/** The record's maker, and at level 2 its level-1 approver: neither decides it (decision 0062). */
const madeBy = (r: PaymentRecordRecord, level: number) => ({ makerId: r.createdBy, priorApproverIds: level === 2 ? [r.firstBy] : [] });
export type PaymentWriteDeps = { db: Db; uploads: Pick<UploadService, 'ownImages'>; ledger: Pick<LedgerService, 'post'> };
/** The idempotency key of a record's posting: one record can never post twice, whoever retries. */
export const paymentPostingKey = (id: number) => `payment-record:${id}`;

/**
 * The writes: a record (idempotent by key), its vouchers (not uploaded or rejected → pending at
 * level 1), and the two approval levels (level 1 → level 2 → passed, by two different people; a
 * rejection at either level → rejected). Each is one conditional update at the version read, audited.
 */
export function createPaymentWrites({ db, uploads, ledger }: PaymentWriteDeps) {
  /**
   * A passed record is money the firm paid for the bill's borrower (notary, registration and
   * valuation fees, an advance), to be recovered from them: debit fees receivable 1123, credit
   * bank 1002, the bill as the dimension (decision 0046). In the approval's transaction.
   */
  async function post(tx: Executor, actor: AuditActor, r: PaymentRecordRecord) {
    const amount = fen(r.amount);
    const posted = await ledger.post(tx, actor, {
      eventType: 'fee',
      idempotencyKey: paymentPostingKey(r.id),
      memo: `payment record ${r.id}: paid to ${r.payee}, recoverable from the borrower`,
      subject: { billId: r.billId, fundingParty: null },
      lines: [debitLine(ACCOUNT.feesReceivable, amount), creditLine(ACCOUNT.bank, amount)],
    });
    await repo.setLedgerEntry(tx, r.id, posted.entry.id);
    return posted.entry.id;
  }

  async function inScope(user: SessionUser, id: number, permission: string) {
    const found = await repo.find(db, id, scopeFor(user, permission));
    if (!found) throw new NotFound(PAYMENT_RECORD_NOT_FOUND);
    return found;
  }

  return {
    /** The posting of a record that passed (the demo seed posts its passed records with it). */
    postPassed: post,

    /** Under the one idempotency rule (decision 0076): a repeat of the key (88.8 and 88.80 alike) answers the first record. */
    async create(user: SessionUser, input: PaymentRecordInput, actor: AuditActor) {
      return idempotent(db, claimOf('paymentRecord.create', user.id, { ...input, amount: fen(input.amount) }), async () => {
        const bill = await repo.bill(db, input.billId, scopeFor(user, P.list));
        if (!bill) throw new NotFound(keyed('paymentRecordBillNotFound'));
        const values = {
          billId: input.billId,
          agency: bill.channelId !== null,
          payee: input.payee.trim(),
          amount: fen(input.amount),
          kind: input.kind,
          status: input.exempt ? S.exempt : S.notUploaded,
          remark: input.remark?.trim() || null,
        };
        return db.transaction(async (tx) => {
          const created = await repo.insert(tx, {
            ...values,
            idempotencyKey: input.idempotencyKey,
            createdBy: user.id,
            createdByName: user.realName,
          });
          if (!created) throw keyAlreadyUsed();
          await recordAudit(tx, actor, { entity: PAYMENT_RECORD_ENTITY, entityId: created.id, action: 'create', after: values });
          return { id: created.id };
        });
      });
    },

    /** The voucher images (the caller's own uploads) send the record for approval at level 1. */
    async vouchers(user: SessionUser, id: number, body: PaymentVoucherBody, actor: AuditActor) {
      const found = await inScope(user, id, P.list);
      const ids = [...new Set(body.imageIds)];
      if ((await uploads.ownImages(user, ids)).length !== ids.length) throw new Validation(keyed('paymentRecordVoucherNotFound'));
      return db.transaction(async (tx) => {
        const [moved] = await repo.move(
          tx,
          id,
          { from: VOUCHER_UPLOADABLE, version: body.version },
          { status: S.pending, level: 1, decisionComment: null },
        );
        if (!moved) throw new Conflict(STALE);
        const added = await repo.insertVouchers(tx, id, ids);
        if (added.length < ids.length) throw new Conflict(keyed('paymentRecordVoucherUsed'));
        await recordAudit(tx, actor, {
          entity: PAYMENT_RECORD_ENTITY,
          entityId: id,
          action: 'upload',
          before: { status: found.status },
          after: { status: moved.status, level: moved.level, imageIds: ids },
        });
        return moved;
      });
    },

    /** Level 1 moves to level 2; level 2 (another person than level 1's) passes the record. */
    async approve(user: SessionUser, id: number, body: PaymentDecision, actor: AuditActor) {
      const found = await inScope(user, id, P.approve);
      if (found.status !== S.pending) throw new Conflict(STALE);
      const level = found.level ?? 1;
      assertMayDecide(user, madeBy(found, level));
      const now = new Date();
      const values =
        level === 1
          ? { level: 2, firstBy: user.id, firstByName: user.realName, firstAt: now, decisionComment: body.comment ?? null }
          : {
              status: S.passed,
              level: null,
              secondBy: user.id,
              secondByName: user.realName,
              secondAt: now,
              decisionComment: body.comment ?? null,
            };
      const posting = level === 2 ? (tx: Executor) => post(tx, actor, found) : undefined;
      return decide(id, { level, version: body.version, action: `approve-${level}`, before: found.status }, values, actor, posting);
    },

    /** Either level may reject, with a reason: the record goes back for new vouchers. */
    async reject(user: SessionUser, id: number, body: PaymentDecision, actor: AuditActor) {
      const found = await inScope(user, id, P.approve);
      if (found.status !== S.pending) throw new Conflict(STALE);
      const level = found.level ?? 1;
      assertMayDecide(user, madeBy(found, level));
      const now = new Date();
      const by =
        level === 1
          ? { firstBy: user.id, firstByName: user.realName, firstAt: now }
          : { secondBy: user.id, secondByName: user.realName, secondAt: now };
      const values = { status: S.rejected, level: null, decisionComment: body.comment ?? null, ...by };
      return decide(id, { level, version: body.version, action: `reject-${level}`, before: found.status }, values, actor);
    },
  };

  async function decide(
    id: number,
    step: { level: number; version: number; action: string; before: number },
    values: Parameters<typeof repo.move>[3],
    actor: AuditActor,
    posting?: (tx: Executor) => Promise<number>,
  ) {
    return db.transaction(async (tx) => {
      const [moved] = await repo.move(tx, id, { from: [S.pending], level: step.level, version: step.version }, values);
      if (!moved) throw new Conflict(STALE);
      // Only the winner of the conditional move posts, in its transaction: a lost race posts nothing.
      const ledgerEntryId = posting ? await posting(tx) : undefined;
      await recordAudit(tx, actor, {
        entity: PAYMENT_RECORD_ENTITY,
        entityId: id,
        action: step.action,
        before: { status: step.before, level: step.level },
        after: { ...values, status: moved.status, level: moved.level, ...(ledgerEntryId ? { ledgerEntryId } : {}) },
      });
      return moved;
    });
  }
}
export type PaymentWrites = ReturnType<typeof createPaymentWrites>;
