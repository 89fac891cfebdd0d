import {
  BILL_APPROVAL_PAGES,
  BILL_PERMISSION,
  type BillApprovalPage,
  type BillDetail,
  type BillListQuery,
  BILL_STATUS,
  type BillListReply,
  type BillReturnNote,
  type BorrowerBill,
  type CappedTotal,
  type DraftListReply,
  type FlowRecordRow,
  maskIdCard,
  maskMobile,
} from '@lc/shared';
import { type ChangeFeed, createChangeCache } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { RegionService } from '../region/region.service';
import { type FlowEngine, instanceInScope } from '../workflow/flow-engine.service';
import { type BillRecord, billInScope, billReadScopes, duplicatesFor, readableBill, readableCollateral, scopeRowOf } from './bill-access';
import { type BillChannels, billChannelNames, channelContactForViewer } from './bill-channel';
import { BILL_PROCESS, type BillOrder, billListWhere, billRepository as repo, billWhere } from './bill.repository';

export type BillReadDeps = {
  db: Db;
  flow: Pick<FlowEngine, 'find' | 'inboxCondition' | 'stateRow' | 'records' | 'lastRecords'>;
  region: Pick<RegionService, 'detail'>;
  orgFilter: Pick<OrgFilterService, 'labels'>;
  channels: BillChannels;
  /** The database's announcements of changed tables: list totals are kept until the bills change. */
  changes: ChangeFeed;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
const maskedIf = (mask: boolean, mobile: string | null) => (mask && mobile ? maskMobile(mobile) : mobile);
const BORROWER_BILLS_SHOWN = 50;
const SENT_BACK: readonly number[] = [BILL_STATUS.returned, BILL_STATUS.withdrawn];

/** The note of a bill's last flow record, when that record sent it back to the applicant. */
function returnNoteOf(record: FlowRecordRow | undefined): BillReturnNote | null {
  if (record?.action !== 'reject' && record?.action !== 'withdraw') return null;
  const { action, fromNode, actorName, comment, createdAt } = record;
  return { action, fromNode, actorName, comment, at: createdAt };
}

/** The borrower's numbers: in the clear for the applicant, masked for everyone else (the audited viewer reveals). */
function borrowerNumbers(bill: BillRecord, own: boolean) {
  return {
    billCustomerMobile: own ? bill.billCustomerMobile : maskMobile(bill.billCustomerMobile),
    idCard: own ? bill.idCard : maskIdCard(bill.idCard),
    // A contact copied from the channel is masked as the channel masks it, even to the applicant (decision 0013).
    channelContactMobile: maskedIf(!own || bill.channelContactMobileCopied, bill.channelContactMobile),
    bankContactMobile: maskedIf(!own, bill.bankContactMobile),
  };
}

/** Bill lists under data scope, the approval inboxes and their counts, the detail and its records. */
export function createBillReads({ db, flow, region, orgFilter, channels, changes }: BillReadDeps) {
  // The totals of the lists that read the bills alone, per filter (the inboxes also read the flow):
  // a page of the same filter then costs its page query only.
  const totals = createChangeCache<CappedTotal>(changes, { tables: ['bills'], ttlMs: 60_000, maxEntries: 10_000 });
  /**
   * One page of a list. `whose` names the list and whom it is for (its scope), so that with the
   * filter, paging aside, it tells one total from another without building the count's SQL.
   */
  async function list(
    where: ReturnType<typeof billWhere>,
    query: BillListQuery,
    whose: string,
    inbox?: Parameters<typeof repo.page>[4],
    order?: BillOrder,
  ): Promise<BillListReply> {
    const { pageNum: _n, pageSize: _s, ...filter } = query;
    const rows = await repo.page(db, where, query.pageNum, query.pageSize, inbox, order);
    const total = inbox
      ? await repo.total(db, where, inbox)
      : await repo.cachedTotal(db, where, totals, `${whose}\u0000${JSON.stringify(filter)}`);
    const labels = await orgFilter.labels([...new Set(rows.map((r) => r.salespersonId))], []);
    return {
      list: rows.map(({ duplicateOf, blacklistReason, departmentCode: _d, ...r }) => ({
        ...r,
        billCustomerMobile: maskMobile(r.billCustomerMobile),
        idCard: maskIdCard(r.idCard),
        duplicate: duplicateOf.length > 0,
        blacklisted: blacklistReason !== null,
        salespersonName: labels.salespeople.get(r.salespersonId) ?? null,
        createdAt: r.createdAt.toISOString(),
        submittedAt: iso(r.submittedAt),
      })),
      ...total,
    };
  }

  /** A list under a data scope: its total is kept per scope (two users of one scope share it). */
  const scoped = (
    name: string,
    where: (scope: ScopeFilter, q: BillListQuery) => ReturnType<typeof billWhere>,
    scope: ScopeFilter,
    q: BillListQuery,
  ) => list(where(scope, q), q, `${name}:${JSON.stringify(scope)}`);

  const inboxOf = (user: SessionUser, page: BillApprovalPage) => flow.inboxCondition(user, [BILL_APPROVAL_PAGES[page].permission]);

  return {
    mine: (user: SessionUser, q: BillListQuery) => list(billListWhere.mine(user.id, q), q, `mine:${user.id}`),
    /** The draft box, latest change first; a returned or withdrawn bill says who sent it back and why. */
    async drafts(user: SessionUser, q: BillListQuery): Promise<DraftListReply> {
      const page = await list(billListWhere.drafts(user.id, q), q, `drafts:${user.id}`, undefined, 'changed');
      const sentBack = page.list.filter((r) => SENT_BACK.includes(r.status)).map((r) => r.id);
      const last = await flow.lastRecords(BILL_PROCESS, sentBack);
      return { ...page, list: page.list.map((r) => ({ ...r, returnNote: returnNoteOf(last.get(r.id)) })) };
    },
    all: (user: SessionUser, q: BillListQuery) => scoped('all', billListWhere.all, scopeFor(user, BILL_PERMISSION.all), q),
    abandoned: (user: SessionUser, q: BillListQuery) =>
      scoped('abandoned', billListWhere.abandoned, scopeFor(user, BILL_PERMISSION.abandoned), q),
    /** An approval page: the bills waiting at a node of its permission, in the approver's scope, not their own. */
    inbox: (user: SessionUser, page: BillApprovalPage, q: BillListQuery) =>
      list(billWhere(null, q), q, `inbox:${page}:${user.id}`, inboxOf(user, page)),
    inboxCount: (user: SessionUser, page: BillApprovalPage) => repo.count(db, undefined, inboxOf(user, page)),
    draftCount: (user: SessionUser) => repo.draftCount(db, user.id),

    /** The borrower detail's bills: the newest the reader may see (a borrower seldom has more). */
    async ofBorrower(user: SessionUser, borrowerId: number): Promise<BorrowerBill[]> {
      const rows = await repo.ofBorrower(db, borrowerId, user.id, billReadScopes(user), BORROWER_BILLS_SHOWN);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async detail(user: SessionUser, id: number): Promise<BillDetail> {
      const bill = await readableBill(db, user, id);
      const [mortgages, instance, labels, channelNames, duplicates] = await Promise.all([
        repo.mortgagesOf(db, id),
        flow.find(BILL_PROCESS, id),
        orgFilter.labels([bill.salespersonId], []),
        billChannelNames(channels, bill),
        repo.scopeByNumbers(db, bill.duplicateOf),
      ]);
      const numbers = borrowerNumbers(bill, bill.salespersonId === user.id);
      const { idempotencyKey: _k, duplicateOf, blacklistReason, groupId: _g, departmentCode: _d, ...fields } = bill;
      const regionName = (code: string | null) => (code ? (region.detail(code)?.fullName ?? null) : null);
      return {
        id: bill.id,
        billNo: bill.billNo,
        billCustomerName: bill.billCustomerName,
        billCustomerMobile: numbers.billCustomerMobile,
        idCard: numbers.idCard,
        borrowAmount: bill.borrowAmount,
        borrowType: bill.borrowType,
        borrowDuration: bill.borrowDuration,
        billType: bill.billType,
        status: bill.status,
        currentNode: bill.currentNode,
        duplicate: duplicateOf.length > 0,
        blacklisted: blacklistReason !== null,
        areaCode: bill.areaCode,
        salespersonId: bill.salespersonId,
        salespersonName: labels.salespeople.get(bill.salespersonId) ?? null,
        createdAt: bill.createdAt.toISOString(),
        submittedAt: iso(bill.submittedAt),
        version: bill.version,
        flowVersion: instance?.version ?? null,
        fields: {
          ...fields,
          ...numbers,
          createdAt: bill.createdAt.toISOString(),
          updatedAt: bill.updatedAt.toISOString(),
          submittedAt: iso(bill.submittedAt),
        },
        mortgages: mortgages.map(({ billId: _b, sort: _s, addressKey: _a, ...m }) => ({
          ...m,
          addressProvinceName: regionName(m.addressProvince),
          addressDistrictName: regionName(m.addressDistrict),
        })),
        ...duplicatesFor(user, duplicates),
        blacklistReason,
        flow: instance ? flow.stateRow(instance) : null,
        ...channelNames,
      };
    },

    async records(user: SessionUser, id: number): Promise<FlowRecordRow[]> {
      await readableBill(db, user, id);
      const instance = await flow.find(BILL_PROCESS, id);
      return instance ? flow.records(instance.id) : [];
    },

    /** The clear values for the audited viewer: only a bill inside the caller's bill_list scope. */
    async sensitiveValues(user: SessionUser, id: number) {
      const bill = await repo.byId(db, id);
      if (!bill || !instanceInScope(scopeFor(user, BILL_PERMISSION.all), scopeRowOf(bill))) return null;
      const { billCustomerMobile, idCard, bankContactMobile } = bill;
      return { billCustomerMobile, idCard, channelContactMobile: await channelContactForViewer(channels, user, bill), bankContactMobile };
    },

    /** Valuation's check before it writes or reads a collateral's valuations: 404 unless its bill is readable. */
    async readableCollateral(user: SessionUser, mortgageId: number): Promise<void> {
      await readableCollateral(db, user, mortgageId);
    },

    /**
     * Valuation's loan-to-value: collateral id (mortgageInfoId) → its bill's borrow amount in yuan,
     * only for bills inside `scope` (the caller's scope of the list or export asking).
     */
    async borrowAmountsOfCollateral(mortgageIds: number[], scope: ScopeFilter): Promise<Map<number, string>> {
      const rows = await repo.billsOfCollateral(db, mortgageIds);
      return new Map(rows.filter((r) => billInScope(scope, r)).map((r) => [r.mortgageId, r.borrowAmount]));
    },
  };
}
