import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
} from 'drizzle-orm/pg-core';
import { orgUnitColumns } from '../../db/columns';
import { billMortgages } from '../bill/bill.table';
import { users } from '../identity/org.table';

/**
 * Every valuation result, whatever the channel, kept as history per collateral. mortgageInfoId
 * names the collateral record of the bills module, or none (an enquiry not tied to a bill).
 * Scope columns copy the valuer's area, department and first group, as a bill would.
 */
export const valuationRecords = pgTable(
  'valuation_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    valuationId: text('valuation_id').notNull(),
    externalId: text('external_id'),
    caseId: text('case_id'),
    /**
     * A valuation never points at a collateral that does not exist (issue 14). A valued collateral
     * cannot be deleted (ON DELETE RESTRICT): its valuations are what the loan was measured
     * against (LTV, reports, paid enquiries), so a bill edit that drops it is refused and the
     * history stays whole; the spec says nothing of removing collateral, and a cascade would
     * lose that evidence.
     */
    mortgageInfoId: bigint('mortgage_info_id', { mode: 'number' }).references(() => billMortgages.id, { onDelete: 'restrict' }),
    channel: text('channel').notNull(),
    assessType: smallint('assess_type'),
    mode: smallint('mode'),
    guzhiRequestType: smallint('guzhi_request_type').notNull(),
    /** builtin or http:<service>: which provider answered. */
    provider: text('provider').notNull(),
    cityCode: text('city_code'),
    cityName: text('city_name'),
    areaId: text('area_id'),
    areaName: text('area_name'),
    communityId: text('community_id'),
    communityName: text('community_name'),
    buildingId: text('building_id'),
    buildingName: text('building_name'),
    houseId: text('house_id'),
    houseName: text('house_name'),
    address: text('address'),
    houseType: smallint('house_type'),
    buildingArea: numeric('building_area', { precision: 14, scale: 2 }),
    buildYear: integer('build_year'),
    /** Yuan per m². */
    price: numeric('price', { precision: 14, scale: 2 }),
    /** 万元. */
    totalPrice: numeric('total_price', { precision: 14, scale: 2 }),
    specialFactors: text('special_factors'),
    notes: text('notes'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    priceDate: date('price_date', { mode: 'string' }),
    valuedBy: integer('valued_by')
      .notNull()
      .references(() => users.id),
    valuedByName: text('valued_by_name').notNull(),
    ...orgUnitColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('valuation_records_valuation_id_key').on(t.valuationId),
    uniqueIndex('valuation_records_external_id_key').on(t.externalId),
    index('valuation_records_case_id_idx').on(t.caseId),
    index('valuation_records_collateral_idx').on(t.mortgageInfoId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('valuation_records_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('valuation_records_valued_by_idx').on(t.valuedBy, t.createdAt.desc().nullsFirst()),
    index('valuation_records_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst()),
  ],
);
export type ValuationRow = typeof valuationRecords.$inferSelect;

/**
 * Valuations that pointed at a collateral row a bill edit had deleted (before issue 14 an edit
 * re-created a bill's collateral rows), as migration 0017 found them: re-attached to the one
 * current collateral whose address matches, or, when none or several match, detached (their
 * mortgage_info_id cleared) and kept here with the candidates for someone to review.
 */
export const orphanedValuations = pgTable('orphaned_valuations', {
  valuationRecordId: bigint('valuation_record_id', { mode: 'number' })
    .primaryKey()
    .references(() => valuationRecords.id),
  formerMortgageInfoId: bigint('former_mortgage_info_id', { mode: 'number' }).notNull(),
  /** The collateral it was re-attached to; null when it could not be matched. */
  reattachedTo: bigint('reattached_to', { mode: 'number' }),
  /** The current collateral ids whose address matched (several: ambiguous, left detached). */
  candidates: jsonb('candidates').$type<number[]>().notNull().default([]),
  foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The generated evaluation report of a valuation (one per valuation; regenerating replaces it). */
export const valuationReports = pgTable('valuation_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  valuationRecordId: integer('valuation_record_id')
    .notNull()
    .unique()
    .references(() => valuationRecords.id),
  storageKey: text('storage_key').notNull(),
  size: integer('size').notNull(),
  form: jsonb('form').$type<Record<string, unknown>>().notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A further-provider (zgl) enquiry: its result is not to be shown before available_at. */
export const valuationEnquiries = pgTable(
  'valuation_enquiries',
  {
    caseId: text('case_id').primaryKey(),
    valuationRecordId: integer('valuation_record_id')
      .notNull()
      .references(() => valuationRecords.id),
    provider: text('provider').notNull(),
    address: text('address').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    /** pending → done. */
    status: text('status').notNull().default('pending'),
    assessExplain: text('assess_explain'),
    remark: text('remark'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('valuation_enquiries_pending_idx')
      .on(t.availableAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// ---- the built-in provider's catalogue (demo data: see builtin/demo-catalogue.seed.ts) ----

export const propertyCommunities = pgTable(
  'property_communities',
  {
    id: text('id').primaryKey(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code').notNull(),
    districtName: text('district_name').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    buildYear: integer('build_year').notNull(),
  },
  (t) => [index('property_communities_city_idx').on(t.cityCode, t.districtCode)],
);

export const propertyBuildings = pgTable('property_buildings', {
  id: text('id').primaryKey(),
  communityId: text('community_id')
    .notNull()
    .references(() => propertyCommunities.id),
  name: text('name').notNull(),
  totalFloors: smallint('total_floors').notNull(),
});

export const propertyUnits = pgTable('property_units', {
  id: text('id').primaryKey(),
  buildingId: text('building_id')
    .notNull()
    .references(() => propertyBuildings.id),
  name: text('name').notNull(),
});

export const propertyHouses = pgTable(
  'property_houses',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => propertyUnits.id),
    buildingId: text('building_id')
      .notNull()
      .references(() => propertyBuildings.id),
    name: text('name').notNull(),
    floor: smallint('floor').notNull(),
    area: numeric('area', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [index('property_houses_building_idx').on(t.buildingId), index('property_houses_unit_idx').on(t.unitId)],
);

/** The firm's own comparable records (past deals and appraisals) the built-in model prices from. */
export const propertyComparables = pgTable(
  'property_comparables',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code').notNull(),
    communityId: text('community_id').references(() => propertyCommunities.id),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    area: numeric('area', { precision: 10, scale: 2 }).notNull(),
    floor: smallint('floor').notNull(),
    totalFloors: smallint('total_floors').notNull(),
    buildYear: integer('build_year').notNull(),
    tradedOn: date('traded_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('property_comparables_community_idx').on(t.communityId),
    index('property_comparables_district_idx').on(t.cityCode, t.districtCode),
  ],
);
