import { type ExtraConfigColumn, index, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../modules/identity/org.table';

/**
 * Column groups that many tables share, each one concept (spread into a table's column map).
 * Each is a function: a table needs its own column builders.
 */

/** An amount of money, to the fen. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** A rate (annual, daily or a percentage), to eight decimals. */
export const rate = (name: string) => numeric(name, { precision: 12, scale: 8 });

/** When the row was made and last changed. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An edited row: the version an edit must name (optimistic locking), and its times. */
export const versionedTimestamps = () => ({
  version: integer('version').notNull().default(0),
  ...timestamps(),
});

/** Where in the firm a record sits: area, department and group (the data scope but the owner). */
export const orgUnitColumns = () => ({
  areaCode: text('area_code').notNull(),
  departmentCode: text('department_code'),
  groupId: integer('group_id'),
});

/** A record a user owns (its salesperson): the owner's area, department and group, and the owner. */
export const ownerScopeColumns = () => ({
  ...orgUnitColumns(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id),
});

/**
 * The data scope copied from what the record is about (its bill, loan or card) when it was made:
 * owner, area, department and group, so whoever sees that sees the record.
 */
export const copiedScopeColumns = () => ({
  ownerId: integer('owner_id').notNull(),
  ...orgUnitColumns(),
});

/** Who asked (the applicant), with the name as it was then. */
export const applicantColumns = () => ({
  applicantId: integer('applicant_id')
    .notNull()
    .references(() => users.id),
  applicantName: text('applicant_name').notNull(),
});

/** Who recorded the row, with the name as it was then. */
export const creatorColumns = () => ({
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdByName: text('created_by_name').notNull(),
});

/** Who decided a request (approved or rejected it), with the name as it was then, and the comment. */
export const deciderColumns = () => ({
  decidedBy: integer('decided_by').references(() => users.id),
  decidedByName: text('decided_by_name'),
  decisionComment: text('decision_comment'),
});

/** An audit in two levels by two people: who passed each level and when, and the deciding comment. */
export const twoLevelApprovalColumns = () => ({
  firstBy: integer('first_by').references(() => users.id),
  firstByName: text('first_by_name'),
  firstAt: timestamp('first_at', { withTimezone: true }),
  secondBy: integer('second_by').references(() => users.id),
  secondByName: text('second_by_name'),
  secondAt: timestamp('second_at', { withTimezone: true }),
  decisionComment: text('decision_comment'),
});

/** Finance's review of money recorded as received: who reviewed it and when. */
export const reviewerColumns = () => ({
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedByName: text('reviewed_by_name'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

type ScopedListColumns = Record<'id' | 'createdAt' | 'ownerId' | 'groupId' | 'departmentCode' | 'areaCode', ExtraConfigColumn>;

/**
 * A scoped list's indexes: its order (newest first), alone and after each scope column. The order
 * is built afresh for each index: `.on()` takes a column's sort settings and resets them.
 */
export function scopedListIndexes(table: string, t: ScopedListColumns) {
  const newestFirst = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
  return [
    index(`${table}_created_idx`).on(...newestFirst()),
    index(`${table}_owner_idx`).on(t.ownerId, ...newestFirst()),
    index(`${table}_group_idx`).on(t.groupId, ...newestFirst()),
    index(`${table}_department_idx`).on(t.departmentCode, ...newestFirst()),
    index(`${table}_area_idx`).on(t.areaCode, ...newestFirst()),
  ];
}
