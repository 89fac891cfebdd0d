import {
  ACCOUNT,
  BORROW_API,
  BORROW_PERMISSION,
  PAYMENT_ENTITY,
  PAYMENT_STATUS,
  type PaymentDecisionBody,
  type PaymentInput,
  type PaymentListQuery,
  type PaymentRow,
  endpointUrl,
  maskName,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { type SessionUser, hasPermission, ownScope, scopeFor } from '../../core/session-user';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { claimOf, idempotent, keyAlreadyUsed } from '../../db/idempotency';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import type { UploadService } from '../upload/upload.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import { type PaymentRecord, paymentRepository as repo, paymentWhere } from './payment.repository';

export type PaymentDeps = { db: Db; ledger: Pick<LedgerService, 'post'>; uploads: Pick<UploadService, 'ownImages' | 'held'> };

const NOT_FOUND = keyed('borrowNotFound');
const STALE = keyed('borrowPaymentStale');

/**
 * Payment confirmation (paymentConfirm, paymentConfirmSalesman): the salesperson reports a payment
 * on one of their loan accounts with voucher images (encrypted uploads, decision 0025's way);
 * finance confirms it, which posts the receipt (debit bank, credit suspense: received, not yet
 * allocated to the schedule), or rejects it with a reason. Each move is conditional and audited.
 */
export function createPayments({ db, ledger, uploads }: PaymentDeps) {
  async function present(rows: PaymentRecord[]): Promise<PaymentRow[]> {
    const vouchers = await repo.vouchersOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      grantId: r.grantId,
      billNo: r.billNo,
      customerName: maskName(r.customerName),
      amount: new Decimal(r.amount).toFixed(2),
      payType: r.payType,
      paidOn: r.paidOn,
      status: r.status,
      createdBy: r.createdBy,
      createdByName: r.createdByName,
      createdAt: r.createdAt.toISOString(),
      decidedByName: r.decidedByName,
      decisionComment: r.decisionComment,
      ledgerEntryId: r.ledgerEntryId,
      version: r.version,
      vouchers: vouchers
        .filter((v) => v.paymentId === r.id)
        .map((v) => ({ id: v.id, imageUrl: endpointUrl(BORROW_API.endpoints.voucherImage, { id: r.id, voucherId: v.id }) })),
    }));
  }

  async function list(scope: ScopeFilter, q: PaymentListQuery) {
    return pagedList(db, repo.list, paymentWhere(scope, q), q, (rows) => present(rows));
  }

  /** One transaction: the pending record at the version read moves, the ledger posts (confirm), the audit records. */
  async function decide(user: SessionUser, id: number, body: PaymentDecisionBody, audit: AuditActor, confirm: boolean) {
    await db.transaction(async (tx) => {
      const found = await repo.find(tx, id, scopeFor(user, BORROW_PERMISSION.payments));
      if (!found) throw new NotFound(NOT_FOUND);
      assertMayDecide(user, { makerId: found.createdBy });
      const status = confirm ? PAYMENT_STATUS.passed : PAYMENT_STATUS.rejected;
      const decision = { status, decidedBy: user.id, decidedByName: user.realName, decisionComment: body.comment ?? null };
      const [moved] = await repo.move(tx, id, PAYMENT_STATUS.pending, body.version, decision);
      if (!moved) throw new Conflict(STALE);
      let ledgerEntryId: number | null = null;
      if (confirm) {
        const amount = new Decimal(found.amount).toFixed(2);
        const posted = await ledger.post(tx, audit, {
          eventType: 'repayment',
          idempotencyKey: `payconfirm:${id}`,
          memo: `payment confirmation ${id}: received, held in suspense until allocated`,
          subject: { billId: found.billId, fundingParty: found.fundingParty },
          lines: [debitLine(ACCOUNT.bank, amount), creditLine(ACCOUNT.suspense, amount)],
        });
        ledgerEntryId = posted.entry.id;
        await repo.setLedgerEntry(tx, id, ledgerEntryId);
      }
      await recordAudit(tx, audit, {
        entity: PAYMENT_ENTITY,
        entityId: id,
        action: confirm ? 'confirm' : 'reject',
        before: { status: found.status },
        after: { ...decision, ledgerEntryId },
      });
    });
  }

  /** A voucher's image id, for finance with the record in scope or the salesperson whose loan it is. */
  async function voucherImage(user: SessionUser, id: number, voucherId: number) {
    const scopes: ScopeFilter[] = [];
    if (hasPermission(user, BORROW_PERMISSION.payments)) scopes.push(scopeFor(user, BORROW_PERMISSION.payments));
    if (hasPermission(user, BORROW_PERMISSION.paymentsSalesman)) scopes.push(ownScope(user));
    for (const scope of scopes) {
      if (!(await repo.find(db, id, scope))) continue;
      const voucher = await repo.voucher(db, id, voucherId);
      if (voucher) return voucher.imageId;
    }
    throw new NotFound(NOT_FOUND);
  }

  return {
    payments: (user: SessionUser, q: PaymentListQuery) => list(scopeFor(user, BORROW_PERMISSION.payments), q),
    salesmanPayments: (user: SessionUser, q: PaymentListQuery) => list(ownScope(user), q),

    /** Under the one idempotency rule (decision 0076): a repeat of the key answers the first record. */
    async report(user: SessionUser, input: PaymentInput, audit: AuditActor) {
      return idempotent(db, claimOf('borrow.payment', user.id, input), async () => {
        const loan = await repo.loan(db, input.grantId, ownScope(user));
        if (!loan) throw new NotFound(keyed('borrowLoanNotFound'));
        const ids = [...new Set(input.imageIds)];
        if ((await uploads.ownImages(user, ids)).length !== ids.length) throw new Validation(keyed('borrowVoucherNotFound'));
        return db.transaction(async (tx) => {
          const values = {
            grantId: loan.id,
            billId: loan.billId,
            fundingParty: loan.fundingParty,
            amount: new Decimal(input.amount).toFixed(2),
            payType: input.payType,
            paidOn: input.paidOn,
            status: PAYMENT_STATUS.pending,
            idempotencyKey: input.idempotencyKey,
            createdBy: user.id,
            createdByName: user.realName,
            ownerId: loan.ownerId,
            areaCode: loan.areaCode,
            departmentCode: loan.departmentCode,
            groupId: loan.groupId,
          };
          const created = await repo.insert(tx, values);
          if (!created) throw keyAlreadyUsed();
          const vouchers = await repo.insertVouchers(tx, created.id, ids);
          if (vouchers.length < ids.length) throw new Conflict(keyed('borrowVoucherUsed'));
          await recordAudit(tx, audit, {
            entity: PAYMENT_ENTITY,
            entityId: created.id,
            action: 'create',
            after: { ...values, imageIds: ids },
          });
          return { id: created.id };
        });
      });
    },
    confirm: (user: SessionUser, id: number, body: PaymentDecisionBody, audit: AuditActor) => decide(user, id, body, audit, true),
    reject: (user: SessionUser, id: number, body: PaymentDecisionBody, audit: AuditActor) => decide(user, id, body, audit, false),
    voucherPayload: async (user: SessionUser, id: number, voucherId: number) =>
      uploads.held.payload(await voucherImage(user, id, voucherId)),
    voucherKey: async (user: SessionUser, id: number, voucherId: number) => uploads.held.dataKey(await voucherImage(user, id, voucherId)),
  };
}
export type Payments = ReturnType<typeof createPayments>;
