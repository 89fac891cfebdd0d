import { BILL_STAGE, DEFAULT_CHAINS, DEFAULT_PENALTY_DAILY_RATE, type FeeAccrual, type FeeLineTerms, idCardCheckChar } from '@lc/shared';
import type { Executor } from '../../db/client';
import { shanghaiDate } from '../../lib/time';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { BILL_PROCESS, billRepository } from './bill.repository';
import { type StoreDemoImage, seedDemoBillDocuments } from './bill-documents.seed';
import { billTermsRepository } from './bill-terms.repository';

/** The demo user who holds each node of the default bill chain (seed/demo-users.ts, default grants). */
const NODE_HOLDERS: Record<string, string> = {
  bill_approve_manager: '13800001001',
  bill_approve_vp: '13800001002',
  bill_approve_supervisor: '13800000010',
  documentation_check_details: '13800000031',
  rc_final_approve: '13800000034',
};
const HOUR = 3_600_000;
type DemoActor = { id: number; realName: string };
type SeedRecord = Parameters<typeof seedFlowInstance>[2][number];
/** How a bill sent back to its salesperson got there: returned by the manager with a reason, or withdrawn. */
const FLOW_SENT_BACK: Partial<
  Record<number, { status: 'returned' | 'withdrawn'; record: (actor: DemoActor, node: string, submittedAt: Date) => SeedRecord }>
> = {
  2: {
    status: 'returned',
    record: (actor, node, submittedAt) => ({
      action: 'reject' as const,
      fromNode: node,
      toNode: null,
      fromStatus: 'pending',
      toStatus: 'returned',
      actorId: actor.id,
      actorName: actor.realName,
      comment: '请补充房产证复印件和近半年银行流水',
      createdAt: new Date(submittedAt.getTime() + HOUR),
    }),
  },
  3: {
    status: 'withdrawn',
    record: (actor, node, submittedAt) => ({
      action: 'withdraw' as const,
      fromNode: node,
      toNode: null,
      fromStatus: 'pending',
      toStatus: 'withdrawn',
      actorId: actor.id,
      actorName: actor.realName,
      comment: '借款金额需与客户再确认',
      createdAt: new Date(submittedAt.getTime() + HOUR),
    }),
  },
};
const DAY = 24 * HOUR;
/**
 * The loan the done-means browser test (e2e/contract-mortgage-archive.spec.ts) walks from contract to
 * archive transfer: final-approved with two properties, and left out of every other demo seed.
 */
export const CHAIN_DEMO_CUSTOMER = '宋佳';
/** Past the last node of the bill chain: final review passed. */
const FINAL = DEFAULT_CHAINS.bill.nodes.length;
/** The demo bills, in the order they are made (the i-th gets ID number demoBillIdCard(i)). */
const DEMO_BILLS = [
  { name: '王建国', amount: '1800000.00', type: 2, term: 90, billType: 0, node: null, status: 0 },
  { name: '李秀英', amount: '2500000.00', type: 2, term: 180, billType: 0, node: 0, status: 1 },
  { name: '赵志强', amount: '900000.00', type: 1, term: 30, billType: 1, node: 0, status: 1 },
  { name: '孙丽华', amount: '3200000.00', type: 3, term: 360, billType: 0, node: 1, status: 1 },
  { name: '周明', amount: '1200000.00', type: 2, term: 120, billType: 0, node: FINAL, status: 4 },
  // Sent back by the manager, and taken back by the salesperson: both wait in the draft box.
  { name: '吴芳', amount: '1500000.00', type: 2, term: 90, billType: 0, node: 0, status: 2 },
  { name: '郑伟', amount: '2000000.00', type: 1, term: 60, billType: 0, node: 0, status: 3 },
  // At document review: one with every required document, one without its property certificate.
  { name: '钱立新', amount: '2200000.00', type: 2, term: 180, billType: 0, node: 3, status: 1, documents: 'complete' },
  { name: '冯晓梅', amount: '1600000.00', type: 2, term: 90, billType: 0, node: 3, status: 1, documents: 'noCertificate' },
  // With the supervisor, and at final review (its documents complete): every inbox of the chain opens with a bill.
  { name: '何静', amount: '1900000.00', type: 2, term: 90, billType: 0, node: 2, status: 1 },
  { name: '陈国栋', amount: '2600000.00', type: 2, term: 120, billType: 0, node: 4, status: 1, documents: 'complete' },
  // More loans (final review passed): bridge loans on both sides of CS_01/CS_02's 8 million, and a second mortgage.
  { name: '林海', amount: '5000000.00', type: 1, term: 30, billType: 0, node: FINAL, status: 4 },
  { name: '高峰', amount: '9000000.00', type: 1, term: 15, billType: 0, node: FINAL, status: 4 },
  { name: '罗静', amount: '2800000.00', type: 3, term: 180, billType: 0, node: FINAL, status: 4 },
] as const;

