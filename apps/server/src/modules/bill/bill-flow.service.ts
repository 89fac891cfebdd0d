import {
  type ApprovalNode,
  BILL_PERMISSION,
  BILL_STAGE,
  BILL_STATUS,
  BILL_STATUS_OF_FLOW,
  type AgreedTermsInput,
  type FeeLineTerms,
  DEFAULT_PENALTY_DAILY_RATE,
  type FlowAction,
  type FlowBulkBody,
  type FlowBulkReply,
  type FundPartyCode,
  documentTypeNames,
  groupAmount,
  ltvPercent,
  message,
  nodesFor,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Tx } from '../../db/client';
import { AppError, Conflict, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, applicantOf } from '../../core/session-user';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import type { FlowEngine, FlowInstance } from '../workflow/flow-engine.service';
import { type BillRecord, duplicatesFor, ownEditableBill, readableBill } from './bill-access.service';
import { BILL_PROCESS, billRepository as repo } from './bill.repository';
import { billTermsRepository } from './bill-terms.repository';
import type { BillDocuments } from './bill-documents.service';
import type { BillLtvReader } from './bill-ltv.service';

export type BlacklistCheck = (probe: { idCard: string; mobile: string }) => Promise<{ reason: string } | null>;
export type BillFlowDeps = {
  db: Db;
  clock: Clock;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  /** The blacklist's answer for a borrower; none by default. */
  isBlacklisted?: BlacklistCheck;
  ltv: Pick<BillLtvReader, 'forReader'>;
  documents: Pick<BillDocuments, 'documentChecklistOf'>;
  /** The penalty rule final review's terms carry (decision 0066's daily rate, from the config). */
  penaltyDailyRate?: string;
  /** The bill's charge standard's fee lines (the charge module prices it), taken when final review names none (decision 0073). */
  standardFeeLines?: (tx: Tx, billId: number, audit: AuditActor) => Promise<Omit<FeeLineTerms, 'accrual'>[]>;
};
/** What final review weighed when it passed a bill above the LTV limit, for the audit trail. */
type LtvOverride = { ltv: string | null; limit: string; override: string };
/** What document review passed without: the missing types and the reviewer's reason, for the audit trail. */
type DocumentOverride = { missing: number[]; reason: string };

/** An approval whose record also says why it passed with documents missing. */
const withReason = (action: FlowAction, reason: string): FlowAction => ({
  ...action,
  comment: [action.comment?.trim(), `${message('billDocumentOverrideRecord')}${reason}`].filter(Boolean).join('\n'),
});
const nodeOf = (instance: FlowInstance) => (instance.status === 'pending' ? (instance.nodes[instance.nodeIndex]?.key ?? null) : null);

/**
 * A bill's approval on the workflow engine: submit (duplicate approval first when a borrower or
 * collateral matches an open bill, then the configured chain), node actions, bulk actions.
 */
