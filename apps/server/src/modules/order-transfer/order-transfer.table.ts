import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicantColumns, orgUnitColumns, versionedTimestamps } from '../../db/columns';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';

/**
 * Order transfers (/transferOder, issue 18 item 7): a manager's request to move one bill, or every
 * open bill of a salesperson, to another salesperson; approved on the workflow engine (process
 * `order_transfer`). Status: STATUS_LISTS.orderTransfer. The scope columns are the applicant's,
 * as the flow instance's are: the approval list reads them.
 */
export const orderTransfers = pgTable(
  'order_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mode: text('mode').$type<'bill' | 'salesperson'>().notNull(),
    fromSalespersonId: integer('from_salesperson_id').references(() => users.id),
    toSalespersonId: integer('to_salesperson_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    ...applicantColumns(),
    ...orgUnitColumns(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...versionedTimestamps(),
  },
  (t) => [
    index('order_transfers_applicant_idx').on(t.applicantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('order_transfers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * The bills of a request and, once decided, the history of who held them: from, to, when moved
 * (STATUS_LISTS.orderTransferLine). A bill waits in one request at a time (the partial unique index).
 */
export const orderTransferLines = pgTable(
  'order_transfer_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => orderTransfers.id),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    fromSalespersonId: integer('from_salesperson_id')
      .notNull()
      .references(() => users.id),
    toSalespersonId: integer('to_salesperson_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(0),
    movedAt: timestamp('moved_at', { withTimezone: true }),
  },
  (t) => [
    index('order_transfer_lines_transfer_idx').on(t.transferId, t.id),
    index('order_transfer_lines_bill_idx').on(t.billId, t.id),
    uniqueIndex('order_transfer_lines_waiting_key')
      .on(t.billId)
      .where(sql`${t.status} = 0`),
  ],
);
