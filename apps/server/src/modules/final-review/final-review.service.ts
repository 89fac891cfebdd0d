import {
  type ApprovalNode,
  FINAL_REVIEW_PERMISSION as P,
  type FinalListQuery,
  RISK_RECORD_ACTIONS,
  RISK_RECORD_NODES,
  RISK_RECORD_NODE_KEYS,
  type RiskRecordListReply,
  type RiskRecordNode,
  type RiskRecordQuery,
  maskIdCard,
  maskMobile,
} from '@lc/shared';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { BillService } from '../bill/bill.service';

type Deps = { orgFilter: Pick<OrgFilterService, 'labels'>; bills: Pick<BillService, 'finalPage' | 'riskRecordPage' | 'ltvOfPage'> };
type BorrowerKind = 'person' | 'firm';

/** A record's risk node: by the permission its node had in the instance, else by the default key. */
function riskNodeOf(fromNode: string | null, nodes: ApprovalNode[]): RiskRecordNode {
  const permission = nodes.find((n) => n.key === fromNode)?.permission;
  return (
    RISK_RECORD_NODE_KEYS.find((k) => RISK_RECORD_NODES[k].permission === permission) ??
    RISK_RECORD_NODE_KEYS.find((k) => k === fromNode) ??
    'final'
  );
}

/**
 * Final review's extras (spec 001 §2): the individual and company lists at or past final review
 * per funding party, and the risk-control records (decisions at the duplicate, document and
 * final nodes). The bill service reads them with the data scope in every query and its count.
 */
export function createFinalReviewService({ orgFilter, bills }: Deps) {
  async function finalList(user: SessionUser, q: FinalListQuery, kind: BorrowerKind) {
    const { rows, total, facts: factRows } = await bills.finalPage(scopeFor(user, P.final), P.final, q, kind);
    const facts = new Map(factRows.map((f) => [f.id, f]));
    const [labels, ltvs] = await Promise.all([
      orgFilter.labels([...new Set(rows.map((r) => r.salespersonId))], []),
      bills.ltvOfPage(user, rows),
    ]);
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
        billStage: r.stage,
        currentNode: r.currentNode,
        salespersonName: labels.salespeople.get(r.salespersonId) ?? null,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        ltv: ltvs.get(r.id)!,
        companyName: f?.companyName ?? '',
        companyList: f?.companyList ?? [],
      };
    });
    return { list, ...total };
  }

  return {
    async customers(user: SessionUser, q: FinalListQuery) {
      const { list, ...total } = await finalList(user, q, 'person');
      return { list: list.map(({ companyName: _n, companyList: _l, ...row }) => row), ...total };
    },

    firms: (user: SessionUser, q: FinalListQuery) => finalList(user, q, 'firm'),

    /** Approvals and rejections at the risk nodes, newest first, inside the rc_list scope. */
    async riskRecords(user: SessionUser, q: RiskRecordQuery): Promise<RiskRecordListReply> {
      const { rows, total } = await bills.riskRecordPage(scopeFor(user, P.records), q);
      return {
        list: rows.map(({ nodes, fromNode, action, createdAt, ...r }) => ({
          ...r,
          node: riskNodeOf(fromNode, nodes),
          action: action as (typeof RISK_RECORD_ACTIONS)[number],
          createdAt: createdAt.toISOString(),
        })),
        ...total,
      };
    },
  };
}
export type FinalReviewService = ReturnType<typeof createFinalReviewService>;
