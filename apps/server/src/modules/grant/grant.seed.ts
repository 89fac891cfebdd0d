import { ACCOUNT, DEFAULT_CHAINS, DRAW_STATUS, GRANT_STATUS as S } from '@lc/shared';
import type { Db } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { AuditActor } from '../audit/audit.service';
import type { LoanFacts } from '../bill/bill.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import { createLedgerService } from '../ledger/ledger.service';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { drawRepository, grantRepository, rejectionRepository } from './grant.repository';

const SEED_ACTOR: AuditActor = { actorId: null, actorName: 'seed', requestId: null, ip: null };
const HOUR = 3_600_000;
type Draw = { amount: string; ok: boolean };
/** Where each demo grant stands: the flow node reached, its status, a rejection, its draws. */
const DEMO: { loan: number; amount: string; node: number; status: number; rejected?: string; draws?: Draw[] }[] = [
  { loan: 2, amount: '1000000.00', node: 0, status: S.awaitingReview },
  { loan: 2, amount: '1000000.00', node: 1, status: S.awaitingReview },
  { loan: 2, amount: '1000000.00', node: 2, status: S.awaitingReview },
  // At finance, its mortgage only partly registered: the gate holds its draws back (decision 0032).
  { loan: 2, amount: '1000000.00', node: 3, status: S.awaiting },
  { loan: 2, amount: '1000000.00', node: 2, status: S.executiveRejected, rejected: '额度过高，请分笔申请' },
  {
    loan: 0,
    amount: '600000.00',
    node: 3,
    status: S.partlyGranted,
    draws: [
      { amount: '300000.00', ok: false },
      { amount: '300000.00', ok: true },
    ],
  },
  {
    loan: 0,
    amount: '600000.00',
    node: 4,
    status: S.finished,
    draws: [
      { amount: '400000.00', ok: true },
      { amount: '200000.00', ok: true },
    ],
  },
];

/**
 * Demo grants at every stage (decision 0028) on the demo loans 周明 and 高峰 (林海 and 罗静 stay
 * free to request): awaiting first review, at each executive and at finance, rejected at
 * executive 2 (高峰, whose mortgage the mortgage seed leaves partly registered, so its draws wait
 * for the gate), partly granted after a failed draw and finished in two draws (周明, whose
 * mortgage is fully registered: the money left through an open gate). Succeeded draws post
 * through the ledger service, so the trial balance still balances. Only into an empty table.
 */
