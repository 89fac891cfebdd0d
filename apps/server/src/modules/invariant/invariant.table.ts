import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { users } from '../identity/org.table';

/**
 * One run of the money invariant check (decision 0067) over the whole book: what started it, the
 * business date it checked, how much it looked at and how many breaches it found.
 */
export const invariantRuns = pgTable(
  'invariant_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** nightly (the job after the overdue run) or manual (the admin's button). */
    trigger: text('trigger').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    loansChecked: integer('loans_checked').notNull(),
    billsChecked: integer('bills_checked').notNull(),
    breachCount: integer('breach_count').notNull(),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invariant_runs_day_idx').on(t.trigger, t.businessDate)],
);

/** A breach a run found: the invariant, what it is about and the two figures that differ. */
export const invariantBreaches = pgTable(
  'invariant_breaches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => invariantRuns.id),
    invariant: text('invariant').notNull(),
    billId: bigint('bill_id', { mode: 'number' }),
    grantId: bigint('grant_id', { mode: 'number' }),
    subject: text('subject'),
    left: money('left_figure').notNull(),
    right: money('right_figure').notNull(),
  },
  (t) => [index('invariant_breaches_run_idx').on(t.runId, t.id)],
);
