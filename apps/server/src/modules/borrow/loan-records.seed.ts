import { ACCOUNT, ADJUST_DIRECTION, ADJUST_TARGET, DEPOSIT_KIND, LOAN_CHANGE_STATUS } from '@lc/shared';
import type { Db, Tx } from '../../db/client';
import { pageOf } from '../../db/paged-list';
import type { AuditActor } from '../audit/audit.service';
import { changeLoanBorrowType, extendBillTerms } from '../bill/bill.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import { createLedgerService } from '../ledger/ledger.service';
import type { FindDemoUser } from '../module-kit';
import { borrowRepository, loanWhere } from './borrow.repository';
import { applyAdjustment } from './loan-changes.service';
import { loanRecordsRepository as repo } from './loan-records.repository';
import { scopeColumnsOf } from './loan-records.service';
import { extendLoanSchedule } from '../repayment/repayment-extend.service';
import { adjustLoanSchedule } from '../repayment/repayment-adjust.service';
import { readCalendar } from '../repayment/overdue-run.service';
import { shanghaiDate } from '../../lib/time';

const SEED_ACTOR: AuditActor = { actorId: null, actorName: 'seed', requestId: null, ip: null };
type Person = { id: number; realName: string };
type Loan = NonNullable<Awaited<ReturnType<typeof repo.loan>>>;
const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The loan book's records of change on two demo loans (decision 0043): deposits received and
 * refunded; adjustments awaiting, approved (posted) and rejected; a loan type changed and changed
 * back (the bill ends on its own type); extensions approved (its fee posted, its schedule moved), awaiting and rejected.
 * Requests by 合同管理 (81) and 贷中 (42), decisions by 财务总监 (20), deposits by 财务放款 (21).
 * Only into empty tables; every posting goes through the ledger service, so the books still balance.
 */
const loansOf = async (db: Db, accounts: { id: number }[]) =>
  (await Promise.all(accounts.map((x) => repo.loan(db, x.id, { all: true })))).filter((l): l is Loan => Boolean(l));

/** Whether a grant's loan is being repaid on time (not overdue, not settled): the repayment module's fact, handed over by seed.ts. */
export type RepayingOnTime = (grantId: number) => Promise<boolean>;

