import { type ManagerLevel, MANAGER_LEVELS } from '@lc/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  billChargePricings as p,
  chargeFeeItems as i,
  chargeStandardVersions as v,
  chargeStandards as s,
  customerManagerLevels as m,
} from './charge.table';

export type StandardRecord = typeof s.$inferSelect;
export type VersionRecord = typeof v.$inferSelect;
export type NewVersion = Omit<typeof v.$inferInsert, 'id'>;
/** A fee item as the service works with it: rates by level, as decimal strings. */
export type FeeItemValues = { itemName: string; chargeDays: number; rates: Record<ManagerLevel, string> };

const RATE_COLUMN = {
  chief: 'rateChief',
  senior: 'rateSenior',
  advanced: 'rateAdvanced',
  common: 'rateCommon',
  other: 'rateOther',
} as const;
// numeric(12,8) comes back as "0.40000000": shown as typed ("0.4").
const plain = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export const chargeRepository = {
  /** Each standard with its current version's remark, editor and item count, in code order. */
  standards: (db: Executor) =>
    db
      .select({
        code: s.code,
        version: s.version,
        updatedAt: s.updatedAt,
        remark: v.remark,
        updatedByName: v.createdByName,
        itemCount: sql<number>`(select count(*)::int from ${i} where ${i.versionId} = ${v.id})`,
      })
      .from(s)
      .innerJoin(v, and(eq(v.standardCode, s.code), eq(v.versionNo, s.version)))
      .orderBy(asc(s.code)),

  async standard(db: Executor, code: string): Promise<StandardRecord | undefined> {
    const [row] = await db.select().from(s).where(eq(s.code, code));
    return row;
  },
  async version(db: Executor, code: string, versionNo: number): Promise<VersionRecord | undefined> {
    const [row] = await db
      .select()
      .from(v)
      .where(and(eq(v.standardCode, code), eq(v.versionNo, versionNo)));
    return row;
  },
  async versionById(db: Executor, id: number): Promise<VersionRecord | undefined> {
    const [row] = await db.select().from(v).where(eq(v.id, id));
    return row;
  },
  versions: (db: Executor, code: string) =>
    db
      .select({ versionNo: v.versionNo, remark: v.remark, createdAt: v.createdAt, createdByName: v.createdByName })
      .from(v)
      .where(eq(v.standardCode, code))
      .orderBy(desc(v.versionNo)),

  async items(db: Executor, versionId: number): Promise<FeeItemValues[]> {
    const rows = await db.select().from(i).where(eq(i.versionId, versionId)).orderBy(asc(i.sort));
    return rows.map((r) => ({
      itemName: r.itemName,
      chargeDays: r.chargeDays,
      rates: Object.fromEntries(MANAGER_LEVELS.map((level) => [level, plain(r[RATE_COLUMN[level]])])) as Record<ManagerLevel, string>,
    }));
  },

  /** A standard with no version yet (installation); does nothing when it exists. */
  async insertStandard(db: Executor, code: string) {
    const [row] = await db.insert(s).values({ code, version: 1 }).onConflictDoNothing().returning({ code: s.code });
    return row;
  },
  /** Moves the standard to `next` only from the version read: an empty result means someone else saved first. */
  advance: (db: Executor, code: string, from: number, next: number, at: Date) =>
    db
      .update(s)
      .set({ version: next, updatedAt: at })
      .where(and(eq(s.code, code), eq(s.version, from)))
      .returning({ code: s.code }),

  /** A version and its items: insert only (the table's trigger refuses any change after). */
  async insertVersion(db: Executor, values: NewVersion, items: FeeItemValues[]) {
    const [row] = await db.insert(v).values(values).returning({ id: v.id });
    await db.insert(i).values(
      items.map((item, sort) => ({
        versionId: row!.id,
        sort,
        itemName: item.itemName,
        chargeDays: item.chargeDays,
        ...Object.fromEntries(MANAGER_LEVELS.map((level) => [RATE_COLUMN[level], item.rates[level]])),
      })) as (typeof i.$inferInsert)[],
    );
    return row!.id;
  },

  /** The levels set for these users (a user without a row prices as "other"). */
  levelsOf: (db: Executor, userIds: number[]) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db.select({ userId: m.userId, level: m.level, updatedAt: m.updatedAt }).from(m).where(inArray(m.userId, userIds)),

  async managerLevel(db: Executor, userId: number): Promise<string | undefined> {
    const [row] = await db.select({ level: m.level }).from(m).where(eq(m.userId, userId));
    return row?.level;
  },
  setManagerLevel: (db: Executor, userId: number, level: ManagerLevel, at = new Date()) =>
    db
      .insert(m)
      .values({ userId, level, updatedAt: at })
      .onConflictDoUpdate({ target: m.userId, set: { level, updatedAt: at } }),

  async anyPricing(db: Executor) {
    const [row] = await db.select({ billId: p.billId }).from(p).limit(1);
    return row !== undefined;
  },
  async pricing(db: Executor, billId: number) {
    const [row] = await db
      .select({ versionId: p.versionId, managerLevel: p.managerLevel, pricedAt: p.pricedAt, code: v.standardCode, versionNo: v.versionNo })
      .from(p)
      .innerJoin(v, eq(v.id, p.versionId))
      .where(eq(p.billId, billId));
    return row;
  },
  /** The bill's first pricing; a concurrent first pricing that committed before keeps its own (then undefined). */
  async insertPricing(db: Executor, values: typeof p.$inferInsert) {
    const [row] = await db.insert(p).values(values).onConflictDoNothing().returning({ billId: p.billId });
    return row;
  },
};
