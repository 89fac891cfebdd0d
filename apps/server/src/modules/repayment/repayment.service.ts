import {
  type AgreedTerms,
  REPAYMENT_PERIOD_STATUS,
  REPAYMENT_PERMISSION,
  type RepayApplyBase,
  type RepayListQuery,
  type RepayLoanDetail,
  type RepayLoanRow,
  type RepayManageQuery,
  type RepayPeriodRow,
  type RepayStatistics,
  type RepayStatisticsQuery,
  type RepaymentMethod,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { ScopeFilter } from '../../core/data-scope';
import { type SessionUser, ownScope, scopeFor } from '../../core/session-user';
import type { Db, Executor } from '../../db/client';
import { pageOf, pagedList } from '../../db/paged-list';
import { NotFound, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import type { AuditActor } from '../audit/audit.service';
import { type RepaymentLedger, feesOwed } from './repayment-posting.service';
import { type Repayment, applyRepayment } from './repayment-apply.service';
import { createRepaymentApplications } from './repayment-applications.service';
import { createCollectQuotes } from './repayment-collect.service';
import { createRepaymentSettings } from './repayment-settings.service';
import { type ScheduleExtension, extendLoanSchedule } from './repayment-extend.service';
import { type ScheduleAdjustment, adjustLoanSchedule, checkAdjustment } from './repayment-adjust.service';
import { createSettlementReads } from './settlement.service';
import type { SettlementDeps } from './settlement-follow-ups.service';
import { type DrawnMoney, scheduleDraw } from './repayment-schedules.service';
import { type LoanRecord, type PeriodRecord, loanWhere, periodWhere, repaymentRepository as repo } from './repayment.repository';

const NOT_FOUND = keyed('repaymentLoanNotFound');

const loanRow = (r: LoanRecord): RepayLoanRow => ({ ...r, method: r.method as RepaymentMethod });
const periodRow = (r: PeriodRecord): RepayPeriodRow => r;

/**
 * Loans in repayment and their schedules (decisions 0031, 0060): the schedule is made at a grant's
 * first successful draw and follows each later one (`scheduleDraw`, called by the grant module
 * inside the draw's transaction); the
 * billing service's reads of 000 §7 serve /repaymentManage. Overdue is read against the business
 * date (Asia/Shanghai).
 */
export function createRepaymentService({
  db,
  clock,
  ledger,
  today,
  prepaymentFeeRate,
  settlement,
  log,
}: {
  db: Db;
  clock: Clock;
  ledger: RepaymentLedger;
  /** The business date (decision 0035), read through the caller's transaction when it has one. */
  today: (ex?: Executor) => Promise<string>;
  prepaymentFeeRate: string;
  settlement: SettlementDeps;
  log?: { error: (obj: object, msg: string) => void };
}) {
  async function periods(scope: ScopeFilter, q: RepayListQuery) {
    const day = await today();
    return pagedList(db, repo.periods.listOn(day), periodWhere(scope, q, day), q, (rows) => rows.map(periodRow));
  }
  const statistics = async (scope: ScopeFilter, q: RepayStatisticsQuery): Promise<RepayStatistics> => {
    const day = await today();
    return repo.periods.sums(db, periodWhere(scope, q, day), day);
  };

  return {
    ...createRepaymentApplications({ db, clock, ledger, today, prepaymentFeeRate, settlement, ...(log ? { log } : {}) }),
    ...createSettlementReads({ db, ledger, today, prepaymentFeeRate, settlement }),
    ...createRepaymentSettings({ db }),
    /** What a collection may take (decision 0065): the withholding desk and recharges read these. */
    ...createCollectQuotes(ledger, today),
    /** The borrow module's hook: an approved extension moves the grant's schedule, in the decision's transaction (decision 0050). */
    extendSchedule: async (tx: Executor, e: ScheduleExtension, actor: AuditActor) => extendLoanSchedule(tx, e, await today(tx), actor),
    /** The grant module's hook: each paying draw makes the loan or adds its tranche, in the draw's transaction (decision 0060). */
    scheduleDraw: async (tx: Executor, drawn: DrawnMoney, actor: AuditActor) => scheduleDraw(tx, drawn, await today(tx), actor),
    /** Whether the grant's agreed terms put the fees on its schedule (decision 0073), so the draw posts none to 1123. */
    feesOnSchedule: async (tx: Executor, grantId: number) => (await repo.feeLinesOf(tx, grantId)) !== null,
    /** A grant's copy of its bill's agreed terms (decision 0070), taken at its request: what its loan will repay on. */
    agreeTerms: (
      tx: Executor,
      grantId: number,
      terms: Pick<AgreedTerms, 'annualRate' | 'method' | 'termDays' | 'repaymentDay' | 'fees' | 'penaltyDailyRate'>,
    ) =>
      repo.setTerms(tx, {
        grantId,
        annualRate: terms.annualRate,
        method: terms.method,
        termDays: terms.termDays,
        termMonths: null,
        repaymentDay: terms.repaymentDay,
        feeLines: terms.fees,
        penaltyDailyRate: terms.penaltyDailyRate,
      }),
    /** The borrow module's hooks for adjustments (decision 0061): the request's check, and the approval's move in its transaction. */
    checkAdjustment: (ex: Executor, a: ScheduleAdjustment) => checkAdjustment(ex, a),
    adjustSchedule: (tx: Executor, a: ScheduleAdjustment, actor: AuditActor) => adjustLoanSchedule(tx, a, actor),
    /** The plan's last due day of a grant's loan (the loan's due day, decision 0061); null without a plan. */
    async lastDueDate(ex: Executor, grantId: number) {
      const loan = await repo.loanOfGrant(ex, grantId);
      return loan ? repo.lastDueDate(ex, loan.id) : null;
    },

    async repayManage(user: SessionUser, q: RepayManageQuery) {
      const day = await today();
      const where = loanWhere(scopeFor(user, REPAYMENT_PERMISSION.list), q, day);
      return pagedList(db, repo.loans.listOn(day), where, q, (rows) => rows.map(loanRow));
    },

    /** Out of scope is "not found". */
    async repayManageDetail(user: SessionUser, id: number): Promise<RepayLoanDetail> {
      const scope = scopeFor(user, REPAYMENT_PERMISSION.list);
      const loan = await repo.loans.find(db, id, scope, await today());
      if (!loan) throw new NotFound(NOT_FOUND);
      const { list } = await periods(scope, { loanId: id, pageNum: 1, pageSize: 100, withTotal: '0' });
      return { ...loanRow(loan), schedule: list };
    },

    repayList: (user: SessionUser, q: RepayListQuery) => periods(scopeFor(user, REPAYMENT_PERMISSION.query), q),
    repayListStatistics: (user: SessionUser, q: RepayStatisticsQuery) => statistics(scopeFor(user, REPAYMENT_PERMISSION.query), q),
    billPlan: (user: SessionUser, q: RepayListQuery) => periods(ownScope(user), q),
    billPlanSum: (user: SessionUser, q: RepayStatisticsQuery) => statistics(ownScope(user), q),

    /** repayApplyBase/{id}: the loan and its instalments due on the business date and not yet paid. */
    async repayApplyBase(user: SessionUser, id: number): Promise<RepayApplyBase> {
      const scope = scopeFor(user, REPAYMENT_PERMISSION.list);
      const day = await today();
      const loan = await repo.loans.find(db, id, scope, day);
      if (!loan) throw new NotFound(NOT_FOUND);
      const { list } = await periods(scope, { loanId: id, pageNum: 1, pageSize: 100, withTotal: '0' });
      const dues = list
        .filter((p) => p.status !== REPAYMENT_PERIOD_STATUS.paid && p.reFundTime <= day)
        .map((p) => ({
          period: p.period,
          reFundTime: p.reFundTime,
          penalty: new Decimal(p.penalty).minus(p.paidPenalty).toFixed(2),
          principal: new Decimal(p.principal).minus(p.paidPrincipal).toFixed(2),
          interest: new Decimal(p.interest).minus(p.paidInterest).toFixed(2),
          fee: new Decimal(p.fee).minus(p.paidFee).toFixed(2),
          status: p.status,
        }));
      const fees = loan.status === 3 ? '0.00' : await feesOwed(db, ledger, loan.billId);
      const dueNow = dues.reduce((a, d) => a.plus(d.penalty).plus(d.principal).plus(d.interest).plus(d.fee), new Decimal(fees)).toFixed(2);
      return { loan: loanRow(loan), dueNow, fees, dues };
    },

    /**
     * Money received by another module (a withholding, a recharge) posted like any repayment, in
     * the caller's transaction: the waterfall, the ledger (key `repay:<key>`, so a key posts once) and the instalments.
     */
    postReceipt: async (tx: Executor, r: Omit<Repayment, 'businessDate'>, actor: AuditActor) =>
      applyRepayment(tx, ledger, { ...r, businessDate: await today(tx) }, actor),

    /** A loan in the scope, with who it belongs to; undefined outside the scope. */
    async loanInScope(scope: ScopeFilter, id: number) {
      const loan = await repo.loans.find(db, id, scope, await today());
      const holder = loan && (await repo.holderOf(db, id));
      return loan && holder && { ...loanRow(loan), ...holder };
    },
    /** Instalments due on the business date and not paid, in the scope (the withholding desk's choices). */
    async dueInstalments(
      scope: ScopeFilter,
      q: { keyword?: string | undefined; loanId?: number; pageNum: number; pageSize: number; withTotal: '0' | '1' },
    ) {
      const day = await today();
      const where = periodWhere(scope, { keyword: q.keyword, loanId: q.loanId, dueTo: day, unpaid: true }, day);
      return pagedList(db, repo.periods.listOn(day), where, q, (rows) => rows);
    },
    /** Loans not settled in the scope, newest first (a recharge's choice). */
    async openLoans(scope: ScopeFilter, keyword: string | undefined) {
      const day = await today();
      return pageOf(db, repo.loans.listOn(day), loanWhere(scope, { keyword, notSettled: true }, day), 1, 50);
    },

    /**
     * What tells two loans of one bill apart on the withholding and recharge lists (decision 0065):
     * per loan its amount drawn, method, the next unpaid due day, and each instalment's due day.
     */
    async loanFacts(ids: number[]) {
      const { loans, dueDays } = await repo.facts(db, [...new Set(ids)]);
      return new Map(
        loans.map((loan) => {
          const own = dueDays.filter((d) => d.loanId === loan.id);
          const next = own.find((d) => !d.paid)?.reFundTime ?? null;
          const dueOn = new Map(own.map((d) => [d.period, d.reFundTime]));
          return [loan.id, { principal: loan.principal, method: loan.method as RepaymentMethod, nextDueDate: next, dueOn }];
        }),
      );
    },

    /** show_switch/bill/{id}: the bill has a loan in repayment inside the caller's scope. */
    showSwitch: (user: SessionUser, billId: number) => repo.loans.existsForBill(db, billId, scopeFor(user, REPAYMENT_PERMISSION.group)),
  };
}

export type RepaymentService = ReturnType<typeof createRepaymentService>;