export async function seedDemoLoanRecords(db: Db, findUser: FindDemoUser, repayingOnTime: RepayingOnTime = async () => false) {
  if (await repo.anyRecord(db)) return;
  const [head, finance, contracts, inLoan] = await Promise.all(
    ['13800000020', '13800000021', '13800000081', '13800000042'].map((m) => findUser(m)),
  );
  if (!head || !finance || !contracts || !inLoan) return;
  const accounts = await pageOf(db, borrowRepository.list, loanWhere({ all: true }, {}), 1, 20);
  const distinct = accounts.filter((a, i) => accounts.findIndex((b) => b.billId === a.billId) === i);
  const loans = await loansOf(db, distinct.slice(0, 2));
  const [a, b] = loans;
  if (!a || !b) return;
  const ledger = createLedgerService({ db });
  const of = (loan: Loan, by: Person) => ({
    grantId: loan.id,
    billId: loan.billId,
    fundingParty: loan.fundingParty,
    createdBy: by.id,
    createdByName: by.realName,
    ...scopeColumnsOf(loan),
  });
  const post = (
    tx: Tx,
    loan: Loan,
    key: string,
    memo: string,
    eventType: 'deposit' | 'adjustment' | 'fee',
    lines: ReturnType<typeof debitLine>[],
  ) =>
    ledger.post(tx, SEED_ACTOR, {
      eventType,
      idempotencyKey: key,
      memo,
      subject: { billId: loan.billId, fundingParty: loan.fundingParty },
      lines,
    });
  const decided = (approve: boolean, comment: string, ledgerEntryId: number | null = null) => ({
    status: approve ? LOAN_CHANGE_STATUS.approved : LOAN_CHANGE_STATUS.rejected,
    decidedBy: head.id,
    decidedByName: head.realName,
    decisionComment: comment,
    ledgerEntryId,
  });

  const deposits = [
    { loan: a, kind: DEPOSIT_KIND.received, amount: '50000.00', memo: '履约保证金' },
    { loan: a, kind: DEPOSIT_KIND.refunded, amount: '20000.00', memo: '部分退还履约保证金' },
    { loan: b, kind: DEPOSIT_KIND.received, amount: '30000.00', memo: '履约保证金' },
  ];
  for (const [i, d] of deposits.entries()) {
    await db.transaction(async (tx) => {
      const key = `demo-deposit-${i}`;
      const lines =
        d.kind === DEPOSIT_KIND.received
          ? [debitLine(ACCOUNT.bank, d.amount), creditLine(ACCOUNT.depositsReceived, d.amount)]
          : [debitLine(ACCOUNT.depositsReceived, d.amount), creditLine(ACCOUNT.bank, d.amount)];
      const posted = await post(tx, d.loan, `deposit:${finance.id}:${key}`, d.memo, 'deposit', lines);
      await repo.insertDeposit(tx, {
        ...of(d.loan, finance),
        kind: d.kind,
        amount: d.amount,
        memo: d.memo,
        idempotencyKey: key,
        ledgerEntryId: posted.entry.id,
      });
    });
  }

  const adjustments = [
    {
      loan: a,
      target: ADJUST_TARGET.interest,
      direction: ADJUST_DIRECTION.decrease,
      amount: '1200.00',
      reason: '客户提前沟通，减免部分利息',
      decide: null,
    },
    {
      loan: a,
      target: ADJUST_TARGET.principal,
      direction: ADJUST_DIRECTION.decrease,
      amount: '5000.00',
      reason: '待清算款项冲抵本金',
      decide: { approve: true, comment: '已核对到账' },
    },
    {
      loan: b,
      target: ADJUST_TARGET.interest,
      direction: ADJUST_DIRECTION.increase,
      amount: '800.00',
      reason: '补计利息',
      decide: { approve: false, comment: '计息天数有误，请核实' },
    },
  ];
  for (const [i, d] of adjustments.entries()) {
    await db.transaction(async (tx) => {
      const created = await repo.insertAdjustment(tx, {
        ...of(d.loan, contracts),
        target: d.target,
        direction: d.direction,
        amount: d.amount,
        reason: d.reason,
        idempotencyKey: `demo-adjust-${i}`,
      });
      if (!created || !d.decide) return;
      // Approved as the service approves (decision 0061): the plan, the loan's principal and the ledger, in this transaction.
      const entryId = d.decide.approve
        ? await applyAdjustment(
            tx,
            { ledger, schedules: { adjustSchedule: adjustLoanSchedule } },
            { ...created, ...of(d.loan, contracts), ...d },
            SEED_ACTOR,
          )
        : null;
      await repo.decideAdjustment(tx, created.id, 0, decided(d.decide.approve, d.decide.comment, entryId));
    });
  }

  // A type changed and changed back, each approved by another person: the log shows both, the bill
  // keeps its own type. One more request awaits its decision (decision 0061).
  await db.transaction(async (tx) => {
    const other = a.borrowType === 3 ? 2 : 3;
    const { ledgerEntryId: _none, ...approved } = decided(true, '同意');
    for (const [from, to, reason] of [
      [a.borrowType, other, '抵押顺位登记有误，按实际顺位调整'],
      [other, a.borrowType, '复核抵押登记后恢复原借款类型'],
    ] as const) {
      await changeLoanBorrowType(tx, a.billId, from, to);
      await repo.insertTypeChange(tx, { ...of(a, contracts), fromType: from, toType: to, reason, ...approved, decidedAt: new Date() });
    }
    const otherOfB = b.borrowType === 3 ? 2 : 3;
    await repo.insertTypeChange(tx, {
      ...of(b, contracts),
      fromType: b.borrowType,
      toType: otherOfB,
      reason: '按抵押顺位调整借款类型',
      status: LOAN_CHANGE_STATUS.awaiting,
    });
  });

  // The extensions go on a loan being repaid on time: the approved one moves its schedule (decision
  // 0050), and moving an overdue loan's would clear the overdue instalments the repayment demo shows.
  // Another tranche of a's bill first: the extension fee stays on the bill the repayment demo collects it from.
  const sameBillFirst = [...accounts].sort((x, y) => Number(y.billId === a.billId) - Number(x.billId === a.billId));
  let e = a;
  for (const loan of await loansOf(db, sameBillFirst)) {
    if (!(await repayingOnTime(loan.id))) continue;
    e = loan;
    break;
  }
  // Each counts from the loan's due day as it then stands: its plan's last due day (decision 0061).
  const extensions = [
    {
      loan: e,
      days: 30,
      fee: '1500.00',
      reason: '客户资金周转需要，申请展期30天',
      decide: { approve: true, comment: '同意展期' },
    },
    { loan: e, days: 60, fee: '3000.00', reason: '再次申请展期60天', decide: null },
    { loan: b, days: 90, fee: '0', reason: '申请展期90天', decide: { approve: false, comment: '展期期限过长' } },
  ];
  for (const [i, d] of extensions.entries()) {
    await db.transaction(async (tx) => {
      const old = (await repo.loan(tx, d.loan.id, { all: true }))!.dueDate;
      const values = {
        ...of(d.loan, inLoan),
        oldDueDate: old,
        newDueDate: addDays(old, d.days),
        extraDays: d.days,
        fee: d.fee,
        reason: d.reason,
        idempotencyKey: `demo-extension-${i}`,
      };
      const created = await repo.insertExtension(tx, values);
      if (!created || !d.decide) return;
      const posted =
        d.decide.approve && d.fee !== '0'
          ? await post(tx, d.loan, `extension:${created.id}`, `展期服务费 ${values.oldDueDate} → ${values.newDueDate}`, 'fee', [
              debitLine(ACCOUNT.feesReceivable, d.fee),
              creditLine(ACCOUNT.feeIncome, d.fee),
            ])
          : null;
      await repo.decideExtension(tx, created.id, 0, decided(d.decide.approve, d.decide.comment, posted?.entry.id ?? null));
      // Approved, it moves the loan's unpaid instalments as the service's approval does (decision 0050), on the business date.
      if (!d.decide.approve) return;
      const { businessDate } = await readCalendar(tx, shanghaiDate(new Date()));
      await extendLoanSchedule(tx, { grantId: d.loan.id, extensionId: created.id, days: d.days }, businessDate, SEED_ACTOR);
      await extendBillTerms(tx, values.billId, d.days, { extensionId: created.id, by: head.id, byName: head.realName, at: new Date() });
    });
  }
}
