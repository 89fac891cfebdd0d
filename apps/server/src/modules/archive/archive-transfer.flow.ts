import type { FlowAction } from '@lc/shared';
import type { Tx } from '../../db/client';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import type { SessionUser } from '../../core/session-user';
import type { AuditActor } from '../audit/audit.service';
import type { FlowEngine, FlowInstance } from '../workflow/flow-engine.service';

/**
 * One approval decision on the workflow engine; `move` changes the transfer's status in the same
 * transaction (a conditional update), so the flow and the status never disagree.
 */
export async function actOnTransferFlow(
  flow: FlowEngine,
  input: {
    process: string;
    subjectId: number;
    user: SessionUser;
    kind: 'approve' | 'reject';
    comment: string | undefined;
    flowVersion: number;
    audit: AuditActor;
    move: (tx: Tx, after: FlowInstance) => Promise<number>;
  },
) {
  const instance = await flow.find(input.process, input.subjectId);
  if (!instance) throw new NotFound(keyed('archiveTransferNotFound'));
  const action: FlowAction =
    input.kind === 'approve'
      ? { kind: 'approve', ...(input.comment ? { comment: input.comment } : {}) }
      : { kind: 'reject', comment: input.comment ?? '', to: 'applicant' };
  let status = 0;
  const after = await flow.act({
    instanceId: instance.id,
    expectedVersion: input.flowVersion,
    action,
    actor: input.user,
    audit: input.audit,
    onTransition: async (tx, t) => {
      status = await input.move(tx, t.after);
      if (!status) throw new Conflict(keyed('archiveTransferStale'));
    },
  });
  return { status, flowVersion: after.version };
}
