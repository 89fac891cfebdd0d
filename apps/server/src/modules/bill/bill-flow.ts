import {
  type ApprovalNode,
  BILL_PERMISSION,
  BILL_STATUS,
  BILL_STATUS_OF_FLOW,
  type FlowAction,
  type FlowBulkBody,
  type FlowBulkReply,
  message,
  nodesFor,
} from '@lc/shared';
import type { Db, Tx } from '../../db/client';
import { AppError, Conflict } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import type { AuditActor } from '../audit/audit.service';
import type { SessionUser } from '../../core/session-user';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import type { FlowEngine, FlowInstance } from '../workflow/flow-engine.service';
import { type BillRecord, duplicatesFor, ownEditableBill, readableBill } from './bill-access';
import { BILL_PROCESS, billRepository as repo } from './bill.repository';

export type BlacklistCheck = (probe: { idCard: string; mobile: string }) => Promise<{ reason: string } | null>;
export type BillFlowDeps = {
  db: Db;
  clock: Clock;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  /** The blacklist's answer for a borrower; none by default. */
  isBlacklisted?: BlacklistCheck;
};

const nodeOf = (instance: FlowInstance) => (instance.status === 'pending' ? (instance.nodes[instance.nodeIndex]?.key ?? null) : null);
const applicantOf = (user: SessionUser) => ({
  id: user.id,
  name: user.realName,
  areaCode: user.areaCode,
  departmentCode: user.departmentCode,
  groupId: user.groupIds[0] ?? null,
});

/**
 * A bill's approval on the workflow engine: submit (duplicate approval first when a borrower or
 * collateral matches an open bill, then the configured chain), node actions, bulk actions.
 */
export function createBillFlow({ db, clock, flow, chains, isBlacklisted = async () => null }: BillFlowDeps) {
  /** Mirrors the flow onto the bill in the transition's own transaction. */
  const mirror = async (tx: Tx, billId: number, after: FlowInstance) => {
    await repo.setFlowState(tx, billId, { status: BILL_STATUS_OF_FLOW[after.status], currentNode: nodeOf(after), updatedAt: clock.now() });
  };

  /** Final review may not pass a blacklisted borrower (flagged at submit, or listed since). */
  const finalReviewGuard = (bill: BillRecord, action: FlowAction) => async (_i: FlowInstance, node: ApprovalNode | undefined) => {
    if (action.kind !== 'approve' || node?.permission !== BILL_PERMISSION.final) return null;
    const flagged = bill.blacklistReason
      ? { reason: bill.blacklistReason }
      : await isBlacklisted({ idCard: bill.idCard, mobile: bill.billCustomerMobile });
    return flagged ? message('billBlacklisted', undefined, { reason: flagged.reason }) : null;
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
        if (!row) throw new Conflict(message('billChanged'));
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

    async act(user: SessionUser, id: number, action: FlowAction, flowVersion: number, audit: AuditActor) {
      const bill = await readableBill(db, user, id);
      const instance = await flow.find(BILL_PROCESS, id);
      if (!instance) throw new Conflict(message('billNotSubmitted'));
      const after = await flow.act({
        instanceId: instance.id,
        expectedVersion: flowVersion,
        action,
        actor: user,
        audit,
        guard: finalReviewGuard(bill, action),
        onTransition: (tx, t) => mirror(tx, id, t.after),
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
