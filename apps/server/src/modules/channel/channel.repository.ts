import type { ChannelListQuery, ChannelOptionsQuery } from '@lc/shared';
import { type SQL, and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { channelFeeRules as fr, channels as c } from './channel.table';
import { likePrefix } from '../../db/like-pattern';

const SCOPE_COLUMNS = { ownerId: c.ownerId, groupId: c.groupId, departmentCode: c.departmentCode, areaCode: c.areaCode };

export function channelWhere(
  scope: ScopeFilter,
  q: Pick<ChannelListQuery, 'keyword' | 'channelSource' | 'areaCode' | 'businessDeptCode' | 'salesId'>,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE_COLUMNS)];
  if (q.areaCode) parts.push(eq(c.areaCode, q.areaCode));
  if (q.businessDeptCode) parts.push(eq(c.departmentCode, q.businessDeptCode));
  if (q.salesId !== undefined) parts.push(eq(c.ownerId, q.salesId));
  if (q.keyword) parts.push(or(like(c.channelCompanyName, likePrefix(q.keyword)), like(c.channelContactName, likePrefix(q.keyword))));
  if (q.channelSource !== undefined) parts.push(eq(c.channelSource, q.channelSource));
  return and(...parts);
}

export type ChannelRecord = typeof c.$inferSelect;
export type NewChannel = typeof c.$inferInsert;
export type FeeRuleRecord = typeof fr.$inferSelect;
export type NewFeeRule = typeof fr.$inferInsert;
const NEWEST_FIRST = [desc(c.createdAt), desc(c.id)];

export const channelRepository = {
  list: listSource({
    rows: (db) =>
      db
        .select({ channel: c, feeRuleCount: sql<number>`(select count(*)::int from channel_fee_rules f where f.channel_id = channels.id)` })
        .from(c)
        .$dynamic(),
    order: NEWEST_FIRST,
    counted: { from: c },
  }),

  async find(db: Executor, id: number, scope: ScopeFilter): Promise<ChannelRecord | undefined> {
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },

  async insert(db: Executor, values: NewChannel) {
    const [row] = await db.insert(c).values(values).returning();
    return row!;
  },

  update: (db: Executor, id: number, version: number, values: Partial<NewChannel>) =>
    db
      .update(c)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(c.id, id), eq(c.version, version)))
      .returning({ id: c.id }),

  feeRules: (db: Executor, channelId: number) => db.select().from(fr).where(eq(fr.channelId, channelId)).orderBy(asc(fr.id)),

  /** The bill form's picker, by company name: the channels inside `scope` (null: any, for names on a saved bill). */
  options: (db: Executor, q: ChannelOptionsQuery, limit: number, scope: ScopeFilter | null) =>
    db
      .select({ id: c.id, name: c.channelCompanyName, contactName: c.channelContactName, contactMobile: c.channelContactMobile })
      .from(c)
      .where(
        and(
          scope ? scopeCondition(scope, SCOPE_COLUMNS) : undefined,
          q.channelId === undefined ? undefined : eq(c.id, q.channelId),
          q.keyword ? or(like(c.channelCompanyName, likePrefix(q.keyword)), like(c.channelContactName, likePrefix(q.keyword))) : undefined,
        ),
      )
      .orderBy(asc(c.channelCompanyName), asc(c.id))
      .limit(limit),

  feeRulesOf: (db: Executor, channelIds: number[]) =>
    channelIds.length ? db.select().from(fr).where(inArray(fr.channelId, channelIds)).orderBy(asc(fr.id)) : Promise.resolve([]),

  async insertFeeRule(db: Executor, values: NewFeeRule) {
    const [row] = await db.insert(fr).values(values).returning();
    return row!;
  },
};
