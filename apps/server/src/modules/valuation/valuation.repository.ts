import type { EvsFilter } from '@lc/shared';
import { type SQL, and, count, desc, eq, getTableName, gte, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { type ValuationRow, valuationEnquiries, valuationRecords as v, valuationReports } from './valuation.table';
import { likePrefix } from '../../db/like-pattern';

export type { ValuationRow };
/** A valuation record as written. */
export type NewValuationRecord = typeof v.$inferInsert;
/** A further-provider enquiry as stored. */
export type EnquiryRow = typeof valuationEnquiries.$inferSelect;

const SCOPE_COLUMNS = { ownerId: v.valuedBy, groupId: v.groupId, departmentCode: v.departmentCode, areaCode: v.areaCode };
const shanghaiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;
const NEWEST_FIRST = [desc(v.createdAt), desc(v.id)];

/** Latest record id per collateral among the records inside a scope: the one LTV is measured against. */
const latestIdsWithin = (scope: ScopeFilter) =>
  sql`select distinct on (${v.mortgageInfoId}) ${v.id} from ${v} where ${v.mortgageInfoId} is not null and ${v.totalPrice} is not null and ${scopeCondition(scope, SCOPE_COLUMNS) ?? sql`true`} order by ${v.mortgageInfoId}, ${v.createdAt} desc, ${v.id} desc`;

/** A column with its table named: drizzle leaves them bare in a one-table query, where a subquery would misread them. */
const q = (column: PgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
/** Inside any of a reader's scopes (decision 0024: the valuations a bill's reader may count). */
const withinAny = (scopes: readonly ScopeFilter[]) => or(...scopes.map((s) => scopeCondition(s, SCOPE_COLUMNS) ?? sql`true`), sql`false`)!;

/**
 * What another module's query may read of a collateral's valuations (the bills' LTV, decision
 * 0024), never the table itself: the chosen valuation, the latest priced record (万元, as text)
 * of the collateral `mortgageId` among those inside any of `scopes`. A correlated subquery on
 * the (mortgage_info_id, created_at desc, id desc) index: one index probe per collateral row.
 */
export const chosenValuation = {
  totalWanOf: (mortgageId: PgColumn, scopes: readonly ScopeFilter[]) =>
    sql<
      string | null
    >`(select ${q(v.totalPrice)}::text from ${v} where ${q(v.mortgageInfoId)} = ${q(mortgageId)} and ${q(v.totalPrice)} is not null and ${withinAny(scopes)} order by ${q(v.createdAt)} desc, ${q(v.id)} desc limit 1)`,
};

export function evsWhere(scope: ScopeFilter, f: EvsFilter): SQL | undefined {
  return and(
    scopeCondition(scope, SCOPE_COLUMNS),
    f.channel ? eq(v.channel, f.channel) : undefined,
    f.cityCode ? eq(v.cityCode, f.cityCode) : undefined,
    f.mortgageInfoId ? eq(v.mortgageInfoId, f.mortgageInfoId) : undefined,
    f.keyword ? or(like(v.communityName, likePrefix(f.keyword)), like(v.address, likePrefix(f.keyword))) : undefined,
    f.dateFrom ? gte(v.createdAt, shanghaiDayStart(f.dateFrom)) : undefined,
    f.dateTo ? lt(v.createdAt, new Date(shanghaiDayStart(f.dateTo).getTime() + DAY_MS)) : undefined,
    f.latestOnly === '1' ? sql`${v.id} in (${latestIdsWithin(scope)})` : undefined,
  );
}

export const valuationRepository = {
  async insert(db: Executor, row: typeof v.$inferInsert): Promise<ValuationRow> {
    const [inserted] = await db.insert(v).values(row).returning();
    return inserted!;
  },
  async update(db: Executor, id: number, patch: Partial<typeof v.$inferInsert>) {
    await db.update(v).set(patch).where(eq(v.id, id));
  },
  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(v).where(eq(v.id, id));
    return row ?? null;
  },
  async byValuationId(db: Executor, valuationId: string) {
    const [row] = await db.select().from(v).where(eq(v.valuationId, valuationId));
    return row ?? null;
  },
  async byExternalId(db: Executor, externalId: string) {
    const [row] = await db.select().from(v).where(eq(v.externalId, externalId));
    return row ?? null;
  },
  /** One collateral's history, newest first, within the scope. */
  async history(db: Executor, scope: ScopeFilter, mortgageInfoId: number) {
    return db
      .select()
      .from(v)
      .where(and(eq(v.mortgageInfoId, mortgageInfoId), scopeCondition(scope, SCOPE_COLUMNS)))
      .orderBy(...NEWEST_FIRST)
      .limit(200);
  },
  async visible(db: Executor, scope: ScopeFilter, id: number) {
    const [row] = await db
      .select({ id: v.id })
      .from(v)
      .where(and(eq(v.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return Boolean(row);
  },
  /** The valuations, newest first (db/paged-list.ts). */
  list: listSource({ rows: (db) => db.select().from(v).$dynamic(), order: NEWEST_FIRST, counted: { from: v } }),

  async count(db: Executor, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(v).where(where);
    return row?.n ?? 0;
  },
  async *batches(db: Executor, where: SQL | undefined, batchSize: number) {
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after ? sql`(${v.createdAt}, ${v.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
      const rows = await db
        .select({ row: v, cursor: sql<string>`${v.createdAt}::text` })
        .from(v)
        .where(and(where, keyset))
        .orderBy(...NEWEST_FIRST)
        .limit(batchSize);
      const last = rows.at(-1);
      if (!last) return;
      yield rows.map((r) => r.row);
      if (rows.length < batchSize) return;
      after = { at: last.cursor, id: last.row.id };
    }
  },
  /** The latest priced record of each collateral among those inside the caller's scope (for LTV), whatever the list's filter. */
  async latestOf(db: Executor, scope: ScopeFilter, mortgageInfoIds: number[]) {
    if (!mortgageInfoIds.length) return [];
    return db
      .selectDistinctOn([v.mortgageInfoId], { id: v.id, mortgageInfoId: v.mortgageInfoId, totalPrice: v.totalPrice })
      .from(v)
      .where(and(inArray(v.mortgageInfoId, mortgageInfoIds), sql`${v.totalPrice} is not null`, scopeCondition(scope, SCOPE_COLUMNS)))
      .orderBy(v.mortgageInfoId, desc(v.createdAt), desc(v.id));
  },
  /** The latest priced record of each channel of each collateral, inside any of `scopes` (the bill pages' valuation rows). */
  async latestPerChannel(db: Executor, mortgageInfoIds: number[], scopes: readonly ScopeFilter[]) {
    if (!mortgageInfoIds.length) return [];
    return db
      .selectDistinctOn([v.mortgageInfoId, v.channel], {
        mortgageInfoId: v.mortgageInfoId,
        channel: v.channel,
        totalPrice: v.totalPrice,
        priceDate: v.priceDate,
        createdAt: v.createdAt,
      })
      .from(v)
      .where(and(inArray(v.mortgageInfoId, mortgageInfoIds), sql`${v.totalPrice} is not null`, withinAny(scopes)))
      .orderBy(v.mortgageInfoId, v.channel, desc(v.createdAt), desc(v.id));
  },
  async reportOf(db: Executor, valuationRecordId: number) {
    const [row] = await db.select().from(valuationReports).where(eq(valuationReports.valuationRecordId, valuationRecordId));
    return row ?? null;
  },
  async reportedIds(db: Executor, ids: number[]) {
    if (!ids.length) return new Set<number>();
    const rows = await db
      .select({ id: valuationReports.valuationRecordId })
      .from(valuationReports)
      .where(inArray(valuationReports.valuationRecordId, ids));
    return new Set(rows.map((r) => r.id));
  },
  async saveReport(db: Executor, row: typeof valuationReports.$inferInsert) {
    await db
      .insert(valuationReports)
      .values(row)
      .onConflictDoUpdate({
        target: valuationReports.valuationRecordId,
        set: { storageKey: row.storageKey, size: row.size, form: row.form, createdBy: row.createdBy, createdAt: sql`now()` },
      });
  },
  async enquiry(db: Executor, caseId: string) {
    const [row] = await db.select().from(valuationEnquiries).where(eq(valuationEnquiries.caseId, caseId));
    return row ?? null;
  },
  async insertEnquiry(db: Executor, row: typeof valuationEnquiries.$inferInsert) {
    await db.insert(valuationEnquiries).values(row);
  },
  /** pending → done, once: of two workers exactly one settles it. */
  async settleEnquiry(db: Executor, caseId: string, patch: { assessExplain: string; settledAt: Date }) {
    const rows = await db
      .update(valuationEnquiries)
      .set({ status: 'done', ...patch })
      .where(and(eq(valuationEnquiries.caseId, caseId), eq(valuationEnquiries.status, 'pending')))
      .returning({ caseId: valuationEnquiries.caseId });
    return rows.length === 1;
  },
};
