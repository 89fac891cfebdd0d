import { RECHARGE_STATUS as R, WITHHOLD_STATUS as S, maskBankCard } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Executor } from '../db/client';
import { pageOf } from '../db/paged-list';
import { shanghaiDate } from '../lib/time';
import type { AuditActor } from '../modules/audit/audit.service';
import { cardRepository } from '../modules/bank-card/card.repository';
import { createLedgerService } from '../modules/ledger/ledger.service';
import type { FindDemoUser } from '../modules/module-kit';
import { applyRepayment } from '../modules/repayment/repayment-apply.service';
import { periodWhere, repaymentRepository } from '../modules/repayment/repayment.repository';
import { withholdRepository as repo } from '../modules/withhold/withhold.repository';

const SEED_ACTOR: AuditActor = { actorId: null, actorName: 'seed', requestId: null, ip: null };
const HOUR = 3_600_000;
type Loan = { id: number; billId: number; billNo: string; customerName: string; status: number; method: string };

/**
 * Demo withholdings and recharges (issue 16 item 8, decision 0047), so the three lists open with rows
 * in several statuses: on the overdue loan, one withholding the channel refused and one whose answer
 * was lost (to query); on the paid-up interest-first loan, one refused and then retried successfully
 * (two attempts, one posting through the repayment waterfall and the ledger) and a posted recharge;
 * a recharge awaiting review and one rejected. Only into empty tables, after the demo repayments.
 */
