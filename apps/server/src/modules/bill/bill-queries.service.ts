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
import type { OrgFilterService } from '../identity/org-filter.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { RegionService } from '../region/region.service';
import { type FlowEngine, instanceInScope } from '../workflow/flow-engine.service';
import { type BillRecord, billReadScopes, duplicatesFor, readableBill, readableCollateral, scopeRowOf } from './bill-access.service';
import { type BillChannels, billChannelNames, channelContactForViewer } from './bill-channel.service';
import { BILL_PROCESS, type BillListParts, type BillOrder, billListParts, billRepository as repo, billWhere } from './bill.repository';
import type { BillLtvReader } from './bill-ltv.service';
import { billTermsRepository } from './bill-terms.repository';

export type BillReadDeps = {
  db: Db;
  flow: Pick<FlowEngine, 'find' | 'inboxCondition' | 'stateRow' | 'stateOf' | 'records' | 'lastRecords'>;
  region: Pick<RegionService, 'detail'>;
  orgFilter: Pick<OrgFilterService, 'labels'>;
  channels: BillChannels;
  /** The database's announcements of changed tables: list totals are kept until the bills change. */
  changes: ChangeFeed;
  /** The bills' system LTV (decision 0024). */
  ltv: BillLtvReader;
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
export function createBillReads({ db, flow, region, orgFilter, channels, changes, ltv }: BillReadDeps) {
  // The totals of the lists that read the bills alone, per filter (the inboxes also read the flow):
  // a page of the same filter then costs its page query only.
  const totals = createChangeCache<CappedTotal>(changes, { tables: ['bills'], ttlMs: 60_000, maxEntries: 10_000 });
  /**
   * A page of rows as the lists show them: numbers masked, salesperson named, LTV beside the
   * amount, with the total. Each row is written out field by field: a rest-and-spread copy cost
   * 5 % of the list's CPU.
   */
  async function reply(
    user: SessionUser,
    rows: Awaited<ReturnType<typeof repo.listPage>>['rows'],
    total: CappedTotal,
  ): Promise<BillListReply> {
    const [labels, ltvs] = await Promise.all([
      orgFilter.labels([...new Set(rows.map((r) => r.salespersonId))], []),
      ltv.forReader(user, rows),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        billNo: r.billNo,
        billCustomerName: r.billCustomerName,
        billCustomerMobile: maskMobile(r.billCustomerMobile),
        idCard: maskIdCard(r.idCard),
        borrowAmount: r.borrowAmount,
        borrowType: r.borrowType,
        borrowDuration: r.borrowDuration,
        billType: r.billType,
        status: r.status,
        billStage: r.stage,
        currentNode: r.currentNode,
        duplicate: r.duplicateOf.length > 0,
        blacklisted: r.blacklistReason !== null,
        areaCode: r.areaCode,
        salespersonId: r.salespersonId,
        salespersonName: labels.salespeople.get(r.salespersonId) ?? null,
        createdAt: r.createdAt.toISOString(),
        submittedAt: iso(r.submittedAt),
        version: r.version,
        flowVersion: r.flowVersion,
        ltv: ltvs.get(r.id)!,
      })),
      ...total,
    };
  }

  /** One page of a list that reads the bills alone, newest first unless `order` says otherwise. */
  async function list(user: SessionUser, parts: BillListParts, query: BillListQuery, order: BillOrder = 'newest'): Promise<BillListReply> {
    const { rows, total } = await repo.listPage(db, parts, query, order, totals);
    return reply(user, rows, total);
  }

  const inboxOf = (user: SessionUser, page: BillApprovalPage) => flow.inboxCondition(user, [BILL_APPROVAL_PAGES[page].permission]);

  return {
    mine: (user: SessionUser, q: BillListQuery) => list(user, billListParts.mine(user.id, q), q),
    /** The draft box, latest change first; a returned or withdrawn bill says who sent it back and why. */
    async drafts(user: SessionUser, q: BillListQuery): Promise<DraftListReply> {
      const page = await list(user, billListParts.drafts(user.id, q), q, 'changed');
      const sentBack = page.list.filter((r) => SENT_BACK.includes(r.status)).map((r) => r.id);
      const last = await flow.lastRecords(BILL_PROCESS, sentBack);
      return { ...page, list: page.list.map((r) => ({ ...r, returnNote: returnNoteOf(last.get(r.id)) })) };
    },
    all: (user: SessionUser, q: BillListQuery) => list(user, billListParts.all(scopeFor(user, BILL_PERMISSION.all), q), q),
    abandoned: (user: SessionUser, q: BillListQuery) =>
      list(user, billListParts.abandoned(scopeFor(user, BILL_PERMISSION.abandoned), q), q),
    /** An approval page: the bills waiting at a node of its permission, in the approver's scope, not their own. */
    async inbox(user: SessionUser, page: BillApprovalPage, q: BillListQuery) {
      const [where, inbox] = [billWhere(null, q), inboxOf(user, page)];
      return reply(user, await repo.page(db, where, q.pageNum, q.pageSize, inbox), await repo.total(db, where, inbox));
    },
    inboxCount: (user: SessionUser, page: BillApprovalPage) => repo.count(db, undefined, inboxOf(user, page)),
    draftCount: (user: SessionUser) => repo.draftCount(db, user.id),

    /** The borrower detail's bills: the newest the reader may see (a borrower seldom has more). */
    async ofBorrower(user: SessionUser, borrowerId: number): Promise<BorrowerBill[]> {
      const rows = await repo.ofBorrower(db, borrowerId, user.id, billReadScopes(user), BORROWER_BILLS_SHOWN);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async detail(user: SessionUser, id: number): Promise<BillDetail> {
      const bill = await readableBill(db, user, id);
      const [mortgages, instance, labels, channelNames, duplicates, ltvs, terms, termsHistory] = await Promise.all([
        repo.mortgagesOf(db, id),
        flow.find(BILL_PROCESS, id),
        orgFilter.labels([bill.salespersonId], []),
        billChannelNames(channels, bill),
        repo.scopeByNumbers(db, bill.duplicateOf),
        ltv.forReader(user, [bill]),
        billTermsRepository.of(db, id),
        billTermsRepository.history(db, id),
      ]);
      const valuations = await ltv.valuationsOf(
        user,
        mortgages.map((m) => m.id),
      );
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
        billStage: bill.stage,
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
        ltv: ltvs.get(bill.id)!,
        valuations,
        terms,
        termsHistory,
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
        flow: instance ? await flow.stateOf(instance) : null,
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
  };
}
