import { bigint, bigserial, index, numeric, pgTable, smallint, text, uniqueIndex, date } from 'drizzle-orm/pg-core';
import { ownerScopeColumns, versionedTimestamps } from '../../db/columns';

/** The company library (企业库): firms with their codes, legal person and shareholders. */
export const firms = pgTable(
  'firms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmName: text('firm_name').notNull(),
    creditCode: text('credit_code'),
    registrationCode: text('registration_code'),
    legalPerson: text('legal_person').notNull(),
    registeredCapital: numeric('registered_capital', { precision: 18, scale: 2 }),
    establishDate: date('establish_date'),
    address: text('address'),
    businessScope: text('business_scope'),
    /** FIRM_STATUS: 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /** FIRM_SOURCE: 1 company library, 2 business records. */
    source: smallint('source').notNull().default(1),
    ...ownerScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('firms_credit_code_key').on(t.creditCode),
    uniqueIndex('firms_registration_code_key').on(t.registrationCode),
    index('firms_name_idx').on(t.firmName.op('text_pattern_ops')),
    index('firms_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('firms_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('firms_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A firm's shareholders in the order entered; ratio is a percentage as text, or '**.**'. */
export const firmShareholders = pgTable(
  'firm_shareholders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: bigint('firm_id', { mode: 'number' })
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    ratio: text('ratio').notNull(),
  },
  (t) => [uniqueIndex('firm_shareholders_firm_position_key').on(t.firmId, t.position)],
);
