import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { copiedScopeColumns, creatorColumns, timestamps, versionedTimestamps } from '../../db/columns';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';

/**
 * Contract templates: 'composite' (compositeTemplateList) and 'channel' (agreementTemplateList).
 * `version` is the current version's number; each edit adds a row to contract_template_versions.
 */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['composite', 'channel'] }).notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedByName: text('updated_by_name').notNull(),
    ...timestamps(),
  },
  (t) => [index('contract_templates_kind_idx').on(t.kind, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Every version of a template's body, never changed once written: a contract keeps the one it was made from. */
export const contractTemplateVersions = pgTable(
  'contract_template_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => contractTemplates.id),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    ...creatorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_template_versions_uq').on(t.templateId, t.version)],
);

/** The last serial given per contract-number prefix and year (one row each, bumped in place). */
export const contractSerials = pgTable(
  'contract_serials',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/**
 * Contracts: made from a bill and a template version, rendered once to the PDF that is previewed
 * and signed; approved on the workflow engine, then signed (scan images, signing date). The scope
 * columns are the bill's.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractNo: text('contract_no').notNull(),
    kind: text('kind', { enum: ['advance', 'mortgage', 'zhonghai', 'zgc'] }).notNull(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    templateVersionId: bigint('template_version_id', { mode: 'number' })
      .notNull()
      .references(() => contractTemplateVersions.id),
    text: text('text').notNull(),
    pdfKey: text('pdf_key').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    pdfSize: integer('pdf_size').notNull(),
    status: smallint('status').notNull(),
    signedDate: date('signed_date'),
    signRef: text('sign_ref'),
    scanImageIds: jsonb('scan_image_ids').$type<string[]>().notNull().default([]),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    ...copiedScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('contracts_no_uq').on(t.contractNo),
    index('contracts_bill_idx').on(t.billId),
    index('contracts_kind_idx').on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contracts_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contracts_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
