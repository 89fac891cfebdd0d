import type { SystemChangeDiff } from '@lc/shared';
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { applicantColumns, copiedScopeColumns, versionedTimestamps } from '../../db/columns';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';

/** One field's change as requested: its value at the request (before) and the new one, both as text. */
type StoredDiff = SystemChangeDiff;

/**
 * Requests to change a bill's system-held facts (/systemchangeManage/systemChangeApply). The scope
 * columns are the bill's, so its salesperson's managers see it; billVersion is the bill's version
 * the request was made against: the approval applies only while the bill is still at it.
 */
export const systemChangeRequests = pgTable(
  'system_change_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    billNo: text('bill_no').notNull(),
    customerName: text('customer_name').notNull(),
    billVersion: integer('bill_version').notNull(),
    changes: jsonb('changes').$type<StoredDiff[]>().notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull(),
    ...applicantColumns(),
    ...copiedScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    index('system_change_requests_applicant_idx').on(t.applicantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('system_change_requests_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('system_change_requests_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('system_change_requests_bill_idx').on(t.billId),
  ],
);

/**
 * The version records (/systemSetting/changeVersion): one row per field an approved request
 * changed, before and after, written in the approval's transaction; never updated or deleted.
 */
export const systemChangeVersions = pgTable(
  'system_change_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => systemChangeRequests.id),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    billNo: text('bill_no').notNull(),
    field: text('field').$type<StoredDiff['field']>().notNull(),
    before: text('before'),
    after: text('after').notNull(),
    /** The bill's version the change produced. */
    billVersion: integer('bill_version').notNull(),
    applicantName: text('applicant_name').notNull(),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id),
    approverName: text('approver_name').notNull(),
    ...copiedScopeColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('system_change_versions_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('system_change_versions_bill_idx').on(t.billId, t.id),
    index('system_change_versions_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
