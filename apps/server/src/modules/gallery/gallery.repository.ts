import { type SampleRecordFilter } from '@lc/shared';
import { type SQL, and, count, desc, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageSource } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { sampleRecords as r } from './gallery.table';
import { likePrefix } from '../../db/like-pattern';

/** A record is in scope by its salesperson, group, department or area. */
const SCOPE_COLUMNS = { ownerId: r.salespersonId, groupId: r.groupId, departmentCode: r.departmentCode, areaCode: r.areaCode };

/** Business dates are Asia/Shanghai days (ARCHITECTURE: Data), whatever the server's TZ. */
const shanghaiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** The list's WHERE: the caller's data scope and the filter; the page query and its count share it. */
export function sampleRecordWhere(scope: ScopeFilter, f: SampleRecordFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE_COLUMNS)];
  if (f.areaCode) parts.push(eq(r.areaCode, f.areaCode));
  if (f.businessDeptCode) parts.push(eq(r.departmentCode, f.businessDeptCode));
  if (f.groupId !== undefined) parts.push(eq(r.groupId, f.groupId));
  if (f.salesId !== undefined) parts.push(eq(r.salespersonId, f.salesId));
  if (f.status !== undefined) parts.push(eq(r.status, f.status));
  if (f.keyword) parts.push(or(like(r.recordNo, likePrefix(f.keyword.toUpperCase())), like(r.borrowerName, likePrefix(f.keyword))));
  if (f.createdFrom) parts.push(gte(r.createdAt, shanghaiDayStart(f.createdFrom)));
  if (f.createdTo) parts.push(lt(r.createdAt, new Date(shanghaiDayStart(f.createdTo).getTime() + DAY_MS)));
  return and(...parts);
}

const ROW = {
  id: r.id,
  recordNo: r.recordNo,
  borrowerName: r.borrowerName,
  mobile: r.mobile,
  idCard: r.idCard,
  bankCard: r.bankCard,
  loanAmount: r.loanAmount,
  status: r.status,
  areaCode: r.areaCode,
  departmentCode: r.departmentCode,
  groupId: r.groupId,
  salespersonId: r.salespersonId,
  createdAt: r.createdAt,
};
const NEWEST_FIRST = [desc(r.createdAt), desc(r.id)];

export const sampleRecordRepository = {
  /**
   * The list, newest first (db/paged-list.ts). A page of its own shape: the ids are found first
   * (the offset walks an index of the list's order, or of a scope column followed by it), then
   * only the page's rows are read.
   */
  list: pageSource(
    (db, where, limit, offset) => {
      const ids = db
        .select({ id: r.id })
        .from(r)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset)
        .as('page_ids');
      return db
        .select(ROW)
        .from(r)
        .innerJoin(ids, eq(r.id, ids.id))
        .orderBy(...NEWEST_FIRST);
    },
    { from: r },
  ),

  /** The exact count, for an export's progress: an export reads every row anyway. */
  async count(db: Executor, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(r).where(where);
    return row?.n ?? 0;
  },

  /** Every matching row in list order, a batch at a time, by keyset (for exports: no offset, any depth). */
  async *batches(db: Executor, where: SQL | undefined, batchSize: number) {
    // The cursor keeps created_at at full (microsecond) precision, which a JS Date would round.
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after ? sql`(${r.createdAt}, ${r.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
      const rows = await db
        .select({ ...ROW, cursor: sql<string>`${r.createdAt}::text` })
        .from(r)
        .where(and(where, keyset))
        .orderBy(...NEWEST_FIRST)
        .limit(batchSize);
      const last = rows.at(-1);
      if (!last) return;
      yield rows.map(({ cursor: _cursor, ...row }) => row);
      if (rows.length < batchSize) return;
      after = { at: last.cursor, id: last.id };
    }
  },
};
