import { type ApprovalNode, FLOW_TRANSITION_ACTIONS } from '@lc/shared';
import { type SQL, and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { approvalChains as ac, flowInstances as fi, flowRecords as fr } from './workflow.table';

export type FlowInstance = typeof fi.$inferSelect;
export type NewFlowInstance = typeof fi.$inferInsert;
export type NewFlowRecord = typeof fr.$inferInsert;
export type FlowRecord = typeof fr.$inferSelect;
type ChainWrite = { nodes: ApprovalNode[]; updatedAt: Date; updatedBy: number; updatedByName: string | null };

const SCOPE_COLUMNS = { ownerId: fi.applicantId, groupId: fi.groupId, departmentCode: fi.departmentCode, areaCode: fi.areaCode };

/** The configured approval chains; a process without a row still follows its default. */
export const approvalChainRepository = {
  async find(db: Executor, process: string) {
    const [row] = await db
      .select({ nodes: ac.nodes, version: ac.version, updatedAt: ac.updatedAt, updatedBy: ac.updatedByName })
      .from(ac)
      .where(eq(ac.process, process));
    return row;
  },

  /** The first save over the default: nothing when another save came first. */
  insertFirst: (db: Executor, process: string, values: ChainWrite) =>
    db
      .insert(ac)
      .values({ process, ...values, version: 1 })
      .onConflictDoNothing()
      .returning({ process: ac.process }),

  /** A later save, only over the version the editor read: nothing when it lost. */
  updateFrom: (db: Executor, process: string, version: number, values: ChainWrite) =>
    db
      .update(ac)
      .set({ ...values, version: version + 1 })
      .where(and(eq(ac.process, process), eq(ac.version, version)))
      .returning({ process: ac.process }),
};

/**
 * Whether `userId` approved a node of the instance other than the one it waits at, since its latest
 * (re)submission: the SQL twin of `earlierApprovers` (flow-engine.service.ts), read by the index on
 * (instance_id, id). Seeded instances without a submission record count all their records.
 */
const approvedEarlierNode = (userId: number) => sql`exists (
  select 1 from ${fr} as earlier
  where earlier.instance_id = ${fi.id}
    and earlier.action = 'approve'
    and earlier.actor_id = ${userId}
    and earlier.from_node is distinct from (${fi.nodes} -> ${fi.nodeIndex}::int ->> 'key')
    and earlier.id > coalesce(
      (select max(since.id) from ${fr} as since where since.instance_id = ${fi.id} and since.action in ('submit', 'resubmit')),
      0))`;

/**
 * Flow instances and their operation records. Every write is conditional on the status and the
 * version read (undefined: another actor came first) and runs on the executor it is given, so
 * the engine keeps it inside the caller's transaction.
 */
export const flowRepository = {
  async find(db: Executor, process: string, subjectId: number): Promise<FlowInstance | undefined> {
    const [row] = await db
      .select()
      .from(fi)
      .where(and(eq(fi.process, process), eq(fi.subjectId, subjectId)));
    return row;
  },

  async findById(db: Executor, id: number): Promise<FlowInstance | undefined> {
    const [row] = await db.select().from(fi).where(eq(fi.id, id));
    return row;
  },

  /** A new instance; undefined when one for the subject appeared meanwhile. */
  async insert(db: Executor, values: NewFlowInstance): Promise<FlowInstance | undefined> {
    const [row] = await db.insert(fi).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** Moves an instance on from the status and version read; the version goes up by one. */
  async updateFrom(
    db: Executor,
    read: Pick<FlowInstance, 'id' | 'status' | 'version'>,
    values: Omit<Partial<NewFlowInstance>, 'id' | 'version'>,
  ): Promise<FlowInstance | undefined> {
    const [row] = await db
      .update(fi)
      .set({ ...values, version: sql`${fi.version} + 1` })
      .where(and(eq(fi.id, read.id), eq(fi.status, read.status), eq(fi.version, read.version)))
      .returning();
    return row;
  },

  /**
   * A subject changed hands (an order transfer): its instances name the new applicant and copy
   * their scope columns, so inboxes and the self-approval rule follow. The version goes up, so an
   * approver acting on what they read before gets a 409.
   */
  reassign: (
    db: Executor,
    process: string,
    subjectIds: number[],
    applicant: Pick<NewFlowInstance, 'applicantId' | 'areaCode' | 'departmentCode' | 'groupId'>,
  ) =>
    db
      .update(fi)
      .set({ ...applicant, version: sql`${fi.version} + 1` })
      .where(and(eq(fi.process, process), inArray(fi.subjectId, subjectIds))),

  async insertRecord(db: Executor, values: NewFlowRecord) {
    await db.insert(fr).values(values);
  },

  records: (db: Executor, instanceId: number): Promise<FlowRecord[]> =>
    db.select().from(fr).where(eq(fr.instanceId, instanceId)).orderBy(asc(fr.id)),

  /** The newest transition of each subject's instance (notes are passed over; one index walk per instance: instance_id, id). */
  lastRecords: (db: Executor, process: string, subjectIds: number[]) =>
    db
      .selectDistinctOn([fr.instanceId], { subjectId: fi.subjectId, record: fr })
      .from(fr)
      .innerJoin(fi, eq(fr.instanceId, fi.id))
      .where(and(eq(fi.process, process), inArray(fi.subjectId, subjectIds), inArray(fr.action, [...FLOW_TRANSITION_ACTIONS])))
      .orderBy(fr.instanceId, desc(fr.id)),

  /**
   * Pending at a node whose permission is one of `scopes` (each with its data scope), inside that
   * scope, not applied for by `userId`, and no earlier node of it approved by `userId`: the
   * maker-checker rule the engine's `decide` applies (decision 0062), so the inbox lists only what
   * the user may decide.
   */
  inboxCondition(userId: number, scopes: { permission: string; scope: ScopeFilter }[]): SQL {
    const parts = scopes.map(({ permission, scope }) => and(eq(fi.currentPermission, permission), scopeCondition(scope, SCOPE_COLUMNS)));
    if (!parts.length) return sql`false`;
    return and(eq(fi.status, 'pending'), ne(fi.applicantId, userId), or(...parts), sql`not ${approvedEarlierNode(userId)}`)!;
  },
};

/**
 * What a subject's list query may join: its flow instance (for the version an action needs, and
 * inbox conditions). Other modules query through this, never through the table itself.
 */
export const flowSubject = {
  table: fi,
  version: fi.version,
  on: (process: string, subjectId: PgColumn) => and(eq(fi.process, process), eq(fi.subjectId, subjectId)),
};

/**
 * What a decision list (the risk-control records) may read: the flow records, joined to their
 * instance (`flowSubject.table`). Other modules query through this, never through the table itself.
 */
export const flowRecordLog = {
  table: fr,
  onInstance: eq(fr.instanceId, fi.id),
};

/** Demo data only: an instance as if it had already gone through `records` (seeds have no session). */
export async function seedFlowInstance(db: Executor, instance: NewFlowInstance, records: Omit<NewFlowRecord, 'instanceId'>[]) {
  const [row] = await db.insert(fi).values(instance).returning({ id: fi.id });
  if (records.length) await db.insert(fr).values(records.map((r) => ({ ...r, instanceId: row!.id })));
}
