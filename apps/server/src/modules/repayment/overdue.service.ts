import {
  type BusinessDateAdvance,
  type BusinessDateMovesReply,
  type BusinessDateReply,
  type OverdueLoanQuery,
  type OverdueRunReply,
  type OverdueScheduleQuery,
  REPAYMENT_PERMISSION,
  addDays,
} from '@lc/shared';
import type { Config } from '../../config';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Forbidden, Unprocessable, keyed } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { type Clock, shanghaiDate } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { businessDateRepository as moves } from './business-date.repository';
import { catchUpOverdue, readCalendar } from './overdue-run.service';
import { overdueLists as lists, overdueLoanWhere, overdueRepository as repo, overdueScheduleWhere } from './overdue.repository';

export const OVERDUE_RUN_JOB = 'repayment-overdue-run';
/** Every ten minutes: just after midnight it opens the new business day; otherwise it finds nothing to do (one row read). */
const OVERDUE_RUN_CRON = '*/10 * * * *';
const MAX_ADVANCE_DAYS = 366;
/** The moves the overdue pages list: the latest, a page's worth. */
const MOVES_SHOWN = 20;

/**
 * The business date and the overdue run (decision 0035). The date is stored, so every process
 * and every read of "today" for loans agrees on it; the nightly job moves it to the Shanghai day
 * and runs each day since the last run, in order; the admin may move it on by hand outside production.
 */
export function createOverdueService({ db, clock, config, jobs }: { db: Db; clock: Clock; config: Config; jobs: JobQueue }) {
  const clockDay = () => shanghaiDate(clock.now());
  const runOptions = { penaltyDailyRate: config.overdue.penaltyDailyRate };
  const today = async () => (await readCalendar(db, clockDay())).businessDate;
  const reply = (cal: { businessDate: string; overdueThrough: string }): BusinessDateReply => ({
    ...cal,
    penaltyDailyRate: config.overdue.penaltyDailyRate,
    canAdvance: config.overdue.allowAdvance,
  });

  /** The job: the business date follows the clock (never back), then every missed day runs. */
  async function nightly() {
    await readCalendar(db, clockDay());
    await repo.calendar.moveTo(db, clockDay());
    return catchUpOverdue(db, clockDay(), runOptions);
  }
  jobs.work(OVERDUE_RUN_JOB, async () => {
    await nightly();
  });
  jobs.schedule(OVERDUE_RUN_JOB, OVERDUE_RUN_CRON);

  return {
    today,
    nightly,
    /** For tests and the bench: the run up to the stored business date. */
    catchUp: () => catchUpOverdue(db, clockDay(), runOptions),
    businessDate: async () => reply(await readCalendar(db, clockDay())),

    async advance(input: BusinessDateAdvance, actor: AuditActor): Promise<OverdueRunReply> {
      if (!config.overdue.allowAdvance) throw new Forbidden(keyed('businessDateNotAdvanceable'));
      const before = await readCalendar(db, clockDay());
      const to = input.businessDate;
      if (to <= before.businessDate || to > addDays(before.businessDate, MAX_ADVANCE_DAYS))
        throw new Unprocessable(keyed('businessDateNotLater', { date: before.businessDate }));
      await db.transaction(async (tx) => {
        await repo.calendar.moveTo(tx, to);
        await recordAudit(tx, actor, { entity: 'business_date', entityId: 1, action: 'advance', before, after: { businessDate: to } });
        // A line on the date's own operation record, which the overdue pages show (decision 0074).
        const by = { movedBy: actor.actorId, movedByName: actor.actorName ?? '', movedAt: clock.now() };
        await moves.record(tx, { fromDate: before.businessDate, toDate: to, ...by });
      });
      const run = await catchUpOverdue(db, clockDay(), { ...runOptions, actor });
      return { ...reply(run), days: run.days };
    },

    /** The date's operation record: the latest moves by hand. */
    async moves(): Promise<BusinessDateMovesReply> {
      const rows = await moves.latest(db, MOVES_SHOWN);
      return { list: rows.map((r) => ({ ...r, movedAt: r.movedAt.toISOString() })) };
    },

    async overdueLoans(user: SessionUser, q: OverdueLoanQuery) {
      const day = await today();
      const where = overdueLoanWhere(scopeFor(user, REPAYMENT_PERMISSION.overdueLoans), q, day);
      return pagedList(db, lists.loansOn(day), where, q, (rows) => rows);
    },

    async overdueSchedules(user: SessionUser, q: OverdueScheduleQuery) {
      const day = await today();
      const where = overdueScheduleWhere(scopeFor(user, REPAYMENT_PERMISSION.overdueSchedules), q, day);
      return pagedList(db, lists.schedulesOn(day), where, q, (rows) => rows);
    },
  };
}

export type OverdueService = ReturnType<typeof createOverdueService>;
