import { type FlowAction, SYSTEM_CHANGE_ENTITY, SYSTEM_CHANGE_STATUS as S, type SystemChangeDiff } from '@lc/shared';
import type { Tx } from '../../db/client';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import type { SessionUser } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { Clock } from '../../lib/time';
import type { BillService, BillSystemValues } from '../bill/bill.service';
import type { FlowEngine } from '../workflow/flow-engine.service';
import { type SystemChangeRecord, systemChangeRepository as repo } from './system-change.repository';

const PROCESS = 'system_change';

/** What the decisions use of the service's dependencies (SystemChangeDeps). */
export type SystemChangeDecisionDeps = {
  flow: Pick<FlowEngine, 'find' | 'act'>;
  clock: Clock;
  bills: () => Pick<BillService, 'applySystemChange'>;
};
const STALE = keyed('systemChangeStale');

/** The stored text values as the bill's columns take them. */
function billValues(changes: SystemChangeDiff[]): BillSystemValues {
  const values: BillSystemValues = {};
  for (const d of changes) {
    if (d.field === 'fundings') values.fundings = d.after;
    else values[d.field] = Number(d.after);
  }
  return values;
}

/**
 * Approve and reject, on the workflow engine. The approval's transaction holds the flow step, the
 * bill's conditional update (at the version the request read: a bill changed since is a 409 and
 * nothing is written), the request's move 1 → 2, one version record per field, and the audits.
 */
export function createSystemChangeDecisions(
  { flow, clock, bills }: SystemChangeDecisionDeps,
  found: (user: SessionUser, id: number) => Promise<SystemChangeRecord>,
) {
  async function act(user: SessionUser, id: number, action: FlowAction, flowVersion: number, audit: AuditActor) {
    const before = await found(user, id);
    const instance = await flow.find(PROCESS, id);
    if (!instance) throw new NotFound(keyed('systemChangeNotFound'));
    const approve = action.kind === 'approve';
    const status = approve ? S.applied : S.rejected;
    const apply = async (tx: Tx) => {
      const at = clock.now();
      if (approve) {
        const values = billValues(before.changes);
        const applied = await bills().applySystemChange(tx, before.billId, before.billVersion, values, {
          requestId: id,
          by: user.id,
          byName: user.realName,
          at,
        });
        if (!applied) throw new Conflict(keyed('systemChangeBillChanged'));
        await repo.addVersions(
          tx,
          before.changes.map((d) => ({
            ...{ requestId: id, billId: before.billId, billNo: before.billNo, field: d.field, before: d.before, after: d.after },
            ...{ billVersion: applied.version, applicantName: before.applicantName, approverId: user.id, approverName: user.realName },
            ...{ ownerId: before.ownerId, areaCode: before.areaCode, departmentCode: before.departmentCode, groupId: before.groupId },
            createdAt: at,
          })),
        );
        const old = Object.fromEntries(before.changes.map((d) => [d.field, d.before]));
        await recordAudit(tx, audit, { entity: 'bill', entityId: before.billId, action: 'system_change', before: old, after: values });
      }
      const [moved] = await repo.move(tx, id, S.inApproval, before.version, status, at);
      if (!moved) throw new Conflict(STALE);
      await recordAudit(tx, audit, {
        entity: SYSTEM_CHANGE_ENTITY,
        entityId: id,
        action: action.kind,
        before: { status: before.status },
        after: { status, comment: action.comment ?? null },
      });
    };
    const after = await flow.act({
      instanceId: instance.id,
      expectedVersion: flowVersion,
      action,
      actor: user,
      audit,
      onTransition: apply,
    });
    return { status, flowVersion: after.version };
  }

  return {
    approve: (user: SessionUser, id: number, body: { flowVersion: number; comment?: string | undefined }, audit: AuditActor) =>
      act(user, id, { kind: 'approve', ...(body.comment ? { comment: body.comment } : {}) }, body.flowVersion, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, { kind: 'reject', comment: body.comment, to: 'applicant' }, body.flowVersion, audit),
  };
}