/** A demo bill's ID number: its stable identity, by which later starts find it (bill numbers follow the day it was made). */
const demoBillIdCard = (i: number) => {
  const first17 = `110105198006${String(i + 1).padStart(2, '0')}12${i % 10}`;
  return `${first17}${idCardCheckChar(first17)}`;
};

/**
 * The ID numbers of the demo loans the other demo seeds build on (the final-approved demo bills,
 * oldest first; not the chain's loan): seed.ts finds them by these, never by list position, so a
 * loan staff add does not change which rows the seeds take.
 */
export const DEMO_LOAN_ID_CARDS: readonly string[] = DEMO_BILLS.flatMap((d, i) => (d.status === 4 ? [demoBillIdCard(i)] : []));

/** A demo bill's collateral, for the valuation seed to value (seed/seed.ts hands it over). */
export type DemoCollateral = { mortgageId: number; address: string; area: string; valuedAt: Date };

/**
 * The terms final review decided for a demo bill (decision 0070): the whole amount at 9.6 % a
 * year, interest first, for the bill's term, penalty at decision 0066's daily rate.
 */
/** Every demo bill proposes Hainan small-loan, and its final reviewer confirms it (decision 0079). */
export const DEMO_FUND_PARTY = 'hnxiaodai';

export const demoTerms = (amount: string, termDays: number, reviewer: { id: number; realName: string }, decidedAt: Date) => ({
  amount,
  fundParty: DEMO_FUND_PARTY,
  annualRate: '0.096',
  method: 'interestFirst' as const,
  termDays,
  repaymentDay: null,
  fees: demoFees('perDays'),
  penaltyDailyRate: DEFAULT_PENALTY_DAILY_RATE,
  decidedBy: reviewer.id,
  decidedByName: reviewer.realName,
  decidedAt,
});

/** The demo's service fee, 0.01 % of the principal a day (decision 0073), falling due as `accrual` says. */
export const demoFees = (accrual: FeeAccrual): FeeLineTerms[] => [{ itemName: '服务费', chargeDays: 1, rate: '0.01', accrual }];

/** The demo loans repaid otherwise than at 9.6 % interest first: as their first grant repays (seed/demo-repayments.ts). */
const DEMO_RATES: Record<string, { annualRate: string; method: 'bullet' | 'equalPrincipal'; fees: FeeLineTerms[] }> = {
  林海: { annualRate: '0.108', method: 'bullet', fees: demoFees('upfront') },
  高峰: { annualRate: '0.1', method: 'equalPrincipal', fees: demoFees('perPeriod') },
};

/**
 * A few demo bills of the Beijing group-1 salesperson (13800000011), so the bill pages have data:
 * a draft, two waiting for the manager (one an extension bill), one at the VP, four approved, one
 * the manager returned, one the salesperson withdrew, two at document review (one with all its
 * documents, one missing its property certificate; their images only when the seed can store them)
 * one with the supervisor and one at final review.
 * Rows are written through the repository, without the service's checks, as the other demo seeds do;
 * their flows follow the default chain. They read true: each was made on a day of the last three
 * weeks and numbered from that day's sequence, as the service numbers bills, and each approval is
 * recorded by the demo user who holds that node, an hour after the step before.
 */
