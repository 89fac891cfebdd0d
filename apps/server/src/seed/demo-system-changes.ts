import { DEFAULT_CHAINS, SYSTEM_CHANGE_STATUS as S, type SystemChangeDiff } from '@lc/shared';
import type { Executor } from '../db/client';
import { totalOf } from '../db/paged-list';
import type { LoanFacts } from '../modules/bill/bill.service';
import { billSystemChangeRepository as bills } from '../modules/bill/bill-system-change.repository';
import type { FindDemoUser } from '../modules/module-kit';
import { systemChangeRepository as requests } from '../modules/system-change/system-change.repository';
import { seedFlowInstance } from '../modules/workflow/flow-engine.service';

const HOUR = 3_600_000;
type Person = { id: number; realName: string };

/**
 * Demo system changes on the demo loans (oldest first), asked by the business manager and decided
 * by core operations: one applied (the bill really changed, with its version records), one in
 * approval, one rejected. Only into an empty table.
 */
export async function seedDemoSystemChanges(db: Executor, findUser: FindDemoUser, loans: LoanFacts[]) {
  const [manager, approver] = [await findUser('13800001001'), await findUser('13800000092')];
  if (!manager || !approver || loans.length < 4 || (await totalOf(db, requests.list, undefined)).total > 0) return;
  const [first, second, , fourth] = loans as [LoanFacts, LoanFacts, LoanFacts, LoanFacts];
  const start = Date.now() - 3 * 24 * HOUR;

  const request = async (loan: LoanFacts, status: number, changes: SystemChangeDiff[], reason: string, comment?: string) => {
    const bill = (await bills.facts(db, loan.id))!;
    const scope = { ownerId: bill.salespersonId, areaCode: bill.areaCode, departmentCode: bill.departmentCode, groupId: bill.groupId };
    const created = await requests.insert(db, {
      ...{ billId: bill.id, billNo: bill.billNo, customerName: bill.customerName, billVersion: bill.version, changes, reason, status },
      ...{ applicantId: manager.id, applicantName: manager.realName, ...scope, version: status === S.inApproval ? 0 : 1 },
      createdAt: new Date(start),
      updatedAt: new Date(start + (status === S.inApproval ? 0 : HOUR)),
    });
    const decided = status !== S.inApproval;
    const nodes = [...DEFAULT_CHAINS.system_change.nodes];
    const by = (p: Person, hours: number) => ({ actorId: p.id, actorName: p.realName, createdAt: new Date(start + hours * HOUR) });
    await seedFlowInstance(
      db,
      {
        ...{ process: 'system_change', subjectId: created.id, nodeIndex: 0, nodes, untouched: !decided, version: decided ? 1 : 0 },
        status: status === S.applied ? 'approved' : status === S.rejected ? 'returned' : 'pending',
        currentPermission: decided ? null : nodes[0]!.permission,
        ...{ applicantId: manager.id, areaCode: bill.areaCode, departmentCode: bill.departmentCode, groupId: bill.groupId },
      },
      [
        { action: 'submit', fromNode: null, toNode: nodes[0]!.key, fromStatus: null, toStatus: 'pending', ...by(manager, 0) },
        ...(decided
          ? [
              {
                action: status === S.applied ? ('approve' as const) : ('reject' as const),
                ...{
                  fromNode: nodes[0]!.key,
                  toNode: null,
                  fromStatus: 'pending',
                  toStatus: status === S.applied ? 'approved' : 'returned',
                },
                ...{ comment: comment ?? '同意', ...by(approver, 1) },
              },
            ]
          : []),
      ],
    );
    if (status !== S.applied) return;
    // The approval's own writes: the bill at the version read, and one version record per field.
    const values = Object.fromEntries(changes.map((d) => [d.field, d.field === 'fundings' ? d.after : Number(d.after)]));
    const applied = await bills.apply(db, bill.id, bill.version, values, new Date(start + HOUR));
    await requests.addVersions(
      db,
      changes.map((d) => ({
        ...{ requestId: created.id, billId: bill.id, billNo: bill.billNo, field: d.field, before: d.before, after: d.after },
        ...{ billVersion: applied!.version, applicantName: manager.realName, approverId: approver.id, approverName: approver.realName },
        ...scope,
        createdAt: new Date(start + HOUR),
      })),
    );
  };

  await request(
    first,
    S.applied,
    [{ field: 'fundings', before: first.fundings, after: 'yunxintrust' }],
    '资金方调整为云信信托，按合作协议变更',
  );
  await request(
    second,
    S.inApproval,
    [{ field: 'borrowType', before: String(second.borrowType), after: '4' }],
    '客户实际为三类接桥业务，报单时选错',
  );
  await request(
    fourth,
    S.rejected,
    [
      { field: 'borrowType', before: String(fourth.borrowType), after: '2' },
      { field: 'borrowDuration', before: String(fourth.borrowDuration), after: '90' },
    ],
    '客户要求改为一抵并缩短期限',
    '抵押顺位以登记为准，不能改为一抵',
  );
}
