import { ACCOUNT, type ActualPaymentQuery, type CapitalDetailQuery, type FundingLogQuery } from '@lc/shared';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type ListRow, listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { grantLoanSubject as g, grantPaidDrawSubject as d } from '../grant/grant.reads';
import { ledgerEntrySubject as e } from '../ledger/ledger.reads';
import { billOrCustomer } from './borrow.repository';

const loan = loanSubject.columns;
const l = e.lines;
const shanghaiDay = (at: PgColumn) => sql`(${at} at time zone 'Asia/Shanghai')::date`;
/** A day range on the Asia/Shanghai calendar, both ends included. */
const within = (at: PgColumn, q: { from?: string | undefined; to?: string | undefined }) =>
  and(q.from ? sql`${shanghaiDay(at)} >= ${q.from}::date` : undefined, q.to ? sql`${shanghaiDay(at)} <= ${q.to}::date` : undefined);
/** What an entry moved on the bank account (1002): in is its debit, out its credit. */
const bankSide = (side: PgColumn) =>
  sql<string>`(select coalesce(sum(${side}), 0)::text from ${l.table} where ${l.entryId} = ${e.columns.id} and ${l.accountCode} = ${ACCOUNT.bank})`;

export const fundingLogWhere = (q: FundingLogQuery) =>
  and(
    isNotNull(e.columns.fundingParty),
    q.fundingParty ? eq(e.columns.fundingParty, q.fundingParty) : undefined,
    q.eventType ? eq(e.columns.eventType, q.eventType) : undefined,
    within(e.columns.createdAt, q),
  );

export const actualPaymentWhere = (scope: ScopeFilter, q: ActualPaymentQuery) =>
  and(
    d.paid,
    scopeCondition(scope, g.scopeColumns),
    q.fundingParty ? eq(g.columns.fundingParty, q.fundingParty) : undefined,
    billOrCustomer(q.keyword),
    within(d.columns.paidAt, q),
  );

export const capitalDetailWhere = (scope: ScopeFilter, q: CapitalDetailQuery) =>
  and(
    eq(l.accountCode, ACCOUNT.loanPrincipal),
    scopeCondition(scope, loanSubject.scopeColumns),
    q.fundingParty ? eq(e.columns.fundingParty, q.fundingParty) : undefined,
    billOrCustomer(q.keyword),
    within(e.columns.createdAt, q),
  );

const billOfGrant = { table: loanSubject.table, on: loanSubject.on(g.columns.billId) };
const drawJoins = [d.grant, billOfGrant];
const entryOfLine = { table: e.table, on: eq(e.columns.id, l.entryId) };
const billOfEntry = { table: loanSubject.table, on: loanSubject.on(e.columns.billId) };
const lineJoins = [entryOfLine, billOfEntry];

/** The loan book's money reads: each a list newest first, counted over the same WHERE (db/paged-list.ts). */
export const booksRepository = {
  fundingLog: listSource({
    rows: (db) =>
      db
        .select({
          id: e.columns.id,
          eventType: e.columns.eventType,
          fundingParty: e.columns.fundingParty,
          billNo: loan.billNo,
          inflow: bankSide(l.debit),
          outflow: bankSide(l.credit),
          memo: e.columns.memo,
          postedAt: e.columns.createdAt,
        })
        .from(e.table)
        .leftJoin(loanSubject.table, loanSubject.on(e.columns.billId))
        .$dynamic(),
    order: e.newestFirst.map((c) => desc(c)),
    counted: { from: e.table },
  }),

  actualPayments: listSource({
    rows: (db) =>
      db
        .select({ ...d.columns, billNo: loan.billNo, customerName: loan.customerName, fundingParty: g.columns.fundingParty })
        .from(d.table)
        .innerJoin(d.grant.table, d.grant.on)
        .innerJoin(billOfGrant.table, billOfGrant.on)
        .$dynamic(),
    order: d.newestFirst.map((c) => desc(c)),
    counted: { from: d.table, joins: drawJoins },
  }),

  capitalDetails: listSource({
    rows: (db) =>
      db
        .select({
          id: l.id,
          entryId: e.columns.id,
          eventType: e.columns.eventType,
          billNo: loan.billNo,
          customerName: loan.customerName,
          fundingParty: e.columns.fundingParty,
          lent: l.debit,
          repaid: l.credit,
          memo: e.columns.memo,
          postedAt: e.columns.createdAt,
        })
        .from(l.table)
        .innerJoin(entryOfLine.table, entryOfLine.on)
        .innerJoin(billOfEntry.table, billOfEntry.on)
        .$dynamic(),
    order: [desc(e.columns.createdAt), desc(l.id)],
    counted: { from: l.table, joins: lineJoins },
  }),
};
export type FundingLogRecord = ListRow<typeof booksRepository.fundingLog>;
export type ActualPaymentRecord = ListRow<typeof booksRepository.actualPayments>;
export type CapitalDetailRecord = ListRow<typeof booksRepository.capitalDetails>;
