import type { FeeLineTerms } from '@lc/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { creatorColumns, money, orgUnitColumns, rate, reviewerColumns } from '../../db/columns';
import { bills } from '../bill/bill.table';
import { grants } from '../grant/grant.table';
import { users } from '../identity/org.table';
import { ledgerEntries } from '../ledger/ledger.table';

/**
 * The repayment terms agreed for a grant before its first draw (decision 0031): annual rate,
 * method and, when they differ from the defaults, term and repayment day. A grant without a row
 * repays on the defaults.
 */
export const repaymentTerms = pgTable('repayment_terms', {
  grantId: bigint('grant_id', { mode: 'number' })
    .primaryKey()
    .references(() => grants.id),
  annualRate: rate('annual_rate').notNull(),
  method: text('method').notNull(),
  termMonths: integer('term_months'),
  /** The agreed term in days (decision 0070): the last instalment falls due that many days after the value date. */
  termDays: integer('term_days'),
  repaymentDay: smallint('repayment_day'),
  /** The fee lines the bill's terms decided (decision 0073): null, the bill's fees go to 1123 at the draw (before 0073). */
  feeLines: jsonb('fee_lines').$type<FeeLineTerms[]>(),
  /** The contract's penalty per day (decision 0073): the overdue run charges it, not today's setting; null before it was kept. */
  penaltyDailyRate: rate('penalty_daily_rate'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A loan in repayment: one per grant (借据), made with its schedule in the transaction of the
 * grant's first successful draw; the UNIQUE grant id is what makes a second or retried draw
 * leave it alone. The terms are copied as they were then. Scope columns copy the bill's.
 */
export const repaymentLoans = pgTable(
  'repayment_loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => grants.id),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    fundingParty: text('funding_party').notNull(),
    principal: money('principal').notNull(),
    annualRate: rate('annual_rate').notNull(),
    method: text('method').notNull(),
    termMonths: integer('term_months').notNull(),
    repaymentDay: smallint('repayment_day').notNull(),
    drawDate: date('draw_date').notNull(),
    /** STATUS_LISTS.repaymentLoan: 1 in repayment, 3 settled (2, overdue, is read against the business date). */
    status: smallint('status').notNull().default(1),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    ...orgUnitColumns(),
    /** As the overdue run left them (decision 0035): days since the oldest unpaid due day, the class that suggests, the last day run. */
    daysPastDue: integer('days_past_due').notNull().default(0),
    suggestedClass: smallint('suggested_class').notNull().default(1),
    accruedThrough: date('accrued_through'),
    /** Overpayment held (decision 0048), posted to customer payable (2202): used first by the next application, refundable once settled. */
    credit: money('credit').notNull().default('0'),
    /** The business date it was settled on, and whether by early settlement. */
    settledOn: date('settled_on'),
    settledEarly: boolean('settled_early').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repayment_loans_grant_key').on(t.grantId),
    index('repayment_loans_overdue_idx')
      .on(t.daysPastDue.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.daysPastDue} > 0`),
    index('repayment_loans_bill_idx').on(t.billId),
    index('repayment_loans_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('repayment_loans_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('repayment_loans_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('repayment_loans_credit_held', sql`${t.credit} >= 0`),
  ],
);

/** A loan's instalments (000 §3 refund bill row), as buildSchedule made them, and what has been paid of each. */
export const repaymentSchedules = pgTable(
  'repayment_schedules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => repaymentLoans.id),
    period: smallint('period').notNull(),
    reFundTime: date('re_fund_time').notNull(),
    beginRateTime: date('begin_rate_time').notNull(),
    endRateTime: date('end_rate_time').notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    paidPrincipal: money('paid_principal').notNull().default('0'),
    paidInterest: money('paid_interest').notNull().default('0'),
    /** Penalty the overdue run accrued, a day at a time, and what of it has been paid (decision 0035). */
    penalty: money('penalty').notNull().default('0'),
    paidPenalty: money('paid_penalty').notNull().default('0'),
    /** Interest waived by approved adjustments (decision 0061): already off `interest`, kept so the quote's accrual leaves it out. */
    interestWaived: money('interest_waived').notNull().default('0'),
    /** The instalment's fee on the schedule (decision 0073), the part of it that accrues by days, and what is paid. */
    fee: money('fee').notNull().default('0'),
    feeByDays: money('fee_by_days').notNull().default('0'),
    paidFee: money('paid_fee').notNull().default('0'),
    /** STATUS_LISTS.repaymentPeriod: 1 unpaid, 2 paid, 3 partly paid, 4 overdue (set by the overdue run). */
    status: smallint('status').notNull().default(1),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('repayment_schedules_period_key').on(t.loanId, t.period),
    index('repayment_schedules_due_idx').on(t.reFundTime, t.id),
    // The overdue run's and the overdue list's way in: what is not paid yet, by loan.
    index('repayment_schedules_open_idx')
      .on(t.loanId, t.reFundTime)
      .where(sql`${t.status} <> 2`),
    check('repayment_schedules_waived_held', sql`${t.interestWaived} >= 0`),
    check(
      'repayment_schedules_paid_within',
      sql`${t.paidPrincipal} between 0 and ${t.principal} and ${t.paidInterest} between 0 and ${t.interest} and ${t.paidPenalty} between 0 and ${t.penalty} and ${t.paidFee} between 0 and ${t.fee}`,
    ),
  ],
);

/**
 * Repayments received (repayApply, decision 0041): recorded awaiting review (1), then posted (2) by
 * finance with its ledger entry and how the waterfall split it, or rejected (3). One per (recorder, key).
 */
export const repaymentApplications = pgTable(
  'repayment_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => repaymentLoans.id),
    amount: money('amount').notNull(),
    status: smallint('status').notNull().default(1),
    credit: money('credit').notNull().default('0'),
    /** An early settlement (decision 0048): at approval it pays the settlement quote of that business date. */
    settle: boolean('settle').notNull().default(false),
    /** A refund of the loan's credit (decision 0053): at approval the amount is paid out of customer payable 2202. */
    refund: boolean('refund').notNull().default(false),
    lines: jsonb('lines').$type<{ period: number; component: string; amount: string }[]>().notNull().default([]),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    ...reviewerColumns(),
    rejectReason: text('reject_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    ...creatorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repayment_applications_key').on(t.createdBy, t.idempotencyKey),
    index('repayment_applications_loan_idx').on(t.loanId, t.id),
    index('repayment_applications_status_idx').on(t.status, t.id),
    // Posted is exactly "has its ledger entry": an application never posts without one, nor holds one unposted.
    check('repayment_applications_posted_entry', sql`(${t.status} = 2) = (${t.ledgerEntryId} is not null)`),
    check('repayment_applications_one_kind', sql`not (${t.settle} and ${t.refund})`),
  ],
);

/**
 * The business date (decision 0035): one row. `business_date` is the day the console counts as
 * today for loans; `overdue_through` the last business day the overdue run finished. The nightly
 * job moves the first to the Shanghai day and runs every day after the second, in order.
 */
export const businessCalendar = pgTable(
  'business_calendar',
  {
    id: smallint('id').primaryKey().default(1),
    businessDate: date('business_date').notNull(),
    overdueThrough: date('overdue_through').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('business_calendar_one_row', sql`${t.id} = 1`),
    check('business_calendar_order', sql`${t.overdueThrough} <= ${t.businessDate}`),
  ],
);

/** One row per business day the overdue run finished: what it did (support and the run's own audit). */
export const overdueRunDays = pgTable('overdue_run_days', {
  businessDate: date('business_date').primaryKey(),
  loans: integer('loans').notNull(),
  instalments: integer('instalments').notNull(),
  penalty: money('penalty').notNull(),
  penaltyDailyRate: rate('penalty_daily_rate').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The firm's repayment settings (decision 0053): one row, absent while the defaults stand. The
 * waterfall is the order the four parts of what a loan owes are paid in (a permutation of
 * penalty, fee, interest, principal, checked by the contract and here); `version` guards an edit.
 */
export const repaymentSettings = pgTable(
  'repayment_settings',
  {
    id: smallint('id').primaryKey().default(1),
    waterfall: jsonb('waterfall').$type<string[]>().notNull(),
    version: integer('version').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('repayment_settings_one_row', sql`${t.id} = 1`),
    check('repayment_settings_waterfall', sql`jsonb_array_length(${t.waterfall}) = 4`),
  ],
);
