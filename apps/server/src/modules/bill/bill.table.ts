import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeeLineTerms } from '@lc/shared';
import { money, orgUnitColumns, rate, versionedTimestamps } from '../../db/columns';
import { users } from '../identity/org.table';
import { borrowers } from '../borrower/borrower.table';
import { images } from '../upload/upload.table';

/**
 * Bills (报单), spec 000 §3: every Bill field. Scope columns copy the salesperson's area,
 * department and group at creation; status and current node mirror the bill's approval flow.
 */
export const bills = pgTable(
  'bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billNo: text('bill_no').notNull(),
    status: smallint('status').notNull().default(0),
    /** Where the bill is now once final review passed it (BILL_STAGE, decision 0074): moved by its loan's events; null before. */
    stage: smallint('stage'),
    currentNode: text('current_node'),
    billType: smallint('bill_type').notNull().default(0),
    // customer and borrowing
    billCustomerName: text('bill_customer_name').notNull(),
    billCustomerMobile: text('bill_customer_mobile').notNull(),
    idCard: text('id_card').notNull(),
    /** The borrower record of the customer, by ID number (issue 14). */
    borrowerId: bigint('borrower_id', { mode: 'number' }).references(() => borrowers.id),
    billNotes: text('bill_notes'),
    borrowAmount: money('borrow_amount').notNull(),
    borrowDate: date('borrow_date'),
    borrowDuration: integer('borrow_duration').notNull(),
    borrowDurationFinalRc: integer('borrow_duration_final_rc'),
    borrowType: smallint('borrow_type').notNull(),
    borrowingPurposes: text('borrowing_purposes'),
    repayingSource: text('repaying_source'),
    customerDescription: text('customer_description'),
    grantInstitutionType: smallint('grant_institution_type'),
    existLetter: boolean('exist_letter'),
    // charging and signing
    chargeRuleId: integer('charge_rule_id'),
    salemanSigningDate: date('saleman_signing_date'),
    fundings: text('fundings'),
    contractNo: text('contract_no'),
    // company
    companyName: text('company_name'),
    companyList: jsonb('company_list').$type<string[]>(),
    companyNotInputReason: text('company_not_input_reason'),
    // channel
    channelId: integer('channel_id'),
    channelNotes: text('channel_notes'),
    channelCompanyName: text('channel_company_name'),
    channelSource: text('channel_source'),
    channelContactName: text('channel_contact_name'),
    channelContactMobile: text('channel_contact_mobile'),
    /** The contact's mobile was copied from the channel (decision 0013): shown masked, as the channel shows it. */
    channelContactMobileCopied: boolean('channel_contact_mobile_copied').notNull().default(false),
    // documents
    docCollectionNotes: text('doc_collection_notes'),
    docCollectionStatus: smallint('doc_collection_status'),
    // third party
    thirdPartyLicenseNo: text('third_party_license_no'),
    thirdPartyName: text('third_party_name'),
    thirdPartyType: smallint('third_party_type'),
    // bank
    bankName: text('bank_name'),
    bankAddress: text('bank_address'),
    bankContactName: text('bank_contact_name'),
    bankContactMobile: text('bank_contact_mobile'),
    bankNotes: text('bank_notes'),
    // checks made at submission
    duplicateOf: jsonb('duplicate_of').$type<string[]>().notNull().default([]),
    blacklistReason: text('blacklist_reason'),
    // ownership and scope
    salespersonId: integer('salesperson_id')
      .notNull()
      .references(() => users.id),
    ...orgUnitColumns(),
    idempotencyKey: text('idempotency_key'),
    ...versionedTimestamps(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bills_bill_no_key').on(t.billNo.op('text_pattern_ops')),
    uniqueIndex('bills_idempotency_key').on(t.salespersonId, t.idempotencyKey),
    // Lists are newest first; each scope column leads an index in that order, with status next.
    index('bills_area_status_idx').on(t.areaCode, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bills_salesperson_idx').on(t.salespersonId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bills_group_idx').on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bills_department_idx').on(t.departmentCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bills_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Duplicate checks look bills up by borrower.
    index('bills_id_card_idx').on(t.idCard),
    index('bills_mobile_idx').on(t.billCustomerMobile),
    index('bills_borrower_idx').on(t.borrowerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Collateral (Mortgage), spec 000 §3: every field, one or more per bill. */
export const billMortgages = pgTable(
  'bill_mortgages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    sort: smallint('sort').notNull(),
    certNo: text('cert_no'),
    addressProvince: text('address_province'),
    addressDistrict: text('address_district'),
    addressDetails: text('address_details').notNull(),
    buildingId: text('building_id'),
    constructionId: text('construction_id'),
    houseId: text('house_id'),
    certLocation: text('cert_location'),
    certStatus: smallint('cert_status'),
    communityPromotionName: text('community_promotion_name'),
    evsTotalPriceWorldUnion: money('evs_total_price_world_union'),
    evsUnitPriceWorldUnion: money('evs_unit_price_world_union'),
    evsWorldUnionId: text('evs_world_union_id'),
    firstMortgagePrice: money('first_mortgage_price'),
    floorArea: numeric('floor_area', { precision: 12, scale: 2 }),
    houseAge: smallint('house_age'),
    mortgagePercentage: numeric('mortgage_percentage', { precision: 5, scale: 2 }),
    ownerBorrowerRelation: smallint('owner_borrower_relation'),
    ownerBorrowerRelationNotes: text('owner_borrower_relation_notes'),
    ownerMarriage: smallint('owner_marriage'),
    ownerMarriageNotes: text('owner_marriage_notes'),
    ownerNameBill: text('owner_name_bill'),
    ownershipType: smallint('ownership_type'),
    usage: smallint('usage'),
    usageNotes: text('usage_notes'),
    useStatus: smallint('use_status'),
    useStatusNotes: text('use_status_notes'),
    /** The address as compared for duplicates: province, district and details, spaces removed. */
    addressKey: text('address_key').notNull(),
  },
  (t) => [
    index('bill_mortgages_bill_idx').on(t.billId, t.sort),
    index('bill_mortgages_cert_no_idx').on(t.certNo),
    index('bill_mortgages_address_key_idx').on(t.addressKey),
  ],
);

/** The last sequence used per area and day, for readable bill numbers (BJ20261122-0001). */
export const billNumberSequences = pgTable(
  'bill_number_sequences',
  { prefix: text('prefix').notNull(), day: text('day').notNull(), last: integer('last').notNull() },
  (t) => [uniqueIndex('bill_number_sequences_key').on(t.prefix, t.day)],
);

/**
 * A bill's documents (issue 14 item 4): each an encrypted image of the upload module, of one type
 * (BILL_DOCUMENT_TYPE). An image is one document of one bill; removing the document unlinks it.
 */
export const billDocuments = pgTable(
  'bill_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    type: smallint('type').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .unique()
      .references(() => images.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** The uploader's name as it was, as approval records keep theirs. */
    uploaderName: text('uploader_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bill_documents_bill_idx').on(t.billId, t.type)],
);

/** The agreed terms' columns, the same in the current terms and in each of their versions (fresh builders per table). */
const agreedTermsColumns = () => ({
  amount: money('amount').notNull(),
  annualRate: rate('annual_rate').notNull(),
  method: text('method').notNull(),
  termDays: integer('term_days').notNull(),
  repaymentDay: smallint('repayment_day'),
  penaltyDailyRate: rate('penalty_daily_rate').notNull(),
  /** The fee lines (decision 0073), on the schedule; null for terms decided before, whose fees went to 1123 at the draw. */
  feeLines: jsonb('fee_lines').$type<FeeLineTerms[]>(),
  /** The funding party final review decided (decision 0079); null for terms decided before on a bill without one. */
  fundParty: text('fund_party'),
});

/**
 * A loan's agreed terms (decision 0070): decided at final review with its approval, one row per
 * bill; the grant copies them at its request, and the schedule, the contract and the loan book
 * read them. `version` counts decisions (a bill returned after final review and approved again).
 */
export const billTerms = pgTable('bill_terms', {
  billId: bigint('bill_id', { mode: 'number' })
    .primaryKey()
    .references(() => bills.id),
  ...agreedTermsColumns(),
  version: integer('version').notNull().default(1),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedByName: text('decided_by_name'),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The history of a bill's terms (decision 0078): one row per version, the terms as they stood after
 * the change that made it: final review's decision, or an approved extension (its id in change_id).
 */
export const billTermsVersions = pgTable(
  'bill_terms_versions',
  {
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    version: integer('version').notNull(),
    ...agreedTermsColumns(),
    /** 'finalReview' | 'extension' | 'systemChange' (TERMS_CHANGES). */
    change: text('change').notNull(),
    changeId: bigint('change_id', { mode: 'number' }),
    changedBy: integer('changed_by').references(() => users.id),
    changedByName: text('changed_by_name'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bill_terms_versions_bill_version_uq').on(t.billId, t.version)],
);
