import type { ApprovalNode, ApprovalProcess, FlowAction } from '@lc/shared';
import type { Tx } from '../../db/client';
import { Conflict, type KeyedMessage, NotFound } from '../../lib/errors';
import { type SessionUser, applicantOf } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { ApprovalChainService } from './approval-chain.service';
import type { FlowEngine } from './flow-engine.service';

/** One approval process's subject: its audit entity and its own 404 and 409 (moved meanwhile) messages. */
export type FlowSubjectSpec = { process: ApprovalProcess; entity: string; notFound: KeyedMessage; stale: KeyedMessage };

/** An approve or reject as its route sends it: the flow version read, and the comment (a reject's is required). */
export type DecisionBody = { flowVersion: number; comment?: string | undefined };

type Decision = {
  user: SessionUser;
  kind: 'approve' | 'reject';
  body: DecisionBody;
  audit: AuditActor;
  /** The subject's status as read, and where the decision takes it. */
  from: number;
  to: number;
  /** The audit action: the decision's kind unless named (e.g. per node). */
  action?: string;
  /** More of the decision for the audit record, beside the new status. */
  note?: Record<string, unknown>;
  /** The subject's conditional status move; false when it lost (moved meanwhile: 409). */
  move: (tx: Tx) => Promise<boolean>;
  /** Writes that go with the move, after its audit record. */
  alongside?: (tx: Tx) => Promise<unknown>;
};

const actionOf = (kind: 'approve' | 'reject', comment: string | undefined): FlowAction =>
  kind === 'approve' ? { kind, ...(comment ? { comment } : {}) } : { kind, comment: comment ?? '', to: 'applicant' };

/**
 * The steps a subject (an archive transfer, a mortgage request or release) takes on the workflow
 * engine: started by its applicant, decided node by node, withdrawn. Each step moves the subject's
 * own status in the engine's transaction (a conditional update), so the flow and the status never
 * disagree, and writes the subject's audit record there too.
 */
export function flowSteps({ flow, chains }: { flow: FlowEngine; chains: Pick<ApprovalChainService, 'chainFor'> }, spec: FlowSubjectSpec) {
  const { process, entity, notFound, stale } = spec;
  const audited = (tx: Tx, audit: AuditActor, subjectId: number, action: string, from: number, after: Record<string, unknown>) =>
    recordAudit(tx, audit, { entity, entityId: subjectId, action, before: { status: from }, after });

  return {
    /** The chain as configured now; read before the transaction that starts a flow. */
    nodes: async () => (await chains.chainFor(process)).nodes,

    /** Starts the flow of a subject inserted in `tx`, the user as applicant, and audits the subject's creation. */
    async start(
      tx: Tx,
      subjectId: number,
      input: { nodes: ApprovalNode[]; user: SessionUser; audit: AuditActor; after: object },
      action = 'create',
    ) {
      await flow.submit(tx, { process, subjectId, nodes: input.nodes, applicant: applicantOf(input.user), audit: input.audit });
      await recordAudit(tx, input.audit, { entity, entityId: subjectId, action, after: input.after });
    },

    /** An approve or reject on the current node; answers the subject's new status and the flow's version. */
    async decide(subjectId: number, d: Decision) {
      const instance = await flow.find(process, subjectId);
      if (!instance) throw new NotFound(notFound);
      const after = await flow.act({
        instanceId: instance.id,
        expectedVersion: d.body.flowVersion,
        action: actionOf(d.kind, d.body.comment),
        actor: d.user,
        audit: d.audit,
        onTransition: async (tx) => {
          if (!(await d.move(tx))) throw new Conflict(stale);
          await audited(tx, d.audit, subjectId, d.action ?? d.kind, d.from, { status: d.to, ...d.note });
          await d.alongside?.(tx);
        },
      });
      return { status: d.to, flowVersion: after.version };
    },

    /**
     * The applicant withdraws the flow of a subject still at `open` (else 409 `refusal`); its
     * status moves to `to` with the flow, audited as 'cancel'.
     */
    async withdraw(
      subjectId: number,
      w: {
        user: SessionUser;
        audit: AuditActor;
        from: number;
        open: number;
        to: number;
        refusal: KeyedMessage;
        move: (tx: Tx) => Promise<boolean>;
      },
    ) {
      const instance = await flow.find(process, subjectId);
      if (!instance || w.from !== w.open) throw new Conflict(w.refusal);
      await flow.act({
        instanceId: instance.id,
        expectedVersion: instance.version,
        action: { kind: 'withdraw' },
        actor: w.user,
        audit: w.audit,
        onTransition: async (tx) => {
          if (!(await w.move(tx))) throw new Conflict(stale);
          await audited(tx, w.audit, subjectId, 'cancel', w.from, { status: w.to });
        },
      });
      return { status: w.to };
    },

    /** The audit record of one status move of the subject. */
    audited,
  };
}
export type FlowSteps = ReturnType<typeof flowSteps>;
