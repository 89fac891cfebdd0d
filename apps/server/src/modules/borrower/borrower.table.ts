import { bigserial, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerScopeColumns, scopedListIndexes, versionedTimestamps } from '../../db/columns';

/**
 * Borrowers (借款人). Scope columns copy the recording salesperson's area, department and group,
 * as a bill does, so that a salesperson sees the borrowers they brought.
 */
export const borrowers = pgTable(
  'borrowers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    mobile: text('mobile').notNull(),
    marriage: smallint('marriage'),
    address: text('address'),
    notes: text('notes'),
    ...ownerScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    // One borrower per ID number (stored with an uppercase X).
    uniqueIndex('borrowers_id_card_key').on(t.idCard.op('text_pattern_ops')),
    index('borrowers_name_idx').on(t.name.op('text_pattern_ops')),
    index('borrowers_mobile_idx').on(t.mobile),
    ...scopedListIndexes('borrowers', t),
  ],
);
