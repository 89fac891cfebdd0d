import { ARCHIVE_STOCK as I, ARCHIVE_TRANSFER_OLD_STATUS as T, DEFAULT_CHAINS } from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { LoanFacts } from '../bill/bill.service';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { archiveTransferOldRepository as transfers } from './archive-transfer-old.repository';
import { archiveRepository as items } from './archive.repository';

const HOUR = 3600 * 1000;
type User = NonNullable<Awaited<ReturnType<FindDemoUser>>>;
/** Per old status: the flow's state, the node it stands at, and who decided what (node key → action). */
const FLOWS: Record<number, { status: 'pending' | 'returned' | 'approved' | 'withdrawn'; node: number; acts: ('approve' | 'reject')[] }> = {
  [T.awaitingRisk]: { status: 'pending', node: 0, acts: [] },
  [T.riskRejected]: { status: 'returned', node: 0, acts: ['reject'] },
  [T.awaitingArchive]: { status: 'pending', node: 1, acts: ['approve'] },
  [T.archiveRejected]: { status: 'returned', node: 1, acts: ['approve', 'reject'] },
  [T.awaitingPull]: { status: 'approved', node: 1, acts: ['approve', 'approve'] },
  [T.pulledOut]: { status: 'approved', node: 1, acts: ['approve', 'approve'] },
  [T.returned]: { status: 'approved', node: 1, acts: ['approve', 'approve'] },
  [T.cancelled]: { status: 'withdrawn', node: 0, acts: [] },
};

/**
 * Demo old-flow transfers (/archiveTransferManage) on the second demo loan, one in each status
 * (-2, 3–9), each with its flow records, so the list opens with rows and every filter finds one.
 * Their documents are new ones of the loan, in stock except the one pulled out (8). Only into an
 * empty table, after the archive seed.
 */
export async function seedDemoArchiveTransfersOld(db: Executor, findUser: FindDemoUser, loans: LoanFacts[]) {
  const [custodian, manager, risk, approver] = await Promise.all(
    ['13800000032', '13800000037', '13800000010', '13800000061'].map(findUser),
  );
  const loan = loans[1];
  if (!custodian || !manager || !risk || !approver || !loan || (await totalOf(db, transfers.list, undefined)).total > 0) return;
  const at = Date.now() - 3 * 24 * HOUR;
  const by = (u: User, hours: number) => ({ actorId: u.id, actorName: u.realName, createdAt: new Date(at + hours * HOUR) });
  const scope = { ownerId: loan.salespersonId, areaCode: loan.areaCode, departmentCode: loan.departmentCode, groupId: loan.groupId };
  const nodes = [...DEFAULT_CHAINS.archive_transfer_old.nodes];

  const doc = async (name: string, out: boolean) => {
    const path = out ? [I.notInStock, I.inStock, I.out] : [I.notInStock, I.inStock];
    const { id } = await items.insert(db, { billId: loan.id, docType: 9, name, status: path.at(-1)!, ...scope, version: path.length - 1 });
    await items.addLines(
      db,
      path.map((to, k) => ({
        itemId: id,
        fromStatus: k ? path[k - 1]! : null,
        toStatus: to,
        reason: null,
        transferId: null,
        ...by(custodian, k),
      })),
    );
    return id;
  };
  const make = async (status: number, reason: string, name: string) => {
    const itemId = await doc(name, status === T.pulledOut);
    const values = { billId: loan.id, reason, returnDate: '2026-12-31', status, applicantId: manager.id, applicantName: manager.realName };
    const stamps = {
      ...(status === T.pulledOut || status === T.returned ? { pulledAt: new Date(at + 9 * HOUR) } : {}),
      ...(status === T.returned ? { returnedAt: new Date(at + 30 * HOUR) } : {}),
    };
    const made = await transfers.insert(
      db,
      { ...values, ...scope, ...stamps, version: FLOWS[status]!.acts.length, createdAt: new Date(at + status * HOUR) },
      [itemId],
    );
    const f = FLOWS[status]!;
    const deciders = [risk, approver];
    await seedFlowInstance(
      db,
      {
        process: 'archive_transfer_old',
        subjectId: made.id,
        status: f.status,
        nodeIndex: f.node,
        nodes,
        currentPermission: f.status === 'pending' ? nodes[f.node]!.permission : null,
        untouched: f.status === 'pending' && f.acts.length === 0,
        applicantId: manager.id,
        areaCode: manager.areaCode,
        departmentCode: manager.departmentCode,
        groupId: null,
        version: f.acts.length + (f.status === 'withdrawn' ? 1 : 0),
      },
      [
        { action: 'submit', fromNode: null, toNode: nodes[0]!.key, fromStatus: null, toStatus: 'pending', ...by(manager, 5) },
        ...(f.status === 'withdrawn'
          ? [
              {
                action: 'withdraw' as const,
                fromNode: nodes[0]!.key,
                toNode: null,
                fromStatus: 'pending',
                toStatus: 'withdrawn',
                ...by(manager, 6),
              },
            ]
          : []),
        ...f.acts.map((action, k) => ({
          action,
          fromNode: nodes[k]!.key,
          toNode: action === 'approve' ? (nodes[k + 1]?.key ?? null) : null,
          fromStatus: 'pending',
          toStatus: action === 'reject' ? 'returned' : k + 1 < nodes.length ? 'pending' : 'approved',
          comment: action === 'reject' ? '调档理由不充分' : '同意',
          ...by(deciders[k]!, 6 + k),
        })),
      ],
    );
  };

  await make(T.awaitingRisk, '诉讼需要提交原件', '不动产权证书复印件（旧调档）');
  await make(T.awaitingArchive, '资金方核查抵押材料', '他项权证复印件（旧调档）');
  await make(T.awaitingPull, '办理抵押变更登记', '抵押合同原件（旧调档）');
  await make(T.pulledOut, '法院立案提交原件', '借款合同原件（旧调档）');
  await make(T.returned, '复印合同用于对账', '公证书原件（旧调档）');
  await make(T.riskRejected, '客户要求查看合同', '还款计划表（旧调档）');
  await make(T.archiveRejected, '外部审计抽查', '收入证明（旧调档）');
  await make(T.cancelled, '重复申请', '婚姻证明（旧调档）');
}
