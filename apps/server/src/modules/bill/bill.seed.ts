import { DEFAULT_CHAINS, idCardCheckChar } from '@lc/shared';
import type { Executor } from '../../db/client';
import { shanghaiDate } from '../../lib/time';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { BILL_PROCESS, billRepository } from './bill.repository';

/** The demo user who holds each node of the default bill chain (seed/demo-users.ts, default grants). */
const NODE_HOLDERS: Record<string, string> = {
  bill_approve_manager: '13800001001',
  bill_approve_vp: '13800001002',
  bill_approve_supervisor: '13800000010',
  documentation_check_details: '13800000031',
  rc_final_approve: '13800000034',
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A few demo bills of the Beijing group-1 salesperson (13800000011), so the bill pages have data:
 * a draft, two waiting for the manager (one an extension bill), one at the VP and one approved.
 * Rows are written through the repository, without the service's checks, as the other demo seeds do;
 * their flows follow the default chain. They read true: each was made on a day of the last two
 * weeks and numbered from that day's sequence, as the service numbers bills, and each approval is
 * recorded by the demo user who holds that node, an hour after the step before.
 */
export async function seedDemoBills(db: Executor, findUser: FindDemoUser) {
  if ((await billRepository.count(db, undefined)) > 0) return;
  const sales = await findUser('13800000011');
  if (!sales) return;
  const nodes = DEFAULT_CHAINS.bill.nodes;
  const holders = new Map<string, NonNullable<Awaited<ReturnType<FindDemoUser>>>>();
  for (const node of nodes) {
    const holder = await findUser(NODE_HOLDERS[node.permission] ?? '');
    if (!holder) return;
    holders.set(node.permission, holder);
  }
  const now = Date.now();
  const demo = [
    { name: '王建国', amount: '1800000.00', type: 2, term: 90, billType: 0, node: null, status: 0 },
    { name: '李秀英', amount: '2500000.00', type: 2, term: 180, billType: 0, node: 0, status: 1 },
    { name: '赵志强', amount: '900000.00', type: 1, term: 30, billType: 1, node: 0, status: 1 },
    { name: '孙丽华', amount: '3200000.00', type: 3, term: 360, billType: 0, node: 1, status: 1 },
    { name: '周明', amount: '1200000.00', type: 2, term: 120, billType: 0, node: nodes.length, status: 4 },
  ] as const;
  for (const [i, d] of demo.entries()) {
    const first17 = `1101051980060${i + 1}12${i}`;
    // Older bills first, the newest two days ago: at 10:00 Shanghai time of their day.
    const createdAt = new Date(Math.floor((now - (12 - 2 * i) * DAY) / DAY) * DAY + 2 * HOUR);
    const day = shanghaiDate(createdAt).replaceAll('-', '');
    const submittedAt = d.status === 0 ? null : new Date(createdAt.getTime() + HOUR);
    const bill = await billRepository.insert(db, {
      billNo: `BJ${day}-${String(await billRepository.nextSequence(db, 'BJ', day)).padStart(4, '0')}`,
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
      createdAt,
      updatedAt: new Date(createdAt.getTime() + (d.node === null ? 0 : (d.node + 1) * HOUR)),
      submittedAt,
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
        createdAt: submittedAt!,
      },
      ...nodes.slice(0, Math.min(d.node, nodes.length)).map((n, k) => ({
        action: 'approve' as const,
        fromNode: n.key,
        toNode: nodes[k + 1]?.key ?? null,
        fromStatus: 'pending',
        toStatus: nodes[k + 1] ? 'pending' : 'approved',
        actorId: holders.get(n.permission)!.id,
        actorName: holders.get(n.permission)!.realName,
        comment: '同意',
        createdAt: new Date(submittedAt!.getTime() + (k + 1) * HOUR),
      })),
    ];
    await seedFlowInstance(db, instance, records);
  }
}
