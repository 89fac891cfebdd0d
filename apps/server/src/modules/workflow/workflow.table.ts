import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApprovalNode, FlowRecordAction } from '@lc/shared';
import { orgUnitColumns, versionedTimestamps } from '../../db/columns';
import { users } from '../identity/org.table';

/** A process's approval chain as an admin set it; a process without a row uses its default. */
export const approvalChains = pgTable('approval_chains', {
  process: text('process').primaryKey(),
  nodes: jsonb('nodes').$type<ApprovalNode[]>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
  /** The editor's name as it was, like the audit trail keeps it. */
  updatedByName: text('updated_by_name'),
});

/**
 * One run of a process for one subject (a bill, later a disbursement…). The nodes are copied from
 * the chain at submission; `currentPermission` mirrors the node it waits at so inboxes are an
 * index read. Scope columns copy the applicant's, as the subject's list does.
 */
export const flowInstances = pgTable(
  'flow_instances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    process: text('process').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'returned' | 'approved' | 'withdrawn'>().notNull(),
    nodeIndex: smallint('node_index').notNull(),
    nodes: jsonb('nodes').$type<ApprovalNode[]>().notNull(),
    currentPermission: text('current_permission'),
    untouched: boolean('untouched').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    ...orgUnitColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('flow_instances_subject_key').on(t.process, t.subjectId),
    index('flow_instances_inbox_idx').on(t.currentPermission, t.status, t.updatedAt),
  ],
);

/** The operation record: every transition (and every note on the subject), written in the transaction that makes it. Append-only. */
export const flowRecords = pgTable(
  'flow_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => flowInstances.id),
    /** A transition, or a note that moves nothing (FLOW_RECORD_ACTIONS, decision 0071). */
    action: text('action').$type<FlowRecordAction>().notNull(),
    fromNode: text('from_node'),
    toNode: text('to_node'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorName: text('actor_name').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flow_records_instance_idx').on(t.instanceId, t.id)],
);
