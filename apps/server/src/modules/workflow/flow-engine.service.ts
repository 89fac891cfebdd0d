import {
  type ApprovalNode,
  FLOW_REFUSAL_KEY,
  type FlowAction,
  type FlowNoteAction,
  type FlowRecordRow,
  type FlowRefusal,
  type FlowState,
  type FlowStateRow,
  decide,
  submitted,
} from '@lc/shared';
import type { Db, Executor, Tx } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { AppError, Conflict, Forbidden, type KeyedMessage, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import {
  type FlowInstance,
  type FlowRecord,
  type NewFlowInstance,
  type NewFlowRecord,
  flowRepository as repo,
  seedFlowInstance as seedInstanceRows,
} from './workflow.repository';

export type { FlowInstance } from './workflow.repository';
// Other modules' repositories join a subject's instance and read decision records through workflow.reads.ts.

/** Demo seeds: an instance as if it had already gone through `records` (seeds have no session). */
export const seedFlowInstance = (db: Executor, instance: NewFlowInstance, records: Omit<NewFlowRecord, 'instanceId'>[]) =>
  seedInstanceRows(db, instance, records);
export type FlowApplicant = { id: number; name: string; areaCode: string; departmentCode: string | null; groupId: number | null };
export type FlowActorUser = Pick<SessionUser, 'id' | 'realName' | 'permissions' | 'roles' | 'areaCode' | 'departmentCode' | 'groupIds'>;
export type FlowTransition = { before: FlowInstance; after: FlowInstance; action: FlowAction['kind'] };

const REFUSAL_STATUS: Record<FlowRefusal, number> = {
  'self-approval': 403,
  'second-level': 403,
  'not-your-node': 403,
  'not-applicant': 403,
  'not-pending': 409,
  'not-returned': 409,
  'already-acted': 409,
  'unknown-node': 400,
  'not-earlier-node': 400,
  'comment-required': 400,
};
export const refusalError = (refusal: FlowRefusal) =>
  new AppError(REFUSAL_STATUS[refusal], REFUSAL_STATUS[refusal], keyed(FLOW_REFUSAL_KEY[refusal]));
export const flowConflict = () => new Conflict(keyed('flowConflict'));

/** Whether one instance lies inside a scope (the in-memory twin of scopeCondition). */
export function instanceInScope(scope: ScopeFilter, row: Pick<FlowInstance, 'applicantId' | 'groupId' | 'departmentCode' | 'areaCode'>) {
  if (scope.all) return true;
  return (
    scope.userIds.includes(row.applicantId) ||
    (row.groupId !== null && scope.groupIds.includes(row.groupId)) ||
    (row.departmentCode !== null && scope.departmentCodes.includes(row.departmentCode)) ||
    scope.areaCodes.includes(row.areaCode)
  );
}

const recordRow = ({ instanceId: _i, ...r }: FlowRecord): FlowRecordRow => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * Who approved a node other than the current one since the latest submission, oldest first
 * (records come in order): none of them may decide the current node (decision 0062).
 */
export function earlierApprovers(records: readonly Pick<FlowRecord, 'action' | 'fromNode' | 'actorId'>[], currentNode: string | null) {
  const start = records.findLastIndex((r) => r.action === 'submit' || r.action === 'resubmit');
  return records
    .slice(start + 1)
    .filter((r) => r.action === 'approve' && r.fromNode !== currentNode)
    .map((r) => r.actorId);
}

const stateOf = (row: FlowInstance, records: readonly FlowRecord[] = []): FlowState => ({
  status: row.status,
  nodeIndex: row.nodeIndex,
  applicantId: row.applicantId,
  untouched: row.untouched,
  approverIds: earlierApprovers(records, row.nodes[row.nodeIndex]?.key ?? null),
});

/**
 * The workflow engine every process reuses. Its rules are the pure `decide` of shared; here a
 * decision becomes ONE conditional update (same status, same version) plus an operation record
 * and an audit entry in one transaction, and the caller's `onTransition` in that transaction too.
 * Of concurrent actors exactly one wins; the others get 409.
 */
export function createFlowEngine({ db, clock }: { db: Db; clock: Clock }) {
  async function record(tx: Executor, instanceId: number, entry: Omit<NewFlowRecord, 'instanceId' | 'createdAt'>) {
    await repo.insertRecord(tx, { ...entry, instanceId, createdAt: clock.now() });
  }
  const currentPermission = (nodes: ApprovalNode[], state: FlowState) =>
    state.status === 'pending' ? (nodes[state.nodeIndex]?.permission ?? null) : null;

  return {
    find(process: string, subjectId: number, ex: Executor = db): Promise<FlowInstance | undefined> {
      return repo.find(ex, process, subjectId);
    },
    /** An instance by its own id (calls that name the flow instance, as the archive locks of spec 000 §7 do). */
    byId(instanceId: number, ex: Executor = db): Promise<FlowInstance | undefined> {
      return repo.findById(ex, instanceId);
    },

    /**
     * Submits a subject: a new instance, or a returned / withdrawn one started again on `nodes`
     * (the chain as configured now). Runs inside the caller's transaction.
     */
    async submit(
      tx: Tx,
      input: { process: string; subjectId: number; nodes: ApprovalNode[]; applicant: FlowApplicant; audit: AuditActor; comment?: string },
    ) {
      if (!input.nodes.length) throw new Validation(keyed('flowWithoutNodes'));
      const existing = await this.find(input.process, input.subjectId, tx);
      const next = submitted(input.applicant.id);
      const permission = input.nodes[0]!.permission;
      const now = clock.now();
      let row: FlowInstance | undefined;
      if (!existing) {
        row = await repo.insert(tx, {
          process: input.process,
          subjectId: input.subjectId,
          ...next,
          nodes: input.nodes,
          currentPermission: permission,
          applicantId: input.applicant.id,
          areaCode: input.applicant.areaCode,
          departmentCode: input.applicant.departmentCode,
          groupId: input.applicant.groupId,
          createdAt: now,
          updatedAt: now,
        });
      } else {
        if (existing.applicantId !== input.applicant.id) throw refusalError('not-applicant');
        if (existing.status !== 'returned' && existing.status !== 'withdrawn') throw refusalError('not-returned');
        row = await repo.updateFrom(tx, existing, { ...next, nodes: input.nodes, currentPermission: permission, updatedAt: now });
      }
      if (!row) throw flowConflict();
      await record(tx, row.id, {
        action: existing ? 'resubmit' : 'submit',
        fromNode: null,
        toNode: input.nodes[0]!.key,
        fromStatus: existing?.status ?? null,
        toStatus: 'pending',
        actorId: input.applicant.id,
        actorName: input.applicant.name,
        comment: input.comment ?? null,
      });
      await recordAudit(tx, input.audit, {
        entity: 'flow_instance',
        entityId: row.id,
        action: existing ? 'resubmit' : 'submit',
        before: existing,
        after: row,
      });
      return row;
    },

    /**
     * Applies one action. `expectedVersion` is the version the actor read: a stale one is a 409.
     * `guard` may refuse a transition the chain allows (e.g. a blacklisted borrower at final
     * review). Approvers must hold the node's permission with the instance in its data scope.
     */
    async act(input: {
      instanceId: number;
      expectedVersion: number;
      action: FlowAction;
      actor: FlowActorUser;
      audit: AuditActor;
      guard?: (instance: FlowInstance, node: ApprovalNode | undefined) => Promise<KeyedMessage | null> | KeyedMessage | null;
      onTransition?: (tx: Tx, t: FlowTransition) => Promise<void>;
      /** The caller's transaction, when the action must commit with the caller's own writes (a grant's last draw). */
      tx?: Tx;
    }): Promise<FlowInstance> {
      const before = await repo.findById(input.tx ?? db, input.instanceId);
      if (!before) throw new NotFound(keyed('flowInstanceNotFound'));
      if (before.version !== input.expectedVersion) throw flowConflict();
      const node = before.nodes[before.nodeIndex];
      const { actor, action } = input;
      const history = await repo.records(input.tx ?? db, before.id);
      const decision = decide(stateOf(before, history), before.nodes, action, { id: actor.id, permissions: actor.permissions });
      if (!decision.ok) throw refusalError(decision.refusal);
      if ((action.kind === 'approve' || action.kind === 'reject') && node) {
        if (!instanceInScope(scopeFor(actor as SessionUser, node.permission), before)) throw new Forbidden(keyed('flowOutOfScope'));
      }
      const refused = input.guard ? await input.guard(before, node) : null;
      if (refused) throw new Validation(refused);
      const next = decision.next;
      const inTransaction = async (tx: Tx) => {
        const after = await repo.updateFrom(tx, before, {
          status: next.status,
          nodeIndex: next.nodeIndex,
          untouched: next.untouched,
          currentPermission: currentPermission(before.nodes, next),
          updatedAt: clock.now(),
        });
        if (!after) throw flowConflict();
        await record(tx, before.id, {
          action: action.kind,
          fromNode: decision.fromNode,
          toNode: decision.toNode,
          fromStatus: before.status,
          toStatus: next.status,
          actorId: actor.id,
          actorName: actor.realName,
          comment: action.comment?.trim() || null,
        });
        await recordAudit(tx, input.audit, { entity: 'flow_instance', entityId: before.id, action: action.kind, before, after });
        await input.onTransition?.(tx, { before, after, action: action.kind });
        return after;
      };
      return input.tx ? inTransaction(input.tx) : db.transaction(inTransaction);
    },

    /** The subjects' instances of `process` now belong to `applicant` (their owner changed; in the caller's transaction). */
    async reassign(tx: Tx, process: string, subjectIds: number[], applicant: Omit<FlowApplicant, 'name'>) {
      if (!subjectIds.length) return;
      const { id: applicantId, areaCode, departmentCode, groupId } = applicant;
      await repo.reassign(tx, process, subjectIds, { applicantId, areaCode, departmentCode, groupId });
    },

    /**
     * A line on the subject's operation record that moves nothing (decision 0071): what was done to
     * the subject outside its approvals (a document deleted, a mortgage registered), in the caller's
     * transaction. A subject without an instance (a draft never submitted) has no record to add to.
     */
    async note(
      tx: Executor,
      process: string,
      subjectId: number,
      entry: { user: Pick<SessionUser, 'id' | 'realName'>; action: FlowNoteAction; comment: string },
    ) {
      const instance = await repo.find(tx, process, subjectId);
      if (!instance) return false;
      const node = instance.status === 'pending' ? (instance.nodes[instance.nodeIndex]?.key ?? null) : null;
      await record(tx, instance.id, {
        action: entry.action,
        fromNode: node,
        toNode: node,
        fromStatus: instance.status,
        toStatus: instance.status,
        actorId: entry.user.id,
        actorName: entry.user.realName,
        comment: entry.comment,
      });
      return true;
    },

    /** stateRow with the earlier nodes' approvers read from the instance's records. */
    async stateOf(row: FlowInstance): Promise<FlowStateRow> {
      return this.stateRow(row, await repo.records(db, row.id));
    },

    async records(instanceId: number): Promise<FlowRecordRow[]> {
      return (await repo.records(db, instanceId)).map(recordRow);
    },

    /** The newest operation record of each subject that has an instance: subject id → record. */
    async lastRecords(process: string, subjectIds: number[]): Promise<Map<number, FlowRecordRow>> {
      if (!subjectIds.length) return new Map();
      const rows = await repo.lastRecords(db, process, subjectIds);
      return new Map(rows.map(({ subjectId, record }) => [subjectId, recordRow(record)]));
    },

    /** The state a page shows; pass the instance's records to name the earlier nodes' approvers. */
    stateRow(row: FlowInstance, records: readonly FlowRecord[] = []): FlowStateRow {
      return {
        applicantId: row.applicantId,
        approverIds: [...(stateOf(row, records).approverIds ?? [])],
        instanceId: row.id,
        status: row.status,
        nodeIndex: row.nodeIndex,
        nodes: row.nodes.map(({ key, title, permission }) => ({ key, title, permission })),
        currentNode: row.status === 'pending' ? (row.nodes[row.nodeIndex]?.key ?? null) : null,
        untouched: row.untouched,
        version: row.version,
      };
    },

    /**
     * The inbox condition on flow_instances: pending at a node whose permission the user holds
     * (one of `permissions`), inside that permission's data scope, neither the user's own nor one
     * whose earlier node they approved (`decide` refuses both: the inbox reads the same rule).
     */
    inboxCondition(user: SessionUser, permissions: readonly string[]) {
      const held = permissions
        .filter((p) => user.permissions.has(p))
        .map((permission) => ({ permission, scope: scopeFor(user, permission) }));
      return repo.inboxCondition(user.id, held);
    },
  };
}
export type FlowEngine = ReturnType<typeof createFlowEngine>;
