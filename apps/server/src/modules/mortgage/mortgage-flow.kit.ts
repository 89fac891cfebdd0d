import type { FlowAction } from '@lc/shared';
import type { Db, Tx } from '../../db/client';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import type { SessionUser } from '../../core/session-user';
import type { AuditActor } from '../audit/audit.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import type { FlowEngine, FlowInstance } from '../workflow/flow-engine.service';
import type { BillService } from '../bill/bill.service';
import type { LedgerService } from '../ledger/ledger.service';

/** What the request, registration and release services need from the rest of the app. */
export type MortgageFlowDeps = {
  db: Db;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  bills: () => Pick<BillService, 'loanFacts' | 'collateralOf'>;
  ledger: Pick<LedgerService, 'loanStatement'>;
};

export const NOT_FOUND = keyed('mortgageNotFound');
export const STALE = keyed('mortgageStale');

/**
 * One node action on the workflow engine; `onTransition` moves the subject's status in the same
 * transaction (a conditional update), so the flow and the status never disagree.
 */
export async function actOnFlow(
  flow: FlowEngine,
  input: {
    process: string;
    subjectId: number;
    user: SessionUser;
    action: FlowAction;
    flowVersion: number;
    audit: AuditActor;
    move: (tx: Tx, after: FlowInstance) => Promise<number>;
  },
) {
  const instance = await flow.find(input.process, input.subjectId);
  if (!instance) throw new NotFound(NOT_FOUND);
  let status = 0;
  const after = await flow.act({
    instanceId: instance.id,
    expectedVersion: input.flowVersion,
    action: input.action,
    actor: input.user,
    audit: input.audit,
    onTransition: async (tx, t) => {
      status = await input.move(tx, t.after);
      if (!status) throw new Conflict(STALE);
    },
  });
  return { status, flowVersion: after.version };
}

export const actionOf = (kind: 'approve' | 'reject', comment: string | undefined): FlowAction =>
  kind === 'approve' ? { kind, ...(comment ? { comment } : {}) } : { kind, comment: comment ?? '', to: 'applicant' };
