import { and, count, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { archiveItems as i } from './archive.table';

const ITEM_SCOPE = { ownerId: i.ownerId, groupId: i.groupId, departmentCode: i.departmentCode, areaCode: i.areaCode };

/** Documents of `docTypes` the archive recorded and did not delete, per area, month (Shanghai) and type. */
export async function documentCounts(
  db: Executor,
  scope: ScopeFilter,
  docTypes: readonly number[],
  deleted: number,
  range: { from?: string | undefined; to?: string | undefined; areaCode?: string | undefined },
) {
  const day = sql`(${i.createdAt} at time zone 'Asia/Shanghai')::date`;
  const month = sql<string>`to_char(${i.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  return db
    .select({ areaCode: i.areaCode, month, docType: i.docType, count: count() })
    .from(i)
    .where(
      and(
        inArray(i.docType, [...docTypes]),
        ne(i.status, deleted),
        scopeCondition(scope, ITEM_SCOPE),
        range.areaCode ? eq(i.areaCode, range.areaCode) : undefined,
        range.from ? gte(day, range.from) : undefined,
        range.to ? lte(day, range.to) : undefined,
      ),
    )
    .groupBy(i.areaCode, month, i.docType);
}
