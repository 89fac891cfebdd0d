import { DEFAULT_CHAINS, ORDER_TRANSFER_LINE_STATUS as L, ORDER_TRANSFER_STATUS as S } from '@lc/shared';
import type { Db } from '../../db/client';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import type { FindDemoUser } from '../module-kit';
import { ORDER_TRANSFER_PROCESS, orderTransferRepository as repo } from './order-transfer.repository';

const HOUR = 3_600_000;
const DEMO = [
  // Approved: 罗静's loan came from the group-2 salesperson; it is the group-1 salesperson's now (history keeps the old owner).
  { customer: '罗静', from: 'group2', to: 'group1', status: S.approved, line: L.moved, reason: '业务员调岗，客户随转', comment: '同意' },
  {
    customer: '李秀英',
    from: 'group1',
    to: 'group2',
    status: S.rejected,
    line: L.rejected,
    reason: '客户要求更换业务员',
    comment: '客户未书面确认',
  },
  { customer: '王建国', from: 'group1', to: 'group2', status: S.pending, line: L.waiting, reason: '业务员休假，草稿交由二组跟进' },
] as const;

/**
 * Order transfer requests of the department's business manager (13800001002) over the demo bills,
 * pending, approved (by the admin) and rejected, so both lists open with rows. None changes a
 * bill: the approved one records how 罗静's loan, already the group-1 salesperson's, came to them.
 * Only into an empty table.
 */
export async function seedDemoOrderTransfers(db: Db, findUser: FindDemoUser) {
  if (await repo.any(db)) return;
  const [applicant, approver, group1, group2] = await Promise.all(
    ['13800001002', '13800000000', '13800000011', '13800000111'].map((m) => findUser(m)),
  );
  if (!applicant || !approver || !group1 || !group2) return;
  const people = { group1, group2 };
  const nodes = DEFAULT_CHAINS.order_transfer.nodes;
  for (const [i, d] of DEMO.entries()) {
    const [bill] = await repo.bills(db, { all: true }, { keyword: d.customer }, 1);
    if (!bill) continue;
    const at = new Date(Date.now() - (DEMO.length - i) * 24 * HOUR);
    const decidedAt = d.status === S.pending ? null : new Date(at.getTime() + 2 * HOUR);
    const scope = { areaCode: 'BJ_11', departmentCode: applicant.departmentCode, groupId: 1 };
    const created = await repo.insert(db, {
      mode: 'bill',
      fromSalespersonId: people[d.from].id,
      toSalespersonId: people[d.to].id,
      reason: d.reason,
      status: d.status,
      applicantId: applicant.id,
      applicantName: applicant.realName,
      ...scope,
      decidedAt,
      version: d.status === S.pending ? 0 : 1,
      createdAt: at,
      updatedAt: decidedAt ?? at,
    });
    await repo.insertLines(db, [
      {
        transferId: created.id,
        billId: bill.id,
        fromSalespersonId: people[d.from].id,
        toSalespersonId: people[d.to].id,
        status: d.line,
        movedAt: d.line === L.moved ? decidedAt : null,
      },
    ]);
    const decided = 'comment' in d;
    await seedFlowInstance(
      db,
      {
        process: ORDER_TRANSFER_PROCESS,
        subjectId: created.id,
        status: d.status === S.approved ? 'approved' : d.status === S.rejected ? 'returned' : 'pending',
        nodeIndex: 0,
        nodes: [...nodes],
        currentPermission: d.status === S.pending ? nodes[0]!.permission : null,
        untouched: !decided,
        applicantId: applicant.id,
        ...scope,
        version: decided ? 1 : 0,
        createdAt: at,
        updatedAt: decidedAt ?? at,
      },
      [
        {
          action: 'submit',
          fromNode: null,
          toNode: nodes[0]!.key,
          fromStatus: null,
          toStatus: 'pending',
          actorId: applicant.id,
          actorName: applicant.realName,
          createdAt: at,
        },
        ...(decided
          ? [
              {
                action: d.status === S.approved ? ('approve' as const) : ('reject' as const),
                fromNode: nodes[0]!.key,
                toNode: null,
                fromStatus: 'pending',
                toStatus: d.status === S.approved ? 'approved' : 'returned',
                actorId: approver.id,
                actorName: approver.realName,
                comment: d.comment,
                createdAt: decidedAt!,
              },
            ]
          : []),
      ],
    );
  }
}
