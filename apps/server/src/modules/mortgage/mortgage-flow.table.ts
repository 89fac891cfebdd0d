import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { copiedScopeColumns, versionedTimestamps } from '../../db/columns';
import { billMortgages, bills } from '../bill/bill.table';
import { users } from '../identity/org.table';
import { mortgagees } from './mortgage.table';

/** What a request on a bill keeps besides its own: who asked, the bill's scope, the version and times. */
const requestColumns = () => ({
  applicantId: integer('applicant_id')
    .notNull()
    .references(() => users.id),
  ...copiedScopeColumns(),
  ...versionedTimestamps(),
});

/**
 * Mortgage requests (/mortgageRequest): a final-approved bill's chosen properties, the mortgagee
 * and the order; the status mirrors the workflow, then registration (spec 000 §4: -1, 1–4). The
 * scope columns are the bill's, so the bill's salesperson and their managers see it.
 */
export const mortgageRequests = pgTable(
  'mortgage_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    mortgageeId: bigint('mortgagee_id', { mode: 'number' })
      .notNull()
      .references(() => mortgagees.id),
    mortgageOrder: smallint('mortgage_order').notNull(),
    remark: text('remark'),
    status: smallint('status').notNull(),
    ...requestColumns(),
  },
  (t) => [
    // One live (not rejected) request per bill: a second submit meets this index.
    uniqueIndex('mortgage_requests_live_bill_uq')
      .on(t.billId)
      .where(sql`${t.status} <> -1`),
    index('mortgage_requests_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mortgage_requests_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Each property of a request and its registration by warrant staff. Registered once: the
 * conditional update (WHERE cert_no IS NULL) lets exactly one of two concurrent registrations in.
 */
export const mortgageRequestProperties = pgTable(
  'mortgage_request_properties',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => mortgageRequests.id),
    billMortgageId: bigint('bill_mortgage_id', { mode: 'number' })
      .notNull()
      .references(() => billMortgages.id),
    certNo: text('cert_no'),
    regDate: date('reg_date'),
    mortgageeId: bigint('mortgagee_id', { mode: 'number' }).references(() => mortgagees.id),
    mortgageOrder: smallint('mortgage_order'),
    registeredBy: integer('registered_by').references(() => users.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** The certificate's images (upload ids, encrypted at rest), recorded with the registration. */
    certImageIds: text('cert_image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('mortgage_request_properties_uq').on(t.requestId, t.billMortgageId)],
);

/** Release requests (/mortgageRelease, spec 000 §4: -1, 1–4); an exception carries its reason. */
export const mortgageReleases = pgTable(
  'mortgage_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    status: smallint('status').notNull(),
    exceptionReason: text('exception_reason'),
    ...requestColumns(),
  },
  (t) => [
    uniqueIndex('mortgage_releases_live_bill_uq')
      .on(t.billId)
      .where(sql`${t.status} <> -1`),
    index('mortgage_releases_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
