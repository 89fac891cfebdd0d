import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { LoanFacts } from '../bill/bill.service';
import type { FindDemoUser } from '../module-kit';
import { fiveLevelRepository as repo } from './five-level.repository';

const DAY = 24 * 3600 * 1000;
/** Per demo loan (by customer name): its requests, oldest first; decided ones move the level. */
const DEMO_CHANGES: Record<string, { to: number; reason: string; decision?: 'approve' | 'reject'; comment?: string }[]> = {
  周明: [{ to: 2, reason: '借款人经营流水下降，列入关注' }],
  林海: [
    { to: 2, reason: '逾期3天，列入关注', decision: 'approve', comment: '同意' },
    { to: 3, reason: '再次逾期', decision: 'reject', comment: '已还清逾期款项，维持关注' },
  ],
  高峰: [
    { to: 2, reason: '抵押物涉诉', decision: 'approve', comment: '同意' },
    { to: 3, reason: '逾期超过90天', decision: 'approve', comment: '同意' },
  ],
};

/**
 * Demo classifications: requests by the after-loan manager (13800000041) decided by the
 * risk-control director (13800000010), so the list opens with loans at several levels and one
 * request awaiting approval. Only into an empty table.
 */
export async function seedDemoFiveLevels(db: Executor, findUser: FindDemoUser, loans: LoanFacts[]) {
  const [applicant, approver] = [await findUser('13800000041'), await findUser('13800000010')];
  if (!applicant || !approver || (await totalOf(db, repo.changes.list, undefined)).total > 0) return;
  for (const loan of loans) {
    let level = 1;
    let at = loan.createdAt.getTime() + 2 * DAY;
    for (const step of DEMO_CHANGES[loan.customerName] ?? []) {
      const created = await repo.insertChange(db, {
        billId: loan.id,
        fromLevel: level,
        toLevel: step.to,
        reason: step.reason,
        applicantId: applicant.id,
        applicantName: applicant.realName,
        ownerId: loan.salespersonId,
        areaCode: loan.areaCode,
        departmentCode: loan.departmentCode,
        groupId: loan.groupId,
        createdAt: new Date(at),
      });
      if (!created || !step.decision) continue;
      const decidedAt = new Date(at + 3600 * 1000);
      await repo.decide(db, created.id, {
        status: step.decision === 'approve' ? 2 : 3,
        decidedBy: approver.id,
        decidedByName: approver.realName,
        decidedAt,
        decisionComment: step.comment ?? null,
      });
      if (step.decision === 'approve') {
        await repo.setLevel(db, loan.id, level, step.to, decidedAt);
        level = step.to;
      }
      at += 3600 * 1000 * 5;
    }
  }
}
