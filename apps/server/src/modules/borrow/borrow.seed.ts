import { ACCOUNT, PAYMENT_STATUS } from '@lc/shared';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paged-list';
import type { AuditActor } from '../audit/audit.service';
import { type StoreDemoImage, demoScan } from '../bill/bill-documents.seed';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import { createLedgerService } from '../ledger/ledger.service';
import type { FindDemoUser } from '../module-kit';
import { borrowRepository, loanWhere } from './borrow.repository';
import { anyPayment, paymentRepository } from './payment.repository';

const SEED_ACTOR: AuditActor = { actorId: null, actorName: 'seed', requestId: null, ip: null };
const DEMO = [
  { amount: '30000.00', payType: 2, paidOn: '2026-01-05', status: PAYMENT_STATUS.pending, comment: null },
  { amount: '45000.00', payType: 1, paidOn: '2026-01-06', status: PAYMENT_STATUS.passed, comment: '已到账' },
  { amount: '12000.00', payType: 9, paidOn: '2026-01-07', status: PAYMENT_STATUS.rejected, comment: '凭证金额与到账不符' },
] as const;

/**
 * Payment confirmations on the demo loan accounts, one pending, one confirmed (posted to the
 * ledger, so the trial balance still balances), one rejected; each with a voucher image when the
 * seed is given the file storage. Only into an empty table.
 */
export async function seedDemoPayments(db: Db, findUser: FindDemoUser, store?: StoreDemoImage) {
  if (await anyPayment(db)) return;
  const [loan] = await pageOf(db, borrowRepository.list, loanWhere({ all: true }, {}), 1, 1);
  const [sales, finance] = await Promise.all([findUser('13800000011'), findUser('13800000021')]);
  if (!loan || !sales || !finance) return;
  const account = await paymentRepository.loan(db, loan.id, { all: true });
  if (!account) return;
  const ledger = createLedgerService({ db });
  for (const [i, d] of DEMO.entries()) {
    const imageId = store ? await store(sales.id, demoScan([40 + i * 60, 120, 200]), `demo-voucher-${i}.png`) : null;
    await db.transaction(async (tx) => {
      const created = await paymentRepository.insert(tx, {
        grantId: account.id,
        billId: account.billId,
        fundingParty: account.fundingParty,
        amount: d.amount,
        payType: d.payType,
        paidOn: d.paidOn,
        status: PAYMENT_STATUS.pending,
        idempotencyKey: `demo-payment-${i}`,
        createdBy: sales.id,
        createdByName: sales.realName,
        ownerId: account.ownerId,
        areaCode: account.areaCode,
        departmentCode: account.departmentCode,
        groupId: account.groupId,
      });
      if (!created) return;
      if (imageId) await paymentRepository.insertVouchers(tx, created.id, [imageId]);
      if (d.status === PAYMENT_STATUS.pending) return;
      const decision = { status: d.status, decidedBy: finance.id, decidedByName: finance.realName, decisionComment: d.comment };
      await paymentRepository.move(tx, created.id, PAYMENT_STATUS.pending, 0, decision);
      if (d.status !== PAYMENT_STATUS.passed) return;
      const posted = await ledger.post(tx, SEED_ACTOR, {
        eventType: 'repayment',
        idempotencyKey: `payconfirm:${created.id}`,
        memo: `payment confirmation ${created.id}: received, held in suspense until allocated`,
        subject: { billId: account.billId, fundingParty: account.fundingParty },
        lines: [debitLine(ACCOUNT.bank, d.amount), creditLine(ACCOUNT.suspense, d.amount)],
      });
      await paymentRepository.setLedgerEntry(tx, created.id, posted.entry.id);
    });
  }
}

/** Fees charged on two demo loans, the first partly paid: unpaidProjectBills opens with both. */
const DEMO_FEES = [
  { charged: '2000.00', paid: '500.00', memo: '评估服务费' },
  { charged: '1500.00', paid: null, memo: '展期服务费' },
] as const;

/**
 * Each fee is found by its ledger key and posted once: a later start leaves it where it is, even
 * when staff loans have changed the loan list. Only the demo loans are candidates (found by their
 * bills, seed.ts hands them over), in the loan list's order, one fee per bill.
 */
export async function seedDemoFees(db: Db, demoLoans: { id: number }[]) {
  const ledger = createLedgerService({ db });
  const pending = [];
  for (const [i, fee] of DEMO_FEES.entries()) if (!(await ledger.entryByKey(db, `demo:fee:${i}`))) pending.push({ i, fee });
  if (!pending.length) return;
  const demoBills = new Set(demoLoans.map((l) => l.id));
  const accounts = (await pageOf(db, borrowRepository.list, loanWhere({ all: true }, {}), 1, 20)).filter((a) => demoBills.has(a.billId));
  // A bill may hold several grants: one fee per bill.
  const loans = accounts.filter((a, i) => accounts.findIndex((b) => b.billId === a.billId) === i);
  for (const { i, fee } of pending) {
    const loan = loans[i];
    if (!loan) return;
    const subject = { billId: loan.billId, fundingParty: loan.fundingParty };
    await db.transaction(async (tx) => {
      await ledger.post(tx, SEED_ACTOR, {
        eventType: 'fee',
        idempotencyKey: `demo:fee:${i}`,
        memo: fee.memo,
        subject,
        lines: [debitLine(ACCOUNT.feesReceivable, fee.charged), creditLine(ACCOUNT.feeIncome, fee.charged)],
      });
      if (!fee.paid) return;
      await ledger.post(tx, SEED_ACTOR, {
        eventType: 'repayment',
        idempotencyKey: `demo:fee-paid:${i}`,
        memo: `${fee.memo}（部分收回）`,
        subject,
        lines: [debitLine(ACCOUNT.bank, fee.paid), creditLine(ACCOUNT.feesReceivable, fee.paid)],
      });
    });
  }
}