export async function seedDemoBills(db: Executor, findUser: FindDemoUser, storeImage?: StoreDemoImage): Promise<DemoCollateral[]> {
  if ((await billRepository.count(db, undefined)) > 0) return [];
  const sales = await findUser('13800000011');
  if (!sales) return [];
  const collateral: DemoCollateral[] = [];
  const nodes = DEFAULT_CHAINS.bill.nodes;
  const holders = new Map<string, NonNullable<Awaited<ReturnType<FindDemoUser>>>>();
  for (const node of nodes) {
    const holder = await findUser(NODE_HOLDERS[node.permission] ?? '');
    if (!holder) return [];
    holders.set(node.permission, holder);
  }
  const now = Date.now();
  const demo = DEMO_BILLS;
  const chain = {
    name: CHAIN_DEMO_CUSTOMER,
    amount: '1500000.00',
    type: 2,
    term: 180,
    billType: 0,
    node: nodes.length,
    status: 4,
  } as const;
  for (const [i, d] of [...demo, chain].entries()) {
    // Older bills first, the newest yesterday: at 10:00 Shanghai time of their day. The chain's loan is
    // the oldest, so the seeds and lists that take the newest bills do not reach it.
    // The approved bills carry the demo's loans, drawn up to 200 days back: they were made before that.
    const daysAgo = d === chain ? 2 * demo.length : d.status === 4 ? 240 - i : 2 * demo.length - 1 - 2 * i;
    const createdAt = new Date(Math.floor((now - daysAgo * DAY) / DAY) * DAY + 2 * HOUR);
    const day = shanghaiDate(createdAt).replaceAll('-', '');
    const submittedAt = d.status === 0 ? null : new Date(createdAt.getTime() + HOUR);
    const bill = await billRepository.insert(db, {
      billNo: `BJ${day}-${String(await billRepository.nextSequence(db, 'BJ', day)).padStart(4, '0')}`,
      status: d.status,
      // Approved bills start at the first stage; their loans' seeds move them on (decision 0074).
      stage: d.status === 4 ? BILL_STAGE.approved : null,
      currentNode: d.status === 1 && d.node !== null ? (nodes[d.node]?.key ?? null) : null,
      billType: d.billType,
      billCustomerName: d.name,
      billCustomerMobile: `1391000${String(1000 + i)}`,
      idCard: demoBillIdCard(i),
      borrowAmount: d.amount,
      borrowDuration: d.term,
      borrowType: d.type,
      borrowingPurposes: '经营周转',
      fundings: DEMO_FUND_PARTY,
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
        // The rate the salesperson declared, shown beside the system LTV.
        mortgagePercentage: '50.00',
      },
      // The chain's loan is secured by a parking space too: the mortgage registers one, then the other.
      ...(d === chain
        ? [
            {
              billId: bill.id,
              sort: 1,
              addressProvince: '110000',
              addressDistrict: '110105',
              addressDetails: `朝阳区望京西园地下车位C${i + 1}号`,
              addressKey: `110000|110105|朝阳区望京西园地下车位C${i + 1}号`,
              floorArea: '12.50',
            },
          ]
        : []),
    ]);
    if ('documents' in d && storeImage) {
      await seedDemoBillDocuments(db, storeImage, { id: bill.id, borrowType: d.type }, sales, d.documents === 'noCertificate');
    }
    if (d.node === null) continue;
    // Submitted bills were valued first (the salesperson's manual valuation), so every page shows their LTV.
    // The flat only: the chain's parking space stays unvalued, like the parking spaces the mortgage seed adds.
    for (const m of (await billRepository.mortgagesOf(db, bill.id)).slice(0, 1)) {
      collateral.push({ mortgageId: m.id, address: `北京市${m.addressDetails}`, area: m.floorArea ?? '96.30', valuedAt: createdAt });
    }
    const approved = d.status === 4;
    if (approved) {
      const finalReviewer = holders.get(nodes[nodes.length - 1]!.permission)!;
      const decidedAt = new Date(createdAt.getTime() + (nodes.length + 1) * HOUR);
      await billTermsRepository.seed(db, bill.id, { ...demoTerms(d.amount, d.term, finalReviewer, decidedAt), ...DEMO_RATES[d.name] });
    }
    const sentBack = FLOW_SENT_BACK[d.status];
    const instance = {
      process: BILL_PROCESS,
      subjectId: bill.id,
      status: sentBack?.status ?? (approved ? ('approved' as const) : ('pending' as const)),
      nodeIndex: approved ? nodes.length - 1 : d.node,
      nodes: [...nodes],
      currentPermission: approved || sentBack ? null : nodes[d.node]!.permission,
      untouched: d.node === 0 && !sentBack,
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
      ...(sentBack
        ? [sentBack.record(sentBack.status === 'returned' ? holders.get(nodes[0]!.permission)! : sales, nodes[0]!.key, submittedAt!)]
        : []),
    ];
    await seedFlowInstance(db, instance, records);
  }
  return collateral;
}