export async function seedDemoGrants(
  db: Db,
  findUser: FindDemoUser,
  loans: LoanFacts[],
  cardOf: (billId: number) => Promise<number | undefined>,
) {
  if ((await totalOf(db, grantRepository.list, undefined)).total > 0 || loans.length < 3) return;
  const [applicant, risk, vp1, vp2, finance] = await Promise.all(
    // The risk director requests, so the risk staff (role 31) find the demo grants in their inbox.
    ['13800000030', '13800000010', '13800000022', '13800000023', '13800000021'].map((m) => findUser(m)),
  );
  if (!applicant || !risk || !vp1 || !vp2 || !finance) return;
  const approvers = [risk, vp1, vp2, finance];
  const nodes = DEFAULT_CHAINS.grant.nodes;
  const ledger = createLedgerService({ db });
  const start = Date.now() - 72 * HOUR;
  for (const [i, d] of DEMO.entries()) {
    const loan = loans[d.loan]!;
    const cardId = await cardOf(loan.id);
    if (!cardId) continue;
    const at = (step: number) => new Date(start + i * 4 * HOUR + step * HOUR);
    await db.transaction(async (tx) => {
      const { id } = await grantRepository.insert(tx, {
        billId: loan.id,
        cardId,
        fundingParty: loan.fundings ?? 'hnxiaodai',
        amount: d.amount,
        status: d.status,
        applicantId: applicant.id,
        applicantName: applicant.realName,
        ownerId: loan.salespersonId,
        areaCode: loan.areaCode,
        departmentCode: loan.departmentCode,
        groupId: loan.groupId,
        createdAt: at(0),
        updatedAt: at(d.node + 1),
      });
      const approved = d.status === S.finished;
      const rejectedAt = d.rejected ? d.node : null;
      const passed = rejectedAt ?? d.node;
      const records = [
        {
          action: 'submit' as const,
          fromNode: null,
          toNode: nodes[0]!.key,
          fromStatus: null,
          toStatus: 'pending',
          actorId: applicant.id,
          actorName: applicant.realName,
          createdAt: at(0),
        },
        ...nodes.slice(0, Math.min(passed, nodes.length)).map((n, k) => ({
          action: 'approve' as const,
          fromNode: n.key,
          toNode: nodes[k + 1]?.key ?? null,
          fromStatus: 'pending',
          toStatus: nodes[k + 1] ? 'pending' : 'approved',
          actorId: approvers[k]!.id,
          actorName: approvers[k]!.realName,
          comment: k === 3 ? '放款完成' : '同意',
          createdAt: at(k + 1),
        })),
        ...(rejectedAt === null
          ? []
          : [
              {
                action: 'reject' as const,
                fromNode: nodes[rejectedAt]!.key,
                toNode: null,
                fromStatus: 'pending',
                toStatus: 'returned',
                actorId: approvers[rejectedAt]!.id,
                actorName: approvers[rejectedAt]!.realName,
                comment: d.rejected!,
                createdAt: at(rejectedAt + 1),
              },
            ]),
      ];
      await seedFlowInstance(
        tx,
        {
          process: 'grant',
          subjectId: id,
          status: approved ? 'approved' : rejectedAt !== null ? 'returned' : 'pending',
          nodeIndex: Math.min(d.node, nodes.length - 1),
          nodes: [...nodes],
          currentPermission: approved || rejectedAt !== null ? null : nodes[d.node]!.permission,
          untouched: d.node === 0 && rejectedAt === null,
          applicantId: applicant.id,
          areaCode: loan.areaCode,
          departmentCode: loan.departmentCode,
          groupId: loan.groupId,
          version: records.length - 1,
        },
        records,
      );
      if (d.rejected && rejectedAt !== null) {
        const by = approvers[rejectedAt]!;
        await rejectionRepository.insert(tx, {
          grantId: id,
          nodeKey: nodes[rejectedAt]!.key,
          status: d.status,
          reason: d.rejected,
          actorId: by.id,
          actorName: by.realName,
          createdAt: at(rejectedAt + 1),
        });
      }
      let drawn = 0n;
      let succeeded = 0n;
      for (const [k, dr] of (d.draws ?? []).entries()) {
        const draw = await drawRepository.insert(tx, {
          grantId: id,
          amount: dr.amount,
          status: DRAW_STATUS.inProgress,
          idempotencyKey: `demo-draw-${id}-${k}`,
          createdBy: finance.id,
          createdByName: finance.realName,
          channelRef: `SIM-DEMO-${id}-${k}`,
        });
        const fen = BigInt(dr.amount.replace('.', ''));
        if (!dr.ok) {
          await drawRepository.move(tx, draw.id, DRAW_STATUS.inProgress, { status: DRAW_STATUS.failed, failureKey: 'grantChannelRefused' });
          continue;
        }
        const posted = await ledger.post(tx, SEED_ACTOR, {
          eventType: 'disbursement',
          idempotencyKey: `draw:${draw.id}`,
          memo: `grant ${id} draw ${draw.id}`,
          subject: { billId: loan.id, fundingParty: loan.fundings ?? 'hnxiaodai' },
          lines: [debitLine(ACCOUNT.loanPrincipal, dr.amount), creditLine(ACCOUNT.bank, dr.amount)],
        });
        await drawRepository.move(tx, draw.id, DRAW_STATUS.inProgress, { status: DRAW_STATUS.succeeded, ledgerEntryId: posted.entry.id });
        drawn += fen;
        succeeded += fen;
      }
      const yuan = (f: bigint) => `${f / 100n}.${String(f % 100n).padStart(2, '0')}`;
      if (d.draws)
        await grantRepository.setAmounts(tx, id, { drawnAmount: yuan(drawn), succeededAmount: yuan(succeeded), status: d.status });
    });
  }
}