export async function seedDemoWithholds(db: Db, findUser: FindDemoUser) {
  if ((await pageOf(db, repo.requests.list, undefined, 1, 1)).length) return;
  const [finance, afterLoan] = await Promise.all(['13800000021', '13800000041'].map((m) => findUser(m)));
  const now = Date.now();
  const today = shanghaiDate(new Date(now));
  const loans = (await pageOf(db, repaymentRepository.loans.listOn(today), undefined, 1, 20)) as Loan[];
  const overdue = loans.find((l) => l.status === 2);
  const current = loans.find((l) => l.method === 'interestFirst' && l.status === 1);
  if (!finance || !afterLoan || !overdue || !current) return;
  const dues = await pageOf(
    db,
    repaymentRepository.periods.listOn(today),
    periodWhere({ all: true }, { loanId: overdue.id, status: 4 }, today),
    1,
    10,
  );
  const next = (
    await pageOf(db, repaymentRepository.periods.listOn(today), periodWhere({ all: true }, { loanId: current.id, status: 3 }, today), 1, 1)
  )[0];
  const [firstDue, secondDue] = dues;
  if (!firstDue || !secondDue || !next) return;
  const ledger = createLedgerService({ db });
  const copy = async (loan: Loan) => {
    const holder = (await repaymentRepository.holderOf(db, loan.id))!;
    const [card] = await cardRepository.inUseFor(db, loan.billId, null);
    return { loanId: loan.id, billNo: loan.billNo, customerName: loan.customerName, ...holder, card };
  };
  const [onOverdue, onCurrent] = [await copy(overdue), await copy(current)];
  if (!onOverdue.card || !onCurrent.card) return;
  const owed = (p: (typeof dues)[number]) =>
    new Decimal(p.penalty)
      .minus(p.paidPenalty)
      .plus(p.principal)
      .minus(p.paidPrincipal)
      .plus(p.interest)
      .minus(p.paidInterest)
      .plus(p.fee)
      .minus(p.paidFee)
      .toFixed(2);
  const cardOf = (c: NonNullable<typeof onOverdue.card>) => ({
    cardId: c.id,
    cardLabel: `${c.accountName} ${c.bankName} ${maskBankCard(c.cardNo)}`,
  });
  let seq = 0;
  const ref = () => `WH-DEMO-${String(++seq).padStart(4, '0')}`;

  await db.transaction(async (tx) => {
    const request = async (
      on: typeof onOverdue,
      r: { period: number; amount: string; status: number; at: Date; attempts: { status: number; failed?: boolean }[] },
    ) => {
      const { card, ...loan } = on;
      const last = r.attempts.at(-1)!;
      const made = await repo.requests.insert(tx, {
        ...loan,
        ...cardOf(card!),
        period: r.period,
        amount: r.amount,
        status: S.inProgress,
        attempts: r.attempts.length,
        idempotencyKey: `demo-withhold-${r.period}-${loan.loanId}`,
        createdBy: finance.id,
        createdByName: finance.realName,
        createdAt: r.at,
      });
      let channelRef = '';
      for (const [k, a] of r.attempts.entries()) {
        channelRef = ref();
        await repo.attempts.insert(tx, {
          requestId: made.id,
          amount: r.amount,
          status: a.status,
          channelRef,
          failureKey: a.failed ? 'withholdChannelRefused' : null,
          channelDay: shanghaiDate(new Date(r.at.getTime() + k * HOUR)),
          createdByName: finance.realName,
          createdAt: new Date(r.at.getTime() + k * HOUR),
        });
      }
      const settledAt = new Date(r.at.getTime() + (r.attempts.length - 1) * HOUR);
      const posted = r.status === S.succeeded ? await post(tx, loan.loanId, r.amount, `withhold:${made.id}`, settledAt) : null;
      await repo.requests.move(tx, made.id, S.inProgress, {
        status: r.status,
        channelRef,
        failureKey: last.failed ? 'withholdChannelRefused' : null,
        ledgerEntryId: posted?.entryId ?? null,
        settledAt: r.status === S.timedOut ? null : settledAt,
      });
    };
    const post = (ex: Executor, loanId: number, amount: string, key: string, paidAt: Date) =>
      applyRepayment(ex, ledger, { loanId, amount, paidAt, idempotencyKey: key, businessDate: today }, SEED_ACTOR);
    const daysAgo = (d: number) => new Date(now - d * 24 * HOUR);

    await request(onOverdue, {
      period: firstDue.period,
      amount: owed(firstDue),
      status: S.failed,
      at: daysAgo(3),
      attempts: [{ status: S.failed, failed: true }],
    });
    await request(onOverdue, {
      period: secondDue.period,
      amount: owed(secondDue),
      status: S.timedOut,
      at: daysAgo(1),
      attempts: [{ status: S.timedOut }],
    });
    await request(onCurrent, {
      period: next.period,
      amount: '100.00',
      status: S.succeeded,
      at: daysAgo(2),
      attempts: [{ status: S.failed, failed: true }, { status: S.succeeded }],
    });

    const recharge = async (on: typeof onOverdue, r: { amount: string; status: number; at: Date; reason?: string; n: number }) => {
      const { card: _card, ...loan } = on;
      const made = await repo.recharges.insert(tx, {
        ...loan,
        amount: r.amount,
        payerName: on.customerName,
        transferRef: `TR${shanghaiDate(r.at).replaceAll('-', '')}${String(r.n).padStart(4, '0')}`,
        paidOn: shanghaiDate(r.at),
        idempotencyKey: `demo-recharge-${r.n}`,
        createdBy: afterLoan.id,
        createdByName: afterLoan.realName,
        createdAt: r.at,
      });
      if (r.status === R.pending) return;
      const posted = r.status === R.posted ? await post(tx, loan.loanId, r.amount, `recharge:${made.id}`, r.at) : null;
      await repo.recharges.decide(tx, made.id, {
        status: r.status,
        credit: posted?.credit ?? '0',
        ledgerEntryId: posted?.entryId ?? null,
        rejectReason: r.reason ?? null,
        reviewedBy: finance.id,
        reviewedByName: finance.realName,
        reviewedAt: new Date(r.at.getTime() + HOUR),
      });
    };
    await recharge(onCurrent, { amount: '200.00', status: R.posted, at: daysAgo(4), n: 1 });
    await recharge(onOverdue, { amount: '3000.00', status: R.rejected, at: daysAgo(2), reason: '银行流水未见到账', n: 2 });
    await recharge(onOverdue, { amount: '5000.00', status: R.pending, at: daysAgo(1), n: 3 });
  });
}
