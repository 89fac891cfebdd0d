import type { CardChangeListQuery } from '@lc/shared';
import { type SQL, and, count, desc, eq, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { bankCards as card, banks } from './bank-card.table';
import { flowSubject } from '../workflow/workflow.reads';
import { cardChangeApplications as t } from './card-change.table';

const SCOPE_COLUMNS = { ownerId: t.ownerId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode };
const oldBank = alias(banks, 'old_bank');
const newBank = alias(banks, 'new_bank');
const columns = {
  id: t.id,
  cardId: t.cardId,
  borrowerId: t.borrowerId,
  oldCardNo: card.cardNo,
  oldBankName: oldBank.bankName,
  newCardNo: t.newCardNo,
  newBankCode: t.newBankCode,
  newBankName: newBank.bankName,
  accountName: t.accountName,
  reservedMobile: t.reservedMobile,
  reason: t.reason,
  status: t.status,
  applicantId: t.applicantId,
  applicantName: t.applicantName,
  ownerId: t.ownerId,
  areaCode: t.areaCode,
  departmentCode: t.departmentCode,
  groupId: t.groupId,
  failureKey: t.failureKey,
  version: t.version,
  createdAt: t.createdAt,
};
export type NewCardChange = typeof t.$inferInsert;

const joined = (db: Executor) =>
  db
    .select(columns)
    .from(t)
    .innerJoin(card, eq(card.id, t.cardId))
    .innerJoin(oldBank, eq(oldBank.bankCode, card.bankCode))
    .innerJoin(newBank, eq(newBank.bankCode, t.newBankCode))
    .$dynamic();

export function cardChangeWhere(scope: ScopeFilter, q: Pick<CardChangeListQuery, 'status'>): SQL | undefined {
  return and(scopeCondition(scope, SCOPE_COLUMNS), q.status === undefined ? undefined : eq(t.status, q.status));
}

export const cardChangeRepository = {
  list: listSource({ rows: joined, order: [desc(t.createdAt), desc(t.id)], counted: { from: t } }),

  async find(db: Executor, id: number, scope: ScopeFilter) {
    const [row] = await joined(db).where(and(eq(t.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },

  /**
   * Applications waiting for the user: at a node they hold (`inbox`, the engine's condition) or,
   * for core operations, approved and not yet carried out inside `toExecute` (null: not theirs).
   */
  async waitingFor(db: Executor, userId: number, inbox: SQL, toExecute: ScopeFilter | null) {
    const execute = toExecute ? and(eq(t.status, 4), ne(t.applicantId, userId), scopeCondition(toExecute, SCOPE_COLUMNS)) : undefined;
    const [row] = await db
      .select({ n: count() })
      .from(t)
      .innerJoin(flowSubject.table, flowSubject.on('card_change', t.id)!)
      .where(or(inbox, execute));
    return row?.n ?? 0;
  },
  /** The application, unless the card has one in progress (then undefined: the partial unique index). */
  async insert(db: Executor, values: NewCardChange) {
    const [row] = await db.insert(t).values(values).onConflictDoNothing().returning({ id: t.id });
    return row;
  },
  /** Moves the status only from `from` at the version read: an empty result means someone else moved it first. */
  move: (db: Executor, id: number, from: number, version: number, values: Pick<NewCardChange, 'status' | 'newCardId' | 'failureKey'>) =>
    db
      .update(t)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.status, from), eq(t.version, version)))
      .returning({ id: t.id, version: t.version }),
};

export type CardChangeRecord = NonNullable<Awaited<ReturnType<typeof cardChangeRepository.find>>>;
