import {
  APPROVAL_PROCESS_KEYS,
  type ApprovalChain,
  type ApprovalChainBody,
  type ApprovalChainRow,
  type ApprovalProcess,
  DEFAULT_CHAINS,
} from '@lc/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Conflict, NotFound, Validation } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { approvalChains } from './workflow.table';

const isProcess = (value: string): value is ApprovalProcess => (APPROVAL_PROCESS_KEYS as string[]).includes(value);

/**
 * The approval chains (系统设置 › 审批节点设置). The engine reads a chain when an instance is
 * submitted and keeps that copy, so a change applies to new submissions only.
 */
export function createApprovalChainService({ db, clock, grantable }: { db: Db; clock: Clock; grantable: () => ReadonlySet<string> }) {
  async function stored(process: ApprovalProcess) {
    const [row] = await db
      .select({
        nodes: approvalChains.nodes,
        version: approvalChains.version,
        updatedAt: approvalChains.updatedAt,
        updatedBy: approvalChains.updatedByName,
      })
      .from(approvalChains)
      .where(eq(approvalChains.process, process));
    return row;
  }

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
      if (!isProcess(process)) throw new NotFound('审批流程不存在');
      const codes = grantable();
      const unknown = body.nodes.find((n) => !codes.has(n.permission));
      if (unknown) throw new Validation(`审批权限不存在：${unknown.permission}`);
      const nodes = body.nodes.map((n) => ({ ...n, ...(n.minAmount === undefined || n.minAmount === '' ? { minAmount: undefined } : {}) }));
      const before = await this.chainFor(process);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const written =
          body.version === 0
            ? await tx
                .insert(approvalChains)
                .values({ process, nodes, version: 1, updatedAt: now, updatedBy: actor.actorId, updatedByName: actor.actorName })
                .onConflictDoNothing()
                .returning()
            : await tx
                .update(approvalChains)
                .set({ nodes, version: body.version + 1, updatedAt: now, updatedBy: actor.actorId, updatedByName: actor.actorName })
                .where(and(eq(approvalChains.process, process), eq(approvalChains.version, body.version)))
                .returning();
        if (!written.length) throw new Conflict('审批节点已被他人修改，请刷新后重试');
        await recordAudit(tx, actor, { entity: 'approval_chain', entityId: process, action: 'update', before: before.nodes, after: nodes });
      });
    },
  };
}
export type ApprovalChainService = ReturnType<typeof createApprovalChainService>;
