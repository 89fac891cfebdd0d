import { DEFAULT_CHAINS, idCardCheckChar } from '@lc/shared';
import type { Executor } from '../../db/client';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { BILL_PROCESS, billRepository } from './bill.repository';

/**
 * A few demo bills of the Beijing group-1 salesperson (13800000011), so the bill pages have data:
 * a draft, two waiting for the manager (one an extension bill), one at the VP and one approved.
 * Rows are written through the repository, without the service's checks, as the other demo seeds do;
 * their flows follow the default chain.
 */
export async function seedDemoBills(db: Executor, findUser: FindDemoUser) {
  if ((await billRepository.count(db, undefined)) > 0) return;
  const sales = await findUser('13800000011');
  const manager = await findUser('13800001001');
  if (!sales || !manager) return;
  const nodes = DEFAULT_CHAINS.bill.nodes;
  const demo = [
    { name: '王建国', amount: '1800000.00', type: 2, term: 90, billType: 0, node: null, status: 0 },
    { name: '李秀英', amount: '2500000.00', type: 2, term: 180, billType: 0, node: 0, status: 1 },
    { name: '赵志强', amount: '900000.00', type: 1, term: 30, billType: 1, node: 0, status: 1 },
    { name: '孙丽华', amount: '3200000.00', type: 3, term: 360, billType: 0, node: 1, status: 1 },
    { name: '周明', amount: '1200000.00', type: 2, term: 120, billType: 0, node: nodes.length, status: 4 },
  ] as const;
  const day = '20260101';
  for (const [i, d] of demo.entries()) {
    const first17 = `1101051980060${i + 1}12${i}`;
    const bill = await billRepository.insert(db, {
      billNo: `BJ${day}-${String(9000 + i)}`,
      status: d.status,
      currentNode: d.status === 1 && d.node !== null ? (nodes[d.node]?.key ?? null) : null,
      billType: d.billType,
      billCustomerName: d.name,
      billCustomerMobile: `1391000${String(1000 + i)}`,
      idCard: `${first17}${idCardCheckChar(first17)}`,
      borrowAmount: d.amount,
      borrowDuration: d.term,
      borrowType: d.type,
      borrowingPurposes: '经营周转',
      fundings: 'hnxiaodai',
      salespersonId: sales.id,
      areaCode: 'BJ_11',
      departmentCode: sales.departmentCode,
      groupId: 1,
      submittedAt: d.status === 0 ? null : new Date(),
    });
    await billRepository.insertMortgages(db, [
      {
        billId: bill.id,
        sort: 0,
        certNo: `京(2025)朝阳区不动产权第00${7000 + i}号`,
        addressProvince: '110000',
        addressDistrict: '110105',
        addressDetails: `朝阳区望京西园${i + 1}区${i + 2}号楼`,
        addressKey: `110000|110105|朝阳区望京西园${i + 1}区${i + 2}号楼`,
        floorArea: '96.30',
        evsTotalPriceWorldUnion: '6800000.00',
      },
    ]);
    if (d.node === null) continue;
    const approved = d.status === 4;
    const instance = {
      process: BILL_PROCESS,
      subjectId: bill.id,
      status: approved ? ('approved' as const) : ('pending' as const),
      nodeIndex: approved ? nodes.length - 1 : d.node,
      nodes: [...nodes],
      currentPermission: approved ? null : nodes[d.node]!.permission,
      untouched: d.node === 0,
      applicantId: sales.id,
      areaCode: 'BJ_11',
      departmentCode: sales.departmentCode,
      groupId: 1,
      version: Math.min(d.node, nodes.length),
    };
    const records = [
      {
        action: 'submit' as const,
        fromNode: null,
        toNode: nodes[0]!.key,
        fromStatus: null,
        toStatus: 'pending',
        actorId: sales.id,
        actorName: sales.realName,
      },
      ...nodes.slice(0, Math.min(d.node, nodes.length)).map((n, k) => ({
        action: 'approve' as const,
        fromNode: n.key,
        toNode: nodes[k + 1]?.key ?? null,
        fromStatus: 'pending',
        toStatus: nodes[k + 1] ? 'pending' : 'approved',
        actorId: manager.id,
        actorName: manager.realName,
        comment: '同意',
      })),
    ];
    await seedFlowInstance(db, instance, records);
  }
}
