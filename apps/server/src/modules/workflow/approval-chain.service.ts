import {
  APPROVAL_PROCESS_KEYS,
  type ApprovalChain,
  type ApprovalChainBody,
  type ApprovalChainRow,
  type ApprovalProcess,
  DEFAULT_CHAINS,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { approvalChainRepository as repo } from './workflow.repository';

const isProcess = (value: string): value is ApprovalProcess => (APPROVAL_PROCESS_KEYS as string[]).includes(value);

/**
 * The approval chains (系统设置 › 审批节点设置). The engine reads a chain when an instance is
 * submitted and keeps that copy, so a change applies to new submissions only.
 */
export function createApprovalChainService({ db, clock, grantable }: { db: Db; clock: Clock; grantable: () => ReadonlySet<string> }) {
  const stored = (process: ApprovalProcess) => repo.find(db, process);

  return {
    async list(): Promise<ApprovalChainRow[]> {
      return Promise.all(
        APPROVAL_PROCESS_KEYS.map(async (process) => {
          const row = await stored(process);
          return row
            ? { process, nodes: row.nodes, version: row.version, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy }
            : { process, nodes: DEFAULT_CHAINS[process].nodes, version: 0, updatedAt: null, updatedBy: null };
        }),
      );
    },

    async chainFor(process: ApprovalProcess): Promise<ApprovalChain> {
      const row = await stored(process);
      return row ? { process, nodes: row.nodes } : DEFAULT_CHAINS[process];
    },

    /** Saves with optimistic locking: version 0 means "still the default". */
    async save(process: string, body: ApprovalChainBody, actor: AuditActor & { actorId: number }) {
      if (!isProcess(process)) throw new NotFound(keyed('approvalProcessNotFound'));
      const codes = grantable();
      const unknown = body.nodes.find((n) => !codes.has(n.permission));
      if (unknown) throw new Validation(keyed('approvalPermissionUnknown', { permission: unknown.permission }));
      const nodes = body.nodes.map((n) => ({ ...n, ...(n.minAmount === undefined || n.minAmount === '' ? { minAmount: undefined } : {}) }));
      const before = await this.chainFor(process);
      await db.transaction(async (tx) => {
        const values = { nodes, updatedAt: clock.now(), updatedBy: actor.actorId, updatedByName: actor.actorName };
        const written =
          body.version === 0 ? await repo.insertFirst(tx, process, values) : await repo.updateFrom(tx, process, body.version, values);
        if (!written.length) throw new Conflict(keyed('approvalChainStale'));
        await recordAudit(tx, actor, { entity: 'approval_chain', entityId: process, action: 'update', before: before.nodes, after: nodes });
      });
    },
  };
}
export type ApprovalChainService = ReturnType<typeof createApprovalChainService>;
