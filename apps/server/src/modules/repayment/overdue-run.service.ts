import { addDays } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Executor } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { overdueRepository as repo } from './overdue.repository';
import { billsFollowOverdue } from './loan-stage.service';

export const OVERDUE_RUN_ACTOR: AuditActor = { actorId: null, actorName: 'overdue-run', requestId: null, ip: null };
/** Loans per transaction: short enough that a repayment waiting on one of them waits well under a second. */
export const OVERDUE_BATCH_SIZE = 1000;

export type OverdueDay = { day: string; loans: number; instalments: number; penalty: string };
export type OverdueRunOptions = { penaltyDailyRate: string; batchSize?: number; actor?: AuditActor };

/** The business calendar, started at `fallbackDay` (the Shanghai day) the first time it is read. */
export async function readCalendar(db: Executor, fallbackDay: string) {
  const found = await repo.calendar.read(db);
  if (found) return found;
  await repo.calendar.start(db, fallbackDay);
  return (await repo.calendar.read(db))!;
}

/** One business day over every loan it concerns, a batch of locked loans per transaction. */
async function runDay(db: Db, day: string, opts: OverdueRunOptions): Promise<OverdueDay> {
  const size = opts.batchSize ?? OVERDUE_BATCH_SIZE;
  const total = { loans: 0, instalments: 0, penalty: new Decimal(0) };
  for (let after = 0; ; ) {
    const batch = await db.transaction(async (tx) => {
      const ids = await repo.lockBatch(tx, day, after, size);
      if (ids.length === 0) return undefined;
      const accrued = await repo.accrueBatch(tx, ids, day, opts.penaltyDailyRate);
      // Their bills follow them into overdue (decision 0074), in the batch's transaction.
      await billsFollowOverdue(tx, ids, opts.actor ?? OVERDUE_RUN_ACTOR);
      return { last: ids[ids.length - 1]!, ...accrued };
    });
    if (!batch) break;
    after = batch.last;
    total.loans += batch.loans;
    total.instalments += batch.instalments;
    total.penalty = total.penalty.plus(batch.penalty);
  }
  return { day, loans: total.loans, instalments: total.instalments, penalty: total.penalty.toFixed(2) };
}

/**
 * The overdue run (decision 0035): every business day after the last one finished, up to the
 * business date, in order. Each loan records the day it was run for, so a run that stops half
 * way (a restart) or two runs at once never charge a day twice; the day is finished, recorded and
 * audited once all its loans are done.
 */
export async function catchUpOverdue(db: Db, fallbackDay: string, opts: OverdueRunOptions) {
  const days: OverdueDay[] = [];
  const start = await readCalendar(db, fallbackDay);
  for (let day = addDays(start.overdueThrough, 1); day <= start.businessDate; day = addDays(day, 1)) {
    const done = await runDay(db, day, opts);
    const finished = await db.transaction(async (tx) => {
      if (!(await repo.calendar.finish(tx, day, addDays(day, -1)))) return false;
      await repo.recordDay(tx, { businessDate: day, ...done, penaltyDailyRate: opts.penaltyDailyRate });
      await recordAudit(tx, opts.actor ?? OVERDUE_RUN_ACTOR, { entity: 'overdue_run', entityId: day, action: 'run', after: done });
      return true;
    });
    // Another run finished this day first: it goes on from here.
    if (!finished) break;
    days.push(done);
  }
  return { ...(await readCalendar(db, fallbackDay)), days };
}

/**
 * Loans made after the run finished the business date (the demo seed's back-dated loans) are
 * charged up to it now, every day since their due days, as the nightly run charges any loan it
 * has not seen (decision 0066). Idempotent: a loan already run for the date is skipped.
 */
export async function chargeLateLoans(db: Db, fallbackDay: string, opts: OverdueRunOptions) {
  const calendar = await catchUpOverdue(db, fallbackDay, opts);
  if (calendar.overdueThrough === calendar.businessDate) await runDay(db, calendar.businessDate, opts);
}
