import type { BankCardFilter } from '@lc/shared';
import { type SQL, and, desc, eq, inArray, like, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { bankCards as t, banks as b } from './bank-card.table';
import { likePrefix } from '../../db/like-pattern';

const SCOPE_COLUMNS = { ownerId: t.ownerId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode };
const NEWEST_FIRST = [desc(t.createdAt), desc(t.id)];

export type NewBankCard = typeof t.$inferInsert;
const columns = {
  id: t.id,
  borrowerId: t.borrowerId,
  billId: t.billId,
  cardNo: t.cardNo,
  bankCode: t.bankCode,
  bankName: b.bankName,
  accountName: t.accountName,
  reservedMobile: t.reservedMobile,
  status: t.status,
  createdAt: t.createdAt,
  version: t.version,
};

/** The list's WHERE: the caller's data scope and the filters; the page and its count share it. */
export function bankCardWhere(scope: ScopeFilter, q: BankCardFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE_COLUMNS)];
  // Four digits are the card's last four (what a masked number shows); anything else an account name prefix.
  if (q.keyword) parts.push(/^\d{4}$/.test(q.keyword) ? like(t.cardNo, `%${q.keyword}`) : like(t.accountName, likePrefix(q.keyword)));
  if (q.borrowerId !== undefined) parts.push(eq(t.borrowerId, q.borrowerId));
  if (q.bankCode) parts.push(eq(t.bankCode, q.bankCode.toUpperCase()));
  if (q.status !== undefined) parts.push(eq(t.status, q.status));
  return and(...parts);
}

export const cardRepository = {
  list: listSource({
    rows: (db) => db.select(columns).from(t).innerJoin(b, eq(b.bankCode, t.bankCode)).$dynamic(),
    order: NEWEST_FIRST,
    counted: { from: t },
  }),

  /** The card, if it is inside the scope. */
  async find(db: Executor, id: number, scope: ScopeFilter) {
    const [row] = await db
      .select(columns)
      .from(t)
      .innerJoin(b, eq(b.bankCode, t.bankCode))
      .where(and(eq(t.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },

  /** The export's keyset batches: newest id first, below `beforeId`. */
  batch: (db: Executor, where: SQL | undefined, beforeId: number | null, size: number) =>
    db
      .select(columns)
      .from(t)
      .innerJoin(b, eq(b.bankCode, t.bankCode))
      .where(and(where, beforeId === null ? undefined : lt(t.id, beforeId)))
      .orderBy(desc(t.id))
      .limit(size),

  /** Another card of the borrower with the same number (`exceptId` is the one being edited). */
  async sameCard(db: Executor, borrowerId: number, cardNo: string, exceptId?: number) {
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.borrowerId, borrowerId), eq(t.cardNo, cardNo)));
    return row && row.id !== exceptId ? row : undefined;
  },

  /** Cards in use that may receive a loan's money: tied to the bill, or the borrower's own. */
  inUseFor: (db: Executor, billId: number, borrowerId: number | null) =>
    db
      .select(columns)
      .from(t)
      .innerJoin(b, eq(b.bankCode, t.bankCode))
      .where(and(eq(t.status, 1), borrowerId === null ? eq(t.billId, billId) : or(eq(t.billId, billId), eq(t.borrowerId, borrowerId))))
      .orderBy(...NEWEST_FIRST),
  byIds: (db: Executor, ids: number[]) =>
    ids.length ? db.select(columns).from(t).innerJoin(b, eq(b.bankCode, t.bankCode)).where(inArray(t.id, ids)) : Promise.resolve([]),

  /** A card's scope columns (what records about the card copy). */
  async scopeOf(db: Executor, id: number) {
    const [row] = await db
      .select({ areaCode: t.areaCode, departmentCode: t.departmentCode, groupId: t.groupId, ownerId: t.ownerId })
      .from(t)
      .where(eq(t.id, id));
    return row!;
  },
  async insert(db: Executor, values: NewBankCard) {
    const [row] = await db.insert(t).values(values).onConflictDoNothing().returning({ id: t.id });
    return row;
  },
  update: (db: Executor, id: number, version: number, values: Partial<NewBankCard>) =>
    db
      .update(t)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.version, version)))
      .returning({ id: t.id }),
};
export type CardRecord = NonNullable<Awaited<ReturnType<typeof cardRepository.find>>>;
