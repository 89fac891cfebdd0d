import { bigserial, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerScopeColumns, scopedListIndexes, versionedTimestamps } from '../../db/columns';

/**
 * Mortgagees, the lenders a property is pledged to (/systemSetting/mortgagorManage). Owner, group, department and area say whose a record is:
 * the data scope of mortgagee_manager filters on them.
 */
export const mortgagees = pgTable(
  'mortgagees',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...ownerScopeColumns(),
    ...versionedTimestamps(),
  },
  // The list's order (newest first), alone and after each scope column; names by prefix.
  (t) => [...scopedListIndexes('mortgagees', t), index('mortgagees_name_idx').on(t.name.op('text_pattern_ops'))],
);
