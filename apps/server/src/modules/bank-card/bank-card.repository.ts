import type { BankListQuery, CardBinListQuery } from '@lc/shared';
import { type SQL, and, asc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { banks as b, cardBins as c } from './bank-card.table';
import { likePrefix } from '../../db/like-pattern';

export type BankRecord = typeof b.$inferSelect;
export type NewBank = typeof b.$inferInsert;
export type CardBinRecord = typeof c.$inferSelect & { bankName: string };
export type NewCardBin = typeof c.$inferInsert;

/** The bank list's WHERE (no data scope: reference data); the page and its count share it. */
export function bankWhere(q: Pick<BankListQuery, 'keyword' | 'status'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.keyword) parts.push(or(like(b.bankCode, likePrefix(q.keyword.toUpperCase())), like(b.bankName, likePrefix(q.keyword))));
  if (q.status !== undefined) parts.push(eq(b.status, q.status));
  return and(...parts);
}

/** The BIN list's WHERE: a keyword is a BIN prefix (digits) or a bank code. */
export function cardBinWhere(q: Pick<CardBinListQuery, 'keyword' | 'cardType'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.keyword) parts.push(/^\d+$/.test(q.keyword) ? like(c.binPrefix, likePrefix(q.keyword)) : eq(c.bankCode, q.keyword.toUpperCase()));
  if (q.cardType !== undefined) parts.push(eq(c.cardType, q.cardType));
  return and(...parts);
}

const binColumns = {
  id: c.id,
  binPrefix: c.binPrefix,
  bankCode: c.bankCode,
  bankName: b.bankName,
  cardType: c.cardType,
  cardLength: c.cardLength,
  version: c.version,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

export const bankRepository = {
  list: listSource({ rows: (db) => db.select().from(b).$dynamic(), order: [asc(b.bankCode)], counted: { from: b } }),

  async find(db: Executor, id: number): Promise<BankRecord | undefined> {
    const [row] = await db.select().from(b).where(eq(b.id, id));
    return row;
  },
  async findByCode(db: Executor, bankCode: string): Promise<BankRecord | undefined> {
    const [row] = await db.select().from(b).where(eq(b.bankCode, bankCode));
    return row;
  },
  /** Another bank holding the code (`exceptId` is the one being edited). */
  async codeHolder(db: Executor, bankCode: string, exceptId?: number) {
    const [row] = await db
      .select({ id: b.id })
      .from(b)
      .where(and(eq(b.bankCode, bankCode), exceptId === undefined ? undefined : ne(b.id, exceptId)));
    return row;
  },
  enabled: (db: Executor) =>
    db.select({ bankCode: b.bankCode, bankName: b.bankName }).from(b).where(eq(b.status, 1)).orderBy(asc(b.bankCode)),

  /** Inserts unless the code is taken (then undefined). */
  async insert(db: Executor, values: NewBank) {
    const [row] = await db.insert(b).values(values).onConflictDoNothing().returning({ id: b.id });
    return row;
  },
  /** Applies only at the version read; an empty result means someone else saved first. */
  update: (db: Executor, id: number, version: number, values: Partial<NewBank>) =>
    db
      .update(b)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(b.id, id), eq(b.version, version)))
      .returning({ id: b.id }),
};

export const cardBinRepository = {
  list: listSource({
    rows: (db) => db.select(binColumns).from(c).innerJoin(b, eq(b.bankCode, c.bankCode)).$dynamic(),
    order: [asc(c.binPrefix)],
    counted: { from: c },
  }),

  async find(db: Executor, id: number): Promise<CardBinRecord | undefined> {
    const [row] = await db.select(binColumns).from(c).innerJoin(b, eq(b.bankCode, c.bankCode)).where(eq(c.id, id));
    return row;
  },
  async prefixHolder(db: Executor, binPrefix: string, exceptId?: number) {
    const [row] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.binPrefix, binPrefix), exceptId === undefined ? undefined : ne(c.id, exceptId)));
    return row;
  },

  /**
   * The enabled banks of the longest BIN prefixes `cardNo` starts with. The candidates are the
   * number's own 6- to 10-digit prefixes, so the unique index answers.
   */
  async longestMatch(db: Executor, cardNo: string) {
    const candidates = [6, 7, 8, 9, 10].filter((n) => n <= cardNo.length).map((n) => cardNo.slice(0, n));
    const rows = await db
      .select({ bankCode: b.bankCode, bankName: b.bankName, length: sql<number>`length(${c.binPrefix})` })
      .from(c)
      .innerJoin(b, eq(b.bankCode, c.bankCode))
      .where(and(inArray(c.binPrefix, candidates), eq(b.status, 1)))
      .orderBy(sql`length(${c.binPrefix}) desc`, asc(b.bankCode));
    const longest = rows[0]?.length;
    return rows.filter((r) => r.length === longest).map(({ bankCode, bankName }) => ({ bankCode, bankName }));
  },

  async insert(db: Executor, values: NewCardBin) {
    const [row] = await db.insert(c).values(values).onConflictDoNothing().returning({ id: c.id });
    return row;
  },
  update: (db: Executor, id: number, version: number, values: Partial<NewCardBin>) =>
    db
      .update(c)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(c.id, id), eq(c.version, version)))
      .returning({ id: c.id }),
};
