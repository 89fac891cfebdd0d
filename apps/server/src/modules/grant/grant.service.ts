import {
  type AgreedTerms,
  BILL_STATUS,
  GRANT_ENTITY,
  GRANT_PAGE_SIZE,
  GRANT_PERMISSION,
  GRANT_RESUBMITTABLE,
  GRANT_STATUS as S,
  type FlowAction,
  type GrantDetail,
  type GrantInput,
  type GrantListQuery,
  type GrantPageQuery,
  type GrantResubmit,
  type GrantRow,
  fundPartyLabel,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Tx } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { LoanFacts } from '../bill/bill.service';
import type { RepaymentService } from '../repayment/repayment.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import { type FlowEngine, type FlowInstance, instanceInScope } from '../workflow/flow-engine.service';
import type { GrantRequestGate } from './grant-gate.service';
import { drawTransferRepository } from './draw-transfer.repository';
import { GRANT_PROCESS as PROCESS, createGrantDraws, presentDraw, type DrawDeps } from './grant-draws.service';
import {
  type GrantRecord,
  drawRepository,
  grantRepository as repo,
  grantWhere,
  postingRepository,
  rejectionRepository,
} from './grant.repository';

const NOT_FOUND = keyed('grantNotFound');
/** The list each inbox shows: the node whose permission it is. */
const INBOX = {
  riskList: GRANT_PERMISSION.risk,
  vp1List: GRANT_PERMISSION.vp1,
  vp2List: GRANT_PERMISSION.vp2,
  financeList: GRANT_PERMISSION.finance,
};
export type GrantInbox = keyof typeof INBOX;
type Deps = DrawDeps & {
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  loanFacts: (billId: number) => Promise<LoanFacts | undefined>;
  /** The bill's agreed terms (decision 0070): the limit of its requests, copied onto each. */
  agreedTerms: (billId: number) => Promise<AgreedTerms | null>;
  /** Keeps the grant's copy of the terms its loan will repay on. */
  agreeTerms: Pick<RepaymentService, 'agreeTerms'>['agreeTerms'];
  receivingCards: (billId: number, borrowerId: number | null) => Promise<{ id: number; label: string }[]>;
  /** The request's gate: signed contract, registered mortgage, documents in stock (grant-gate.service.ts). */
  requestGate: Pick<GrantRequestGate, 'assertOpen'>;
};

/**
 * The spec's status of a flow state: 1 while any review waits (risk, then the executives), 2 once it
 * reaches finance (4 kept after a part is drawn), 5 done; rejections 3 / 23 / 33 by level; 6
 * withdrawn. Decision 0082: the executives' inboxes open on 1 and finance's on 2 (spec 001 §4).
 */
const statusOf = (after: FlowInstance, rejectedAt: number | null, current: number) => {
  if (after.status === 'approved') return S.finished;
  if (after.status === 'withdrawn') return S.withdrawn;
  if (after.status === 'pending') {
    if (after.nodes[after.nodeIndex]?.key !== 'finance') return S.awaitingReview;
    return current === S.partlyGranted ? current : S.awaiting;
  }
  if (rejectedAt === 0) return S.supervisorRejected;
  return rejectedAt === after.nodes.length - 1 ? S.financeRejected : S.executiveRejected;
};

/**
 * Grant requests (/billGrantManage, decision 0028): a final-approved bill's request (amount, card,
 * funding party) goes through risk first review, executives 1 and 2 and finance on the workflow
 * engine; the status mirrors the flow in the same transaction, and each rejection is kept with its
 * reason. Finance draws (grant-draws.service.ts) while the flow waits at its node; the last draw finishes it.
 */
