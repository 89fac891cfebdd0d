import {
  WITHHOLD_PERMISSION,
  type WithholdDetail,
  type WithholdDuesQuery,
  type WithholdListQuery,
  type WithholdReconcileReply,
} from '@lc/shared';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { NotFound, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import type { AuditActor } from '../audit/audit.service';
import type { RepaymentService } from '../repayment/repayment.service';
import { createRecharges } from './recharges.service';
import type { WithholdChannel } from './withhold-channel.adapter';
import { withLoanFacts } from './loan-facts.rules';
import { reconcileDay } from './withhold-reconcile.service';
import { type Card, createWithholdRequests, presentWithhold } from './withhold-requests.service';
import { withholdRepository as repo, withholdWhere } from './withhold.repository';

type Deps = {
  db: Db;
  clock: Clock;
  channel: WithholdChannel;
  repayments: Pick<
    RepaymentService,
    | 'postReceipt'
    | 'loanInScope'
    | 'dueInstalments'
    | 'openLoans'
    | 'followSettlement'
    | 'lockedInstalmentQuote'
    | 'instalmentQuotes'
    | 'collectCeiling'
    | 'loanFacts'
  >;
  loanCard: (billId: number) => Promise<Card | undefined>;
  cardById: (id: number) => Promise<Card | undefined>;
};

/** Withholding (the desk and its records), reconciliation and recharges (decision 0047): the parts composed. */
export function createWithholdService(deps: Deps) {
  const { db, channel, repayments } = deps;
  async function page(user: SessionUser, permission: string, q: WithholdListQuery) {
    const scope = scopeFor(user, permission);
    const f = { keyword: q.keyword, status: q.status, dayFrom: q.dayFrom, dayTo: q.dayTo };
    return pagedList(db, repo.requests.list, withholdWhere(scope, f), q, async (rows) => {
      const facts = await repayments.loanFacts(rows.map((r) => r.loanId));
      return rows.map((r) => withLoanFacts(presentWithhold(r), facts.get(r.loanId), r.period));
    });
  }

  return {
    ...createWithholdRequests(deps),
    recharges: createRecharges(deps),
    records: (user: SessionUser, q: WithholdListQuery) => page(user, WITHHOLD_PERMISSION.withholdRecords, q),
    deskList: (user: SessionUser, q: WithholdListQuery) => page(user, WITHHOLD_PERMISSION.desk, q),

    async detail(user: SessionUser, id: number): Promise<WithholdDetail> {
      const found = await repo.requests.find(db, id, scopeFor(user, WITHHOLD_PERMISSION.desk));
      if (!found) throw new NotFound(keyed('withholdNotFound'));
      const attempts = await repo.attempts.of(db, id);
      const facts = await repayments.loanFacts([found.loanId]);
      return {
        ...withLoanFacts(presentWithhold(found), facts.get(found.loanId), found.period),
        attemptList: attempts.map((a) => ({
          id: a.id,
          status: a.status,
          channelRef: a.channelRef,
          failureReason: a.failureKey,
          createdByName: a.createdByName,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },

    /** The desk's choices: due and unpaid instalments in the caller's scope, with what each owes. */
    async dues(user: SessionUser, q: WithholdDuesQuery) {
      const found = await repayments.dueInstalments(scopeFor(user, WITHHOLD_PERMISSION.desk), q);
      const facts = await repayments.loanFacts(found.list.map((p) => p.loanId));
      // 应还 is what leaves the instalment paid, as the withholding will quote it (decision 0065).
      const quotes = new Map<number, Map<number, string>>();
      for (const loanId of new Set(found.list.map((p) => p.loanId)))
        quotes.set(
          loanId,
          await repayments.instalmentQuotes(
            db,
            loanId,
            found.list.filter((p) => p.loanId === loanId).map((p) => p.period),
          ),
        );
      const open = await repo.requests.openPeriods(db, [...quotes.keys()]);
      const list = found.list.map((p) => ({
        ...withLoanFacts(
          { loanId: p.loanId, billNo: p.billNo, customerName: p.customerName, period: p.period, reFundTime: p.reFundTime },
          facts.get(p.loanId),
          p.period,
        ),
        due: quotes.get(p.loanId)?.get(p.period) ?? '0.00',
        status: p.status,
        inProgress: open.has(`${p.loanId}:${p.period}`),
      }));
      return { ...found, list };
    },

    reconcile: (day: string, actor: AuditActor): Promise<WithholdReconcileReply> => reconcileDay(db, channel, day, actor),

    /** The home tile's badge: recharges awaiting review and withholdings failed or unknown, in the caller's scope. */
    async waitingCount(user: SessionUser) {
      const scope = scopeFor(user, WITHHOLD_PERMISSION.rechargeList);
      const [recharges, withholds] = [await repo.recharges.pendingCount(db, scope), await repo.needsActionCount(db, scope)];
      return recharges.total + withholds.total;
    },
  };
}
export type WithholdService = ReturnType<typeof createWithholdService>;