export function createBillFlow({
  db,
  clock,
  flow,
  chains,
  isBlacklisted = async () => null,
  ltv,
  documents,
  penaltyDailyRate = DEFAULT_PENALTY_DAILY_RATE,
  standardFeeLines = async () => [],
}: BillFlowDeps) {
  /** Mirrors the flow onto the bill in the transition's own transaction. */
  const mirror = async (tx: Tx, billId: number, after: FlowInstance) => {
    const status = BILL_STATUS_OF_FLOW[after.status];
    // Final review's approval starts the bill's stage (decision 0074); its loan's events move it on.
    const stage = status === BILL_STATUS.approved ? BILL_STAGE.approved : null;
    await repo.setFlowState(tx, billId, { status, stage, currentNode: nodeOf(after), updatedAt: clock.now() });
  };

  /**
   * Final review may not pass a blacklisted borrower (flagged at submit, or listed since), nor a
   * bill whose system LTV (as the reviewer counts it) is above the limit without an explicit
   * override (decision 0024); `overridden` receives what the override was given against. It
   * cannot pass without the loan's terms (decision 0070): `decided` receives them, kept with the approval.
   */
  const finalReviewGuard =
    (
      user: SessionUser,
      bill: BillRecord,
      action: FlowAction,
      ltvOverride: string | undefined,
      overridden: (o: LtvOverride) => void,
      terms: AgreedTermsInput | undefined,
      decided: (t: AgreedTermsInput) => void,
    ) =>
    async (_i: FlowInstance, node: ApprovalNode | undefined) => {
      if (action.kind !== 'approve' || node?.permission !== BILL_PERMISSION.final) return null;
      const flagged = bill.blacklistReason
        ? { reason: bill.blacklistReason }
        : await isBlacklisted({ idCard: bill.idCard, mobile: bill.billCustomerMobile });
      if (flagged) return keyed('billBlacklisted', { reason: flagged.reason });
      const measured = (await ltv.forReader(user, [bill])).get(bill.id)!;
      if (measured.flagged && !ltvOverride) {
        throw new Validation(keyed('billLtvOverrideRequired', { ltv: ltvPercent(measured.ltv) || '—', limit: ltvPercent(measured.limit) }));
      }
      // Final review decides the loan's terms with its approval (decision 0070).
      if (!terms) throw new Validation(keyed('billTermsRequired'), { field: 'terms' });
      if (new Decimal(terms.amount).gt(bill.borrowAmount)) {
        throw new Validation(keyed('billTermsAmountAboveBill', { amount: groupAmount(bill.borrowAmount) }), { field: 'terms.amount' });
      }
      // Who lends is a term too (decision 0079): the bill's proposal unless the reviewer names another.
      const fundParty = terms.fundParty ?? bill.fundings;
      if (!fundParty) throw new Validation(keyed('billTermsFundPartyRequired'), { field: 'terms.fundParty' });
      decided({ ...terms, fundParty: fundParty as FundPartyCode });
      if (measured.flagged && ltvOverride) overridden({ ltv: measured.ltv, limit: measured.limit, override: ltvOverride });
      return null;
    };

  /**
   * Document review may not pass a bill missing a required document (REQUIRED_DOCUMENTS of its
   * borrow type), unless the reviewer gives a reason; `overridden` receives what it passed without.
   */
  const documentReviewGuard =
    (bill: BillRecord, action: FlowAction, reason: string | undefined, overridden: (o: DocumentOverride) => void) =>
    async (_i: FlowInstance, node: ApprovalNode | undefined) => {
      if (action.kind !== 'approve' || node?.permission !== BILL_PERMISSION.document) return null;
      const { missing } = await documents.documentChecklistOf(bill);
      if (!missing.length) return null;
      if (reason === undefined) throw new Validation(keyed('billDocumentsMissing', { missing: documentTypeNames(missing) }), { missing });
      if (!reason) throw new Validation(keyed('billDocumentOverrideReason'), { missing });
      overridden({ missing, reason });
      return null;
    };

  /** Final review's terms, kept with its approval and audited; the grant copies them at its request. */
  const decideTerms = async (tx: Tx, bill: BillRecord, terms: AgreedTermsInput, user: SessionUser, audit: AuditActor) => {
    const billId = bill.id;
    const { feeAccrual = 'perDays', fundParty = bill.fundings ?? '', ...agreed } = terms;
    const fees = terms.fees ?? (await standardFeeLines(tx, billId, audit)).map((line) => ({ ...line, accrual: feeAccrual }));
    const decided = {
      ...agreed,
      fees,
      fundParty,
      penaltyDailyRate,
      decidedBy: user.id,
      decidedByName: user.realName,
      decidedAt: clock.now(),
    };
    await billTermsRepository.decide(tx, billId, decided);
    // The bill's funding party follows the decision, so the per-party lists and the contract agree with it.
    if (fundParty !== bill.fundings) await repo.setFundings(tx, billId, fundParty);
    await recordAudit(tx, audit, {
      entity: 'bill',
      entityId: billId,
      action: 'terms',
      after: { ...agreed, fees, fundParty, penaltyDailyRate },
    });
  };

  /** The bill waits at a final-review node (the node a bulk approval may not pass). */
  const atFinalReview = async (billId: number) => {
    const instance = await flow.find(BILL_PROCESS, billId);
    return instance?.status === 'pending' && instance.nodes[instance.nodeIndex]?.permission === BILL_PERMISSION.final;
  };

  const actions = {
    /** Starts (or restarts) approval: duplicate approval first when an open bill matches. */
    async submit(user: SessionUser, id: number, version: number, audit: AuditActor, comment?: string) {
      const bill = await ownEditableBill(db, user, id);
      const mortgages = await repo.mortgagesOf(db, id);
      const duplicates = await repo.duplicatesOf(db, id, {
        idCard: bill.idCard,
        mobile: bill.billCustomerMobile,
        certNos: mortgages.flatMap((m) => (m.certNo ? [m.certNo] : [])),
        addressKeys: mortgages.map((m) => m.addressKey),
      });
      // Every hit routes the bill to duplicate approval; the applicant is told only of those they may read.
      const duplicateOf = duplicates.map((d) => d.billNo);
      const flagged = await isBlacklisted({ idCard: bill.idCard, mobile: bill.billCustomerMobile });
      const main = nodesFor(await chains.chainFor('bill'), bill.borrowAmount);
      const nodes = duplicateOf.length ? [...(await chains.chainFor('bill_duplicate')).nodes, ...main] : main;
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.updateEditable(tx, id, version, {
          status: BILL_STATUS.inApproval,
          currentNode: nodes[0]?.key ?? null,
          duplicateOf,
          blacklistReason: flagged?.reason ?? null,
          version: version + 1,
          submittedAt: now,
          updatedAt: now,
        });
        if (!row) throw new Conflict(keyed('billChanged'));
        const instance = await flow.submit(tx, {
          process: BILL_PROCESS,
          subjectId: id,
          nodes,
          applicant: applicantOf(user),
          audit,
          ...(comment ? { comment } : {}),
        });
        return {
          id,
          version: row.version,
          flowVersion: instance.version,
          currentNode: nodes[0]!.key,
          ...duplicatesFor(user, duplicates),
          blacklisted: flagged !== null,
        };
      });
    },

    /**
     * A node action. `ltvOverride` is final review's reason to pass a bill above the LTV limit,
     * `documentOverride` document review's to pass one whose documents are missing; each is
     * recorded with the approval and audited when it was needed.
     */
    async act(
      user: SessionUser,
      id: number,
      action: FlowAction,
      flowVersion: number,
      audit: AuditActor,
      ltvOverride?: string,
      documentOverride?: string,
      terms?: AgreedTermsInput,
    ) {
      const bill = await readableBill(db, user, id);
      const instance = await flow.find(BILL_PROCESS, id);
      if (!instance) throw new Conflict(keyed('billNotSubmitted'));
      let override: LtvOverride | null = null;
      let documentsOverride: DocumentOverride | null = null;
      let decidedTerms: AgreedTermsInput | null = null;
      const reason = documentOverride?.trim();
      // The overrides are part of the decision: the operation record carries them with the comment.
      const withLtv =
        ltvOverride && action.kind === 'approve'
          ? { ...action, comment: [action.comment, ltvOverride].filter(Boolean).join('\n') }
          : action;
      const recorded = reason && action.kind === 'approve' ? withReason(withLtv, reason) : withLtv;
      const finalGuard = finalReviewGuard(
        user,
        bill,
        action,
        ltvOverride,
        (o) => (override = o),
        terms,
        (t) => (decidedTerms = t),
      );
      const documentGuard = documentReviewGuard(bill, action, reason, (o) => (documentsOverride = o));
      const after = await flow.act({
        instanceId: instance.id,
        expectedVersion: flowVersion,
        action: recorded,
        actor: user,
        audit,
        guard: async (i, node) => (await finalGuard(i, node)) ?? documentGuard(i, node),
        onTransition: async (tx, t) => {
          await mirror(tx, id, t.after);
          if (decidedTerms) await decideTerms(tx, bill, decidedTerms, user, audit);
          if (override) await recordAudit(tx, audit, { entity: 'bill', entityId: id, action: 'ltv-override', after: override });
          if (documentsOverride) {
            await recordAudit(tx, audit, { entity: 'bill', entityId: id, action: 'document-override', after: documentsOverride });
          }
        },
      });
      return { id, status: BILL_STATUS_OF_FLOW[after.status], flowVersion: after.version, currentNode: nodeOf(after) };
    },

    /** Bulk approve or reject: each item on its own, each result reported. */
    async bulk(user: SessionUser, body: FlowBulkBody, audit: AuditActor): Promise<FlowBulkReply> {
      const action: FlowAction =
        body.action === 'approve'
          ? { kind: 'approve', comment: body.comment ?? '' }
          : { kind: 'reject', comment: body.comment ?? '', to: 'applicant' };
      const results: FlowBulkReply['results'] = [];
      for (const item of body.items) {
        // Final review decides each loan's terms with its approval (decision 0070): never in bulk.
        if (body.action === 'approve' && (await atFinalReview(item.id))) {
          results.push({ id: item.id, ok: false, status: 400, msg: message('billBulkFinalOneByOne') });
          continue;
        }
        try {
          await actions.act(user, item.id, action, item.flowVersion, audit);
          results.push({
            id: item.id,
            ok: true,
            status: 200,
            msg: message(body.action === 'approve' ? 'billBulkApproved' : 'billBulkRejected'),
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id: item.id, ok: false, status: error.httpStatus, msg: error.message });
        }
      }
      const succeeded = results.filter((r) => r.ok).length;
      return { results, succeeded, failed: results.length - succeeded };
    },
  };
  return actions;
}