export function createGrantService(deps: Deps) {
  const { db, flow, chains } = deps;
  const draws = createGrantDraws(deps);

  async function present(rows: GrantRecord[]): Promise<GrantRow[]> {
    const cards = await deps.cardsById([...new Set(rows.map((r) => r.cardId))]);
    return rows.map((r) => ({
      id: r.id,
      billId: r.billId,
      billNo: r.billNo,
      billStage: r.billStage,
      customerName: r.customerName,
      amount: r.amount,
      drawnAmount: r.drawnAmount,
      succeededAmount: r.succeededAmount,
      fundingParty: r.fundingParty,
      cardLabel: cards.get(r.cardId)?.label ?? '',
      status: r.status,
      applicantId: r.applicantId,
      applicantName: r.applicantName,
      createdAt: r.createdAt.toISOString(),
      version: r.version,
    }));
  }
  async function inScope(user: SessionUser, id: number, permission: string = GRANT_PERMISSION.group) {
    const found = await repo.find(db, id, scopeFor(user, permission));
    if (!found) throw new NotFound(NOT_FOUND);
    return found;
  }

  /** A request's bill and card, checked: the bill in scope and final-approved, the card one of its borrower's. */
  async function checked(user: SessionUser, billId: number, input: Pick<GrantInput, 'amount' | 'cardId'>) {
    const bill = await deps.loanFacts(billId);
    if (!bill || !instanceInScope(scopeFor(user, GRANT_PERMISSION.risk), { ...bill, applicantId: bill.salespersonId })) {
      throw new NotFound(keyed('billNotFound'));
    }
    if (bill.status !== BILL_STATUS.approved) throw new Validation(keyed('grantBillNotApproved'));
    const cards = await deps.receivingCards(bill.id, bill.borrowerId);
    if (!cards.some((c) => c.id === input.cardId)) throw new Validation(keyed('grantCardNotBorrowers'));
    await deps.requestGate.assertOpen(bill.id);
    const terms = await deps.agreedTerms(bill.id);
    if (!terms) throw new Validation(keyed('billTermsMissing'));
    return { bill, terms };
  }
  /** The funding party of a request: the one final review decided (decision 0079); terms decided before name none, then the request's. */
  function agreedFundParty(terms: AgreedTerms, asked: string | undefined) {
    if (terms.fundParty === null) {
      if (!asked) throw new Validation(keyed('grantFundPartyRequired'), { field: 'fundingParty' });
      return asked;
    }
    if (asked && asked !== terms.fundParty) {
      throw new Validation(keyed('grantFundPartyNotAgreed', { party: fundPartyLabel(terms.fundParty, 'zh-CN') }), {
        field: 'fundingParty',
      });
    }
    return terms.fundParty;
  }
  /** Inside the request's transaction, the bill locked: its open requests and this one within the amount final review agreed. */
  async function withinBill(tx: Tx, bill: LoanFacts, terms: AgreedTerms, amount: string, exceptId?: number) {
    await repo.lockBill(tx, bill.id);
    const open = (await repo.openTotals(tx, [bill.id], exceptId)).get(bill.id) ?? '0';
    const left = Decimal.min(bill.borrowAmount, terms.amount).minus(open);
    if (new Decimal(amount).gt(left)) throw new Validation(keyed('grantAmountAboveBill', { limit: left.toFixed(2) }));
  }
  const applicantOf = (user: SessionUser, bill: LoanFacts) => ({
    id: user.id,
    name: user.realName,
    // The flow carries the bill's scope, so each node sees the grants of the loans it sees.
    areaCode: bill.areaCode,
    departmentCode: bill.departmentCode,
    groupId: bill.groupId,
  });

  /** A node action: the engine decides and records; the grant's status (and a rejection record) follow in its transaction. */
  async function act(user: SessionUser, id: number, action: FlowAction, flowVersion: number, audit: AuditActor) {
    const grant = await inScope(user, id);
    const instance = await flow.find(PROCESS, id);
    if (!instance) throw new NotFound(NOT_FOUND);
    const rejectedAt = action.kind === 'reject' ? instance.nodeIndex : null;
    const after = await flow.act({
      instanceId: instance.id,
      expectedVersion: flowVersion,
      action,
      actor: user,
      audit,
      guard: (_, node) => {
        if (node?.key !== 'finance') return null;
        if (action.kind === 'reject' && new Decimal(grant.drawnAmount).gt(0)) return keyed('grantHasDraws');
        if (action.kind === 'approve' && grant.status !== S.finished) return keyed('grantNotIssuable');
        return null;
      },
      onTransition: async (tx, t) => {
        const status = statusOf(t.after, rejectedAt, grant.status);
        const [moved] = await repo.move(tx, id, grant.status, grant.version, { status });
        if (!moved) throw new Conflict(keyed('grantStale'));
        if (action.kind === 'reject') {
          const node = t.before.nodes[t.before.nodeIndex]!;
          await rejectionRepository.insert(tx, {
            grantId: id,
            nodeKey: node.key,
            status,
            reason: action.comment,
            actorId: user.id,
            actorName: user.realName,
          });
        }
        await recordAudit(tx, audit, {
          entity: GRANT_ENTITY,
          entityId: id,
          action: action.kind,
          before: { status: grant.status },
          after: { status },
        });
      },
    });
    return { status: statusOf(after, rejectedAt, grant.status), flowVersion: after.version };
  }

  /** Pages of a grant's draws and of the ledger lines they posted (a grant may be drawn many times). */
  const drawPage = async (id: number, q: GrantPageQuery) => {
    const [list, total] = await Promise.all([
      drawRepository.pageOfGrant(db, id, q.pageNum, q.pageSize),
      drawRepository.countOfGrant(db, id),
    ]);
    const split = await drawTransferRepository.ofDraws(
      db,
      list.map((d) => d.id),
    );
    return { list: list.map((d) => presentDraw(d, split)), total };
  };
  /** A page of postings (entries) with their lines; the total counts postings. */
  const postingPage = async (id: number, q: GrantPageQuery) => {
    const [list, total] = await Promise.all([postingRepository.page(db, id, q.pageNum, q.pageSize), postingRepository.count(db, id)]);
    return { list: list.map((p) => ({ ...p, postedAt: p.postedAt.toISOString() })), total };
  };

  const inboxWhere = (user: SessionUser, inbox: GrantInbox, q: GrantListQuery) =>
    grantWhere(scopeFor(user, INBOX[inbox]), q, flow.inboxCondition(user, [INBOX[inbox]]));

  return {
    list: (user: SessionUser, q: GrantListQuery) =>
      pagedList(db, repo.list, grantWhere(scopeFor(user, GRANT_PERMISSION.history), q), q, present),
    inbox: (user: SessionUser, inbox: GrantInbox, q: GrantListQuery) => pagedList(db, repo.list, inboxWhere(user, inbox, q), q, present),

    /** Home badges: grants waiting at a node the user holds; finance's also while money is left to draw. */
    async waitingCount(user: SessionUser, inbox: GrantInbox) {
      const condition = flow.inboxCondition(user, [INBOX[inbox]]);
      return inbox === 'financeList' ? repo.financePending(db, condition) : repo.inboxCount(db, condition);
    },

    async detail(user: SessionUser, id: number): Promise<GrantDetail> {
      const found = await inScope(user, id);
      const first = { pageNum: 1, pageSize: GRANT_PAGE_SIZE };
      // Independent reads, side by side: on PostgreSQL each takes a pool connection of its own.
      const [[row], instance, rejections, draws, postings, drawGate] = await Promise.all([
        present([found]),
        flow.find(PROCESS, id),
        rejectionRepository.list(db, scopeFor(user, GRANT_PERMISSION.group), id, 1, 100),
        drawPage(id, first),
        postingPage(id, first),
        deps.grantGate(found.billId),
      ]);
      return {
        ...row!,
        cardId: found.cardId,
        billAmount: found.billAmount,
        flow: instance ? flow.stateRow(instance) : null,
        records: instance ? await flow.records(instance.id) : [],
        draws: draws.list,
        drawTotal: draws.total,
        postings: postings.list,
        postingTotal: postings.total,
        rejections: rejections.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        drawGate,
      };
    },

    draws: async (user: SessionUser, id: number, q: GrantPageQuery) => (await inScope(user, id), drawPage(id, q)),
    postings: async (user: SessionUser, id: number, q: GrantPageQuery) => (await inScope(user, id), postingPage(id, q)),

    async rejections(user: SessionUser, q: { grantId?: number | undefined; pageNum: number; pageSize: number }) {
      const rows = await rejectionRepository.list(db, scopeFor(user, GRANT_PERMISSION.group), q.grantId, q.pageNum, q.pageSize);
      return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },

    /** Final-approved bills in scope with some amount left to request (shown as `borrowAmount`), each with its receiving cards. */
    async grantableBills(user: SessionUser) {
      const loans = await repo.approvedLoans(db, scopeFor(user, GRANT_PERMISSION.risk));
      const asked = await repo.openTotals(
        db,
        loans.map((l) => l.id),
      );
      const open = loans.filter((l) => new Decimal(l.borrowAmount).gt(asked.get(l.id) ?? '0'));
      const list = [];
      for (const l of open) {
        const cards = await deps.receivingCards(l.id, l.borrowerId);
        const available = new Decimal(l.borrowAmount).minus(asked.get(l.id) ?? '0').toFixed(2);
        list.push({
          id: l.id,
          billNo: l.billNo,
          customerName: l.customerName,
          borrowerId: l.borrowerId,
          borrowAmount: available,
          fundings: l.fundings,
          cards,
        });
      }
      return { list };
    },

    async request(user: SessionUser, input: GrantInput, audit: AuditActor) {
      const { bill, terms } = await checked(user, input.billId, input);
      const fundingParty = agreedFundParty(terms, input.fundingParty);
      const nodes = (await chains.chainFor(PROCESS)).nodes;
      return db.transaction(async (tx) => {
        await withinBill(tx, bill, terms, input.amount);
        const created = await repo.insert(tx, {
          billId: bill.id,
          cardId: input.cardId,
          fundingParty,
          amount: new Decimal(input.amount).toFixed(2),
          status: S.awaitingReview,
          applicantId: user.id,
          applicantName: user.realName,
          ownerId: bill.salespersonId,
          areaCode: bill.areaCode,
          departmentCode: bill.departmentCode,
          groupId: bill.groupId,
        });
        await deps.agreeTerms(tx, created.id, terms);
        await flow.submit(tx, { process: PROCESS, subjectId: created.id, nodes, applicant: applicantOf(user, bill), audit });
        await recordAudit(tx, audit, { entity: GRANT_ENTITY, entityId: created.id, action: 'create', after: { ...input } });
        return { id: created.id };
      });
    },

    /** A rejected or withdrawn request, edited and sent again from the start of the chain. */
    async resubmit(user: SessionUser, id: number, input: GrantResubmit, audit: AuditActor) {
      const grant = await inScope(user, id, GRANT_PERMISSION.risk);
      if (!GRANT_RESUBMITTABLE.includes(grant.status)) throw new Conflict(keyed('grantNotResubmittable'));
      const { bill, terms } = await checked(user, grant.billId, input);
      const fundingParty = agreedFundParty(terms, input.fundingParty);
      const nodes = (await chains.chainFor(PROCESS)).nodes;
      return db.transaction(async (tx) => {
        // A withdrawn or rejected request holds none of the bill: sent again, it must fit what the others left.
        await withinBill(tx, bill, terms, input.amount, id);
        const values = {
          status: S.awaitingReview,
          amount: new Decimal(input.amount).toFixed(2),
          cardId: input.cardId,
          fundingParty,
        };
        const [moved] = await repo.move(tx, id, grant.status, input.version, values);
        if (!moved) throw new Conflict(keyed('grantStale'));
        await deps.agreeTerms(tx, id, terms);
        await flow.submit(tx, { process: PROCESS, subjectId: id, nodes, applicant: applicantOf(user, bill), audit });
        await recordAudit(tx, audit, {
          entity: GRANT_ENTITY,
          entityId: id,
          action: 'resubmit',
          before: { status: grant.status, amount: grant.amount },
          after: values,
        });
        return { status: S.awaitingReview };
      });
    },

    approve: (user: SessionUser, id: number, body: { flowVersion: number; comment?: string | undefined }, audit: AuditActor) =>
      act(user, id, { kind: 'approve', ...(body.comment ? { comment: body.comment } : {}) }, body.flowVersion, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, { kind: 'reject', comment: body.comment, to: 'applicant' }, body.flowVersion, audit),
    withdraw: (user: SessionUser, id: number, flowVersion: number, audit: AuditActor) =>
      act(user, id, { kind: 'withdraw' }, flowVersion, audit),

    // The draw that completes the amount also approves finance's node, in its own transaction (grant-draws.service.ts).
    draw: draws.draw,
    settleDraw: draws.settleDraw,
    retryDraw: draws.retryDraw,
    sendDueDraw: draws.sendDue,
    dueDraws: draws.due,
    resettleSplitDraw: draws.resettleSplit,
    cancelDraw: draws.cancelDraw,
    /** Step 3 of a draw, for the recovery of stuck draws (draw-recovery.service.ts). */
    applyDrawOutcome: draws.applyOutcome,
  };
}

export type GrantService = ReturnType<typeof createGrantService>;
