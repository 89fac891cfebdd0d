import { INVARIANT_BREACHES_SHOWN, INVARIANT_ENTITY, type InvariantLatestReply, MONEY_INVARIANTS, type MoneyInvariant } from '@lc/shared';
import type { Db } from '../../db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/jobs';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type FoundBreach, countChecked, findBreaches } from './invariant-checks.repository';
import { type InvariantRunRecord, invariantRepository as repo } from './invariant.repository';

export const INVARIANT_CHECK_JOB = 'invariant-nightly-check';
/** Every ten minutes, five after the overdue run's ticks: it checks once per business day, once that day's run has finished. */
const INVARIANT_CHECK_CRON = '5-55/10 * * * *';
const JOB_ACTOR: AuditActor = { actorId: null, actorName: 'system', requestId: null, ip: null };

/** What the check needs of the repayment module: the business date and how far the overdue run has got. */
export type InvariantCalendar = { businessDate: () => Promise<{ businessDate: string; overdueThrough: string }> };
type Trigger = 'nightly' | 'manual';

/**
 * The money invariants (decision 0067): every check over the whole book, read in one snapshot so a
 * money event committing half way cannot show as a breach; the run and its breaches stored and audited.
 */
export function createInvariantService(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  calendar: InvariantCalendar;
}) {
  const { db, clock, jobs, log, calendar } = deps;

  /** Every invariant's breaches, from one read-only snapshot of the book. */
  const check = () =>
    db.transaction(
      async (tx) => {
        const breaches: FoundBreach[] = [];
        for (const invariant of MONEY_INVARIANTS) breaches.push(...(await findBreaches(tx, invariant)));
        return { breaches, checked: await countChecked(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  async function run(trigger: Trigger, actor: AuditActor, businessDate: string) {
    const startedAt = clock.now();
    const { breaches, checked } = await check();
    return db.transaction(async (tx) => {
      const made = await repo.insertRun(tx, {
        trigger,
        businessDate,
        loansChecked: checked.loans,
        billsChecked: checked.bills,
        breachCount: breaches.length,
        startedBy: actor.actorId,
        startedAt,
        finishedAt: clock.now(),
      });
      await repo.insertBreaches(tx, made.id, breaches);
      await recordAudit(tx, actor, {
        entity: INVARIANT_ENTITY,
        entityId: made.id,
        action: trigger === 'nightly' ? 'nightly' : 'run',
        after: { businessDate, loansChecked: checked.loans, breaches: breaches.length },
      });
      return made;
    });
  }

  async function reply(found: InvariantRunRecord | undefined): Promise<InvariantLatestReply> {
    if (!found) return { run: null, counts: MONEY_INVARIANTS.map((invariant) => ({ invariant, breaches: 0 })), breaches: [] };
    const counted = new Map((await repo.counts(db, found.id)).map((x) => [x.invariant, x.breaches]));
    const breaches = await repo.breaches(db, found.id, INVARIANT_BREACHES_SHOWN);
    return {
      run: {
        id: found.id,
        trigger: found.trigger as Trigger,
        businessDate: found.businessDate,
        startedAt: found.startedAt.toISOString(),
        finishedAt: found.finishedAt.toISOString(),
        loansChecked: found.loansChecked,
        billsChecked: found.billsChecked,
        breachCount: found.breachCount,
      },
      counts: MONEY_INVARIANTS.map((invariant) => ({ invariant, breaches: counted.get(invariant) ?? 0 })),
      breaches: breaches.map((x) => ({ ...x, invariant: x.invariant as MoneyInvariant })),
    };
  }

  /** The job: once the overdue run has finished the business day, check it once. */
  async function nightly() {
    const cal = await calendar.businessDate();
    if (cal.overdueThrough < cal.businessDate) return null;
    if (await repo.nightlyRanFor(db, cal.businessDate)) return null;
    const made = await run('nightly', JOB_ACTOR, cal.businessDate);
    if (made.breachCount > 0) log.warn({ runId: made.id, breaches: made.breachCount }, 'money invariants breached');
    return made;
  }
  jobs.work(INVARIANT_CHECK_JOB, async () => {
    await nightly();
  });
  jobs.schedule(INVARIANT_CHECK_JOB, INVARIANT_CHECK_CRON);

  return {
    /** For tests: the breaches of the book as it stands, nothing stored. */
    check,
    nightly,
    latest: async () => reply(await repo.latestRun(db)),
    /** The admin's button: a run now, stored and audited. */
    async runNow(actor: AuditActor) {
      const { businessDate } = await calendar.businessDate();
      return reply(await run('manual', actor, businessDate));
    },
  };
}

export type InvariantService = ReturnType<typeof createInvariantService>;
