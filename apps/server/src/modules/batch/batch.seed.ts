import { BATCH_STATUS as S, type BatchStatus } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import type { FindDemoUser } from '../module-kit';
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
 * The amounts are the state's only (the demo ledger is not posted to). Only into an empty table.
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
  const staff = await findUser('13800000091');
  if (!staff) return;
  const loans = await repo.candidates(db, { all: true }, 'hnxiaodai', undefined);
  if (loans.length < 4) return;
  for (const [i, demo] of DEMO.entries()) {
    await db.transaction(async (tx) => {
      const picked = demo.loans.map((n) => loans[n]!);
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
        await repo.insertMove(tx, {
          batchId: b.id,
          action: step.action,
          fromStatus: n === 0 ? null : steps[n - 1]!.to,
          toStatus: step.to,
          outcome: step.outcome ?? null,
          amount: money === null ? null : new Decimal(money).toFixed(2),
          idempotencyKey: step.outcome ? `demo-${i}-${n}` : null,
          actorName: staff.realName,
        });
      }
      await repo.move(tx, b.id, [S.toPush], 0, { status: demo.status, withdrawnAmount: withdrawn, repaidAmount: repaid });
      if (demo.status === S.fullyRepaid || demo.status === S.loanCancelled) await repo.releaseLoans(tx, b.id);
    });
  }
}
