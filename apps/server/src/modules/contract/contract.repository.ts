import type { ContractListQuery } from '@lc/shared';
import { type SQL, and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { contractSerials as serials, contractTemplateVersions as v, contracts as c } from './contract.table';
import { likePrefix } from '../../db/like-pattern';

const loan = loanSubject.columns;
const SCOPE_COLUMNS = { ownerId: c.ownerId, groupId: c.groupId, departmentCode: c.departmentCode, areaCode: c.areaCode };

const columns = {
  id: c.id,
  contractNo: c.contractNo,
  kind: c.kind,
  billId: c.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  templateId: v.templateId,
  templateName: v.name,
  templateVersion: v.version,
  text: c.text,
  pdfKey: c.pdfKey,
  pdfSha256: c.pdfSha256,
  pdfSize: c.pdfSize,
  status: c.status,
  signedDate: c.signedDate,
  signRef: c.signRef,
  scanImageIds: c.scanImageIds,
  applicantId: c.applicantId,
  createdAt: c.createdAt,
  version: c.version,
};
const JOINS = [
  { table: loanSubject.table, on: loanSubject.on(c.billId) },
  { table: v, on: eq(v.id, c.templateVersionId) },
];
const rows = (db: Executor) => db.select(columns).from(c).innerJoin(JOINS[0]!.table, JOINS[0]!.on).innerJoin(v, JOINS[1]!.on).$dynamic();

export type ContractRecord = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
export type NewContract = typeof c.$inferInsert;

/** The list's WHERE: the data scope, the kind, the status and a contract number, bill number or borrower prefix. */
export function contractWhere(scope: ScopeFilter, q: Partial<Pick<ContractListQuery, 'keyword' | 'kind' | 'status'>>): SQL | undefined {
  const k = q.keyword ? likePrefix(q.keyword) : undefined;
  return and(
    scopeCondition(scope, SCOPE_COLUMNS),
    q.kind ? eq(c.kind, q.kind) : undefined,
    q.status === undefined ? undefined : eq(c.status, q.status),
    k ? or(like(c.contractNo, k), like(loan.billNo, k), like(loan.customerName, k)) : undefined,
  );
}

export const contractRepository = {
  list: listSource({ rows, order: [desc(c.createdAt), desc(c.id)], counted: { from: c, joins: JOINS } }),
  async find(db: Executor, id: number, where: SQL | undefined) {
    const [row] = await rows(db).where(and(eq(c.id, id), where));
    return row;
  },

  /**
   * The next serial of a prefix in a year: one upsert, so concurrent creations queue on the row
   * and each gets its own number (the unique index on contract_no stands behind it).
   */
  async nextSerial(db: Executor, numberPrefix: string, year: number): Promise<number> {
    const [row] = await db
      .insert(serials)
      .values({ prefix: numberPrefix, year, last: 1 })
      .onConflictDoUpdate({ target: [serials.prefix, serials.year], set: { last: sql`${serials.last} + 1` } })
      .returning({ last: serials.last });
    return row!.last;
  },
  async insert(db: Executor, values: NewContract) {
    const [row] = await db.insert(c).values(values).returning({ id: c.id });
    return row!;
  },
  /** Moves the status only from `from` (at the version read, when given): empty when someone else moved it first. */
  move: (db: Executor, id: number, from: number, version: number | null, set: Partial<NewContract> & { status: number }) =>
    db
      .update(c)
      .set({ ...set, version: sql`${c.version} + 1`, updatedAt: new Date() })
      .where(and(eq(c.id, id), eq(c.status, from), version === null ? undefined : eq(c.version, version)))
      .returning({ id: c.id }),
  /** Whether a bill has a contract in `status` (the grant gate asks for a signed one). */
  async billHas(db: Executor, billId: number, status: number) {
    const [row] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.billId, billId), eq(c.status, status)))
      .limit(1);
    return row !== undefined;
  },
  /** Final-approved bills inside `scope`: what a new contract may be made for. */
  openBills: (db: Executor, scope: ScopeFilter) =>
    db
      .select({ id: loan.id, billNo: loan.billNo, customerName: loan.customerName })
      .from(loanSubject.table)
      .where(and(loanSubject.approved, scopeCondition(scope, loanSubject.scopeColumns)))
      .orderBy(...loanSubject.newestFirst.map((col) => desc(col)))
      .limit(100),
};
