import { BATCH_STATUS as S, type BatchStatus } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { createLedgerService } from '../ledger/ledger.service';
import type { FindDemoUser } from '../module-kit';
import { postBatchMoney } from './batch-moves.service';
import { batchRepository as repo } from './batch.repository';

type Step = { action: string; to: BatchStatus; outcome?: string; amount?: 'withdrawn' | 'repaid' };
const PUSHED: Step[] = [{ action: 'push', to: S.awaitingReview, outcome: 'accepted' }];
const WITHDRAWN: Step[] = [
  ...PUSHED,
  { action: 'review', to: S.preWithdraw, outcome: 'accepted' },
  { action: 'confirmWithdraw', to: S.toWithdraw },
  { action: 'withdraw', to: S.withdrawn, outcome: 'accepted', amount: 'withdrawn' },
];
/**
 * Demo batches on the demo loans of 海南小贷: two closed (fully repaid, cancelled: their loans are
 * free again), then three open ones in other statuses; the last loan stays free for a new batch.
 * Their withdrawals and repayments post to the ledger as real moves do (postBatchMoney, under the
 * move's key), so the trial balance and the party's statement agree with the batches. Only into an
 * empty table.
 */
const DEMO: { loans: number[]; status: BatchStatus; repaid?: string; path: Step[] }[] = [
  {
    loans: [0, 1],
    status: S.fullyRepaid,
    path: [...WITHDRAWN, { action: 'repay', to: S.fullyRepaid, outcome: 'accepted', amount: 'repaid' }],
  },
  { loans: [2], status: S.loanCancelled, path: [{ action: 'cancel', to: S.loanCancelled }] },
  {
    loans: [0],
    status: S.partlyRepaid,
    repaid: '200000.00',
    path: [...WITHDRAWN, { action: 'repay', to: S.partlyRepaid, outcome: 'accepted', amount: 'repaid' }],
  },
  { loans: [1], status: S.awaitingReview, path: PUSHED },
  { loans: [2], status: S.pushFailed, path: [{ action: 'push', to: S.pushFailed, outcome: 'rejected' }] },
];

export async function seedDemoBatches(db: Db, findUser: FindDemoUser) {
  if (await repo.any(db)) return;
  const ledger = createLedgerService({ db });
  const staff = await findUser('13800000091');
  if (!staff) return;
  // The demo's batches tell the history of its loans, settled ones included (a repaid batch's loans are).
  const loans = await repo.candidates(db, { all: true }, 'hnxiaodai', undefined, true);
  if (loans.length < 4) return;
  for (const [i, demo] of DEMO.entries()) {
    await db.transaction(async (tx) => {
      const picked = demo.loans.map((n) => loans[n]!);
      const actor: AuditActor = { actorId: staff.id, actorName: staff.realName, requestId: null, ip: null };
      const b = await repo.insertBatch(tx, {
        batchNo: `demo-${i}`,
        fundingParty: 'hnxiaodai',
        createdByName: staff.realName,
        areaCode: staff.areaCode,
        departmentCode: staff.departmentCode,
        ownerId: staff.id,
      });
      await repo.addLoans(
        tx,
        b.id,
        { all: true },
        'hnxiaodai',
        picked.map((l) => l.loanId),
      );
      const filled = await repo.fillTotals(tx, b.id);
      const withdrawn = demo.path.some((s) => s.amount === 'withdrawn') ? filled.principalTotal : '0';
      const repaid = demo.repaid ?? (demo.status === S.fullyRepaid ? filled.principalTotal : '0');
      const steps: Step[] = [{ action: 'create', to: S.toPush }, ...demo.path];
      for (const [n, step] of steps.entries()) {
        const money = step.amount === 'withdrawn' ? withdrawn : step.amount === 'repaid' ? repaid : null;
        const key = step.outcome ? `demo-${i}-${n}` : null;
        const ledgerEntryId =
          money === null || key === null
            ? null
            : await postBatchMoney(
                ledger,
                tx,
                b,
                key,
                step.amount === 'withdrawn' ? money : '0',
                step.amount === 'repaid' ? money : '0',
                actor,
              );
        await repo.insertMove(tx, {
          batchId: b.id,
          action: step.action,
          fromStatus: n === 0 ? null : steps[n - 1]!.to,
          toStatus: step.to,
          outcome: step.outcome ?? null,
          amount: money === null ? null : new Decimal(money).toFixed(2),
          idempotencyKey: key,
          ledgerEntryId,
          actorName: staff.realName,
        });
      }
      await repo.move(tx, b.id, [S.toPush], 0, { status: demo.status, withdrawnAmount: withdrawn, repaidAmount: repaid });
      if (demo.status === S.fullyRepaid || demo.status === S.loanCancelled) await repo.releaseLoans(tx, b.id);
    });
  }
}
