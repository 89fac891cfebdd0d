import {
  type ApprovalNode,
  BILL_STATUS,
  FINAL_REVIEW_PERMISSION as P,
  type FinalListQuery,
  type FinalStage,
  RISK_RECORD_ACTIONS,
  RISK_RECORD_NODES,
  RISK_RECORD_NODE_KEYS,
  type RiskRecordListReply,
  type RiskRecordNode,
  type RiskRecordQuery,
  maskIdCard,
  maskMobile,
} from '@lc/shared';
import { type SQL, and, count, desc, eq, gte, inArray, isNotNull, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type SessionUser, scopeFor } from '../identity/session-user';
import { flowRecordLog, flowSubject } from '../workflow/flow-engine.service';
import { BILL_PROCESS, billRepository as repo, billWhere } from './bill.repository';
import { bills as b } from './bill.table';

type Deps = { db: Db; orgFilter: Pick<OrgFilterService, 'labels'> };
type BorrowerKind = 'person' | 'firm';

const fi = flowSubject.table;
const fr = flowRecordLog.table;
const DAY_MS = 86_400_000;
const prefix = (text: string) => `${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
/** The start of a Shanghai calendar day (no daylight saving there). */
const shanghaiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** At or past final review: waiting at a node of the final-review permission, or approved by it. */
function stageCondition(stage: FinalStage | undefined): SQL {
  const atFinal = and(eq(fi.status, 'pending'), eq(fi.currentPermission, P.final))!;
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
    like(b.billNo, prefix(keyword.toUpperCase())),
    like(b.billCustomerName, prefix(keyword)),
    kind === 'firm' ? like(b.companyName, prefix(keyword)) : undefined,
  );
}

/** A record's risk node: by the permission its node had in the instance, else by the default key. */
function riskNodeOf(fromNode: string | null, nodes: ApprovalNode[]): RiskRecordNode {
  const permission = nodes.find((n) => n.key === fromNode)?.permission;
  return (
    RISK_RECORD_NODE_KEYS.find((k) => RISK_RECORD_NODES[k].permission === permission) ??
    RISK_RECORD_NODE_KEYS.find((k) => k === fromNode) ??
    'final'
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

/**
 * Final review's extras (spec 001 §2): the individual and company lists at or past final review
 * per funding party, and the risk-control records (decisions at the duplicate, document and
 * final nodes). Data scope is part of every query and of its count.
 */
export function createFinalReviewService({ db, orgFilter }: Deps) {
  async function finalList(user: SessionUser, q: FinalListQuery, kind: BorrowerKind) {
    const where = billWhere(
      scopeFor(user, P.final),
      {},
      kindCondition(kind),
      q.fundParty ? eq(b.fundings, q.fundParty) : undefined,
      keywordCondition(q.keyword, kind),
    );
    const stage = stageCondition(q.stage);
    const rows = await repo.page(db, where, q.pageNum, q.pageSize, stage);
    const total = await repo.count(db, where, stage);
    const ids = rows.map((r) => r.id);
    const facts = new Map((await repo.reviewFactsOf(db, ids)).map((f) => [f.id, f]));
    const labels = await orgFilter.labels([...new Set(rows.map((r) => r.salespersonId))], []);
    const list = rows.map((r) => {
      const f = facts.get(r.id);
      return {
        id: r.id,
        billNo: r.billNo,
        billCustomerName: r.billCustomerName,
        billCustomerMobile: maskMobile(r.billCustomerMobile),
        idCard: maskIdCard(r.idCard),
        borrowAmount: r.borrowAmount,
        borrowDuration: r.borrowDuration,
        borrowType: r.borrowType,
        fundings: f?.fundings ?? null,
        collateralCount: f?.collateralCount ?? 0,
        valuationTotal: f?.valuationTotal ?? null,
        duplicate: r.duplicateOf.length > 0,
        blacklisted: r.blacklistReason !== null,
        extension: r.billType === 1,
        status: r.status,
        currentNode: r.currentNode,
        salespersonName: labels.salespeople.get(r.salespersonId) ?? null,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        companyName: f?.companyName ?? '',
        companyList: f?.companyList ?? [],
      };
    });
    return { list, total };
  }

  return {
    async customers(user: SessionUser, q: FinalListQuery) {
      const { list, total } = await finalList(user, q, 'person');
      return { list: list.map(({ companyName: _n, companyList: _l, ...row }) => row), total };
    },

    firms: (user: SessionUser, q: FinalListQuery) => finalList(user, q, 'firm'),

    /** Approvals and rejections at the risk nodes, newest first, inside the rc_list scope. */
    async riskRecords(user: SessionUser, q: RiskRecordQuery): Promise<RiskRecordListReply> {
      const where = and(
        billWhere(scopeFor(user, P.records), {}),
        inArray(fr.action, q.action ? [q.action] : [...RISK_RECORD_ACTIONS]),
        atRiskNodes(q.node ? [q.node] : RISK_RECORD_NODE_KEYS),
        q.dateFrom ? gte(fr.createdAt, shanghaiMidnight(q.dateFrom)) : undefined,
        q.dateTo ? lt(fr.createdAt, new Date(shanghaiMidnight(q.dateTo).getTime() + DAY_MS)) : undefined,
        keywordCondition(q.keyword, 'person'),
      );
      const rows = await db
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
        .where(where)
        .orderBy(desc(fr.createdAt), desc(fr.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(fr)
        .innerJoin(fi, flowRecordLog.onInstance)
        .innerJoin(b, flowSubject.on(BILL_PROCESS, b.id))
        .where(where);
      return {
        list: rows.map(({ nodes, fromNode, action, createdAt, ...r }) => ({
          ...r,
          node: riskNodeOf(fromNode, nodes),
          action: action as (typeof RISK_RECORD_ACTIONS)[number],
          createdAt: createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },
  };
}
export type FinalReviewService = ReturnType<typeof createFinalReviewService>;
