import {
  BILL_STATUS,
  type FinalListQuery,
  RISK_RECORD_ACTIONS,
  RISK_RECORD_NODES,
  RISK_RECORD_NODE_KEYS,
  type RiskRecordNode,
  type RiskRecordQuery,
} from '@lc/shared';
import { type SQL, and, desc, eq, gte, inArray, isNotNull, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource, pageOf, totalOf } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { flowRecordLog, flowSubject } from '../workflow/workflow.reads';
import { BILL_PROCESS, billRepository, billWhere } from './bill.repository';
import { bills as b } from './bill.table';
import { likePrefix } from '../../db/like-pattern';

const fi = flowSubject.table;
const fr = flowRecordLog.table;
const DAY_MS = 86_400_000;
/** The start of a Shanghai calendar day (no daylight saving there). */
const shanghaiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

export type BorrowerKind = 'person' | 'firm';
/** At or past final review: waiting at a node of the final-review permission, or approved by it. */
function stageCondition(finalPermission: string, stage: FinalListQuery['stage']): SQL {
  const atFinal = and(eq(fi.status, 'pending'), eq(fi.currentPermission, finalPermission))!;
  const approved = eq(b.status, BILL_STATUS.approved);
  if (stage === 'final') return atFinal;
  if (stage === 'approved') return approved;
  return or(atFinal, approved)!;
}

const kindCondition = (kind: BorrowerKind) =>
  kind === 'firm' ? and(isNotNull(b.companyName), ne(b.companyName, '')) : or(isNull(b.companyName), eq(b.companyName, ''));

function keywordCondition(keyword: string | undefined, kind: BorrowerKind) {
  if (!keyword) return undefined;
  return or(
    like(b.billNo, likePrefix(keyword.toUpperCase())),
    like(b.billCustomerName, likePrefix(keyword)),
    kind === 'firm' ? like(b.companyName, likePrefix(keyword)) : undefined,
  );
}

/** Records made at one of `nodes`, whatever the admin named the node. */
const atRiskNodes = (nodes: readonly RiskRecordNode[]) =>
  or(
    ...nodes.map((k) =>
      or(
        eq(fr.fromNode, k),
        sql`${fi.nodes} @> jsonb_build_array(jsonb_build_object('key', ${fr.fromNode}::text, 'permission', ${RISK_RECORD_NODES[k].permission}::text))`,
      ),
    ),
  );

/** The queries behind final review's lists and the risk-control records (spec 001 §2); scope in each query and its count. */
/** The risk nodes' flow records, newest first, with their bill (db/paged-list.ts). */
const riskRecords = listSource({
  rows: (db) =>
    db
      .select({
        id: fr.id,
        action: fr.action,
        fromNode: fr.fromNode,
        comment: fr.comment,
        actorName: fr.actorName,
        createdAt: fr.createdAt,
        nodes: fi.nodes,
        billId: b.id,
        billNo: b.billNo,
        customerName: b.billCustomerName,
        companyName: b.companyName,
      })
      .from(fr)
      .innerJoin(fi, flowRecordLog.onInstance)
      .innerJoin(b, flowSubject.on(BILL_PROCESS, b.id))
      .$dynamic(),
  order: [desc(fr.createdAt), desc(fr.id)],
  counted: {
    from: fr,
    joins: [
      { table: fi, on: flowRecordLog.onInstance },
      { table: b, on: flowSubject.on(BILL_PROCESS, b.id)! },
    ],
  },
});

export const billReviewRepository = {
  /** A page of bills at or past the final-review node (`finalPermission`), of one borrower kind, with their review facts. */
  async finalPage(db: Executor, scope: ScopeFilter, finalPermission: string, q: FinalListQuery, kind: BorrowerKind) {
    const where = billWhere(
      scope,
      {},
      kindCondition(kind),
      q.fundParty ? eq(b.fundings, q.fundParty) : undefined,
      keywordCondition(q.keyword, kind),
    );
    const stage = stageCondition(finalPermission, q.stage);
    const rows = await billRepository.page(db, where, q.pageNum, q.pageSize, stage);
    const total = await billRepository.total(db, where, stage);
    const facts = await billRepository.reviewFactsOf(
      db,
      rows.map((r) => r.id),
    );
    return { rows, total, facts };
  },

  /** Approvals and rejections at the risk nodes, newest first. */
  async riskRecordPage(db: Executor, scope: ScopeFilter, q: RiskRecordQuery) {
    const where = and(
      billWhere(scope, {}),
      inArray(fr.action, q.action ? [q.action] : [...RISK_RECORD_ACTIONS]),
      atRiskNodes(q.node ? [q.node] : RISK_RECORD_NODE_KEYS),
      q.dateFrom ? gte(fr.createdAt, shanghaiMidnight(q.dateFrom)) : undefined,
      q.dateTo ? lt(fr.createdAt, new Date(shanghaiMidnight(q.dateTo).getTime() + DAY_MS)) : undefined,
      keywordCondition(q.keyword, 'person'),
    );
    const rows = await pageOf(db, riskRecords, where, q.pageNum, q.pageSize);
    return { rows, total: await totalOf(db, riskRecords, where) };
  },
};
