import {
  BILL_APPROVAL_PAGES,
  BILL_EDITABLE,
  BILL_PERMISSION,
  BILL_STATUS,
  BILL_STATUS_OF_FLOW,
  type BillApprovalPage,
  type BillCreateBody,
  type BillDetail,
  type BillInput,
  type BillListQuery,
  type BillListReply,
  type FlowAction,
  type FlowBulkBody,
  type FlowBulkReply,
  type FlowRecordRow,
  maskIdCard,
  maskMobile,
  nodesFor,
} from '@lc/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError, Conflict, NotFound, Validation } from '../../lib/errors';
import { type Clock, shanghaiDate } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type SessionUser, scopeFor } from '../identity/session-user';
import type { RegionService } from '../region/region.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import { type FlowEngine, type FlowInstance, instanceInScope } from '../workflow/flow-engine.service';
import { type BillChannels, billChannelNames, checkBillChannel } from './bill-channel';
import { BILL_PROCESS, billRepository as repo, billWhere } from './bill.repository';
import { billMortgages, bills } from './bill.table';

export type BlacklistCheck = (probe: { idCard: string; mobile: string }) => Promise<{ reason: string } | null>;
type Deps = {
  db: Db;
  clock: Clock;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  region: Pick<RegionService, 'detail'>;
  orgFilter: Pick<OrgFilterService, 'labels'>;
  channels: BillChannels;
  /** The blacklist's answer for a borrower; none by default. */
  isBlacklisted?: BlacklistCheck;
};
type BillRecord = typeof bills.$inferSelect;

const NODE_PERMISSIONS = Object.values(BILL_APPROVAL_PAGES).map((p) => p.permission);
const READ_PERMISSIONS = [BILL_PERMISSION.all, BILL_PERMISSION.abandoned, ...NODE_PERMISSIONS];
const NOT_FOUND = '报单不存在';
const BLACKLISTED = '借款人在黑名单中，不能通过终审';

/** BJ_11 → BJ; a headquarters user (ALL) numbers as HQ. */
const areaPrefix = (areaCode: string) => (areaCode === 'ALL' ? 'HQ' : areaCode.slice(0, 2));
/** The business day in Asia/Shanghai, as YYYYMMDD. */
const shanghaiDay = (now: Date) => shanghaiDate(now).replaceAll('-', '');
const addressKey = (m: { addressProvince?: string | undefined; addressDistrict?: string | undefined; addressDetails: string }) =>
  `${m.addressProvince ?? ''}|${m.addressDistrict ?? ''}|${m.addressDetails.replace(/\s+/g, '')}`;
const blankToNull = <T>(v: T | undefined) => (v === undefined || v === '' ? null : v);

function billColumns(input: BillInput) {
  const { mortgages: _m, ...f } = input;
  return Object.fromEntries(Object.entries({ ...f, billType: f.billType ?? 0 }).map(([k, v]) => [k, blankToNull(v)])) as unknown as Omit<
    typeof bills.$inferInsert,
    'billNo' | 'salespersonId' | 'areaCode'
  >;
}

/**
 * Bills (报单): create, edit, the draft box, my / all / abandoned lists and the approval flow
 * on the workflow engine (duplicate approval first when a borrower or collateral matches an open
 * bill, then the configured chain: manager, VP, supervisor, document review, final review).
 */
export function createBillService({ db, clock, flow, chains, region, orgFilter, channels, isBlacklisted = async () => null }: Deps) {
  function checkRegions(input: BillInput) {
    input.mortgages.forEach((m, i) => {
      for (const code of [m.addressProvince, m.addressDistrict]) {
        if (code && !region.detail(code)) throw new Validation(`第${i + 1}处抵押物的地区编码不存在：${code}`);
      }
      if (m.addressProvince && m.addressDistrict && region.detail(m.addressDistrict)?.pathCodes[0] !== m.addressProvince) {
        throw new Validation(`第${i + 1}处抵押物的区县不属于所选省份`);
      }
    });
  }

  async function writeMortgages(tx: Tx, billId: number, input: BillInput) {
    await tx.delete(billMortgages).where(eq(billMortgages.billId, billId));
    await tx.insert(billMortgages).values(
      input.mortgages.map(({ id: _id, ...m }, sort) => ({
        ...(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, blankToNull(v)])) as unknown as Omit<
          typeof billMortgages.$inferInsert,
          'billId' | 'sort' | 'addressKey'
        >),
        addressDetails: m.addressDetails,
        billId,
        sort,
        addressKey: addressKey(m),
      })),
    );
  }

  /** Whether a user may read a bill: their own, or in scope of a bill permission they hold. */
  function canRead(user: SessionUser, bill: BillRecord) {
    if (bill.salespersonId === user.id) return true;
    const row = { applicantId: bill.salespersonId, groupId: bill.groupId, departmentCode: bill.departmentCode, areaCode: bill.areaCode };
    return READ_PERMISSIONS.some((p) => user.permissions.has(p) && instanceInScope(scopeFor(user, p), row));
  }

  async function ownEditable(user: SessionUser, id: number) {
    const bill = await repo.byId(db, id);
    if (!bill || bill.salespersonId !== user.id) throw new NotFound(NOT_FOUND);
    if (!BILL_EDITABLE.includes(bill.status as never)) throw new Conflict('报单已提交审批，不能修改');
    return bill;
  }

  async function list(
    user: SessionUser,
    where: ReturnType<typeof billWhere>,
    query: BillListQuery,
    inbox?: Parameters<typeof repo.page>[4],
  ): Promise<BillListReply> {
    const rows = await repo.page(db, where, query.pageNum, query.pageSize, inbox);
    const total = await repo.count(db, where, inbox);
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
        submittedAt: r.submittedAt?.toISOString() ?? null,
      })),
      total,
    };
  }

  const applicantOf = (user: SessionUser) => ({
    id: user.id,
    name: user.realName,
    areaCode: user.areaCode,
    departmentCode: user.departmentCode,
    groupId: user.groupIds[0] ?? null,
  });

  async function instanceOf(user: SessionUser, id: number): Promise<{ bill: BillRecord; instance: FlowInstance }> {
    const bill = await repo.byId(db, id);
    if (!bill || !canRead(user, bill)) throw new NotFound(NOT_FOUND);
    const instance = await flow.find(BILL_PROCESS, id);
    if (!instance) throw new Conflict('报单尚未提交审批');
    return { bill, instance };
  }

  /** Mirrors the flow onto the bill in the transition's own transaction. */
  const mirror = async (tx: Tx, billId: number, after: FlowInstance) => {
    await tx
      .update(bills)
      .set({
        status: BILL_STATUS_OF_FLOW[after.status],
        currentNode: after.status === 'pending' ? (after.nodes[after.nodeIndex]?.key ?? null) : null,
        updatedAt: clock.now(),
      })
      .where(eq(bills.id, billId));
  };

  const service = {
    async create(user: SessionUser, body: BillCreateBody, audit: AuditActor) {
      const { idempotencyKey, ...input } = body;
      checkRegions(input);
      const again = async () => {
        const [row] = await db
          .select({ id: bills.id, billNo: bills.billNo, version: bills.version })
          .from(bills)
          .where(and(eq(bills.salespersonId, user.id), eq(bills.idempotencyKey, idempotencyKey)));
        return row;
      };
      const earlier = await again();
      if (earlier) return earlier;
      await checkBillChannel(channels, input);
      try {
        return await db.transaction((tx) => service.createIn(tx, user, input, idempotencyKey, audit));
      } catch (error) {
        // Two retries racing with one key: the loser returns what the winner made.
        const made = await again();
        if (made) return made;
        throw error;
      }
    },

    /** Inserts a draft inside the caller's transaction (create, and a pre-bill's conversion). */
    async createIn(tx: Tx, user: SessionUser, input: BillInput, idempotencyKey: string, audit: AuditActor) {
      checkRegions(input);
      const now = clock.now();
      const prefix = areaPrefix(user.areaCode);
      const day = shanghaiDay(now);
      const seq = await repo.nextSequence(tx, prefix, day);
      const [row] = await tx
        .insert(bills)
        .values({
          ...billColumns(input),
          billNo: `${prefix}${day}-${String(seq).padStart(4, '0')}`,
          salespersonId: user.id,
          areaCode: user.areaCode,
          departmentCode: user.departmentCode,
          groupId: user.groupIds[0] ?? null,
          idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bills.id, billNo: bills.billNo, version: bills.version });
      await writeMortgages(tx, row!.id, input);
      await recordAudit(tx, audit, { entity: 'bill', entityId: row!.id, action: 'create', after: { billNo: row!.billNo } });
      return row!;
    },

    async update(user: SessionUser, id: number, body: BillInput & { version: number }, audit: AuditActor) {
      const { version, ...input } = body;
      checkRegions(input);
      const before = await ownEditable(user, id);
      await checkBillChannel(channels, input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(bills)
          .set({ ...billColumns(input), version: version + 1, updatedAt: clock.now() })
          .where(and(eq(bills.id, id), eq(bills.version, version), inArray(bills.status, [...BILL_EDITABLE])))
          .returning({ id: bills.id, billNo: bills.billNo, version: bills.version });
        if (!row) throw new Conflict('报单已被修改，请刷新后重试');
        await writeMortgages(tx, id, input);
        await recordAudit(tx, audit, {
          entity: 'bill',
          entityId: id,
          action: 'update',
          before: { version: before.version },
          after: { version: row.version },
        });
        return row;
      });
    },

    async abandon(user: SessionUser, id: number, version: number, audit: AuditActor) {
      await ownEditable(user, id);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(bills)
          .set({ status: BILL_STATUS.abandoned, currentNode: null, version: version + 1, updatedAt: clock.now() })
          .where(and(eq(bills.id, id), eq(bills.version, version), inArray(bills.status, [...BILL_EDITABLE])))
          .returning({ id: bills.id });
        if (!row) throw new Conflict('报单已被修改，请刷新后重试');
        await recordAudit(tx, audit, { entity: 'bill', entityId: id, action: 'abandon' });
      });
    },

    /** Starts (or restarts) approval: duplicate approval first when an open bill matches. */
    async submit(user: SessionUser, id: number, version: number, audit: AuditActor, comment?: string) {
      const bill = await ownEditable(user, id);
      const mortgages = await repo.mortgagesOf(db, id);
      const duplicateOf = await repo.duplicatesOf(db, id, {
        idCard: bill.idCard,
        mobile: bill.billCustomerMobile,
        certNos: mortgages.flatMap((m) => (m.certNo ? [m.certNo] : [])),
        addressKeys: mortgages.map((m) => m.addressKey),
      });
      const flagged = await isBlacklisted({ idCard: bill.idCard, mobile: bill.billCustomerMobile });
      const main = nodesFor(await chains.chainFor('bill'), bill.borrowAmount);
      const nodes = duplicateOf.length ? [...(await chains.chainFor('bill_duplicate')).nodes, ...main] : main;
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .update(bills)
          .set({
            status: BILL_STATUS.inApproval,
            currentNode: nodes[0]?.key ?? null,
            duplicateOf,
            blacklistReason: flagged?.reason ?? null,
            version: version + 1,
            submittedAt: now,
            updatedAt: now,
          })
          .where(and(eq(bills.id, id), eq(bills.version, version), inArray(bills.status, [...BILL_EDITABLE])))
          .returning({ id: bills.id, version: bills.version });
        if (!row) throw new Conflict('报单已被修改，请刷新后重试');
        const instance = await flow.submit(tx, {
          process: BILL_PROCESS,
          subjectId: id,
          nodes,
          applicant: applicantOf(user),
          audit,
          ...(comment ? { comment } : {}),
        });
        return {
          id,
          version: row.version,
          flowVersion: instance.version,
          currentNode: nodes[0]!.key,
          duplicateOf,
          blacklisted: flagged !== null,
        };
      });
    },

    async act(user: SessionUser, id: number, action: FlowAction, flowVersion: number, audit: AuditActor) {
      const { instance } = await instanceOf(user, id);
      const after = await flow.act({
        instanceId: instance.id,
        expectedVersion: flowVersion,
        action,
        actor: user,
        audit,
        guard: async (_i, node) => {
          if (action.kind !== 'approve' || node?.permission !== BILL_PERMISSION.final) return null;
          const bill = await repo.byId(db, id);
          const flagged = bill?.blacklistReason
            ? { reason: bill.blacklistReason }
            : await isBlacklisted({ idCard: bill!.idCard, mobile: bill!.billCustomerMobile });
          return flagged ? `${BLACKLISTED}（${flagged.reason}）` : null;
        },
        onTransition: (tx, t) => mirror(tx, id, t.after),
      });
      return {
        id,
        status: BILL_STATUS_OF_FLOW[after.status],
        flowVersion: after.version,
        currentNode: after.status === 'pending' ? (after.nodes[after.nodeIndex]?.key ?? null) : null,
      };
    },

    /** Bulk approve or reject: each item on its own, each result reported. */
    async bulk(user: SessionUser, body: FlowBulkBody, audit: AuditActor): Promise<FlowBulkReply> {
      const results: FlowBulkReply['results'] = [];
      for (const item of body.items) {
        const action: FlowAction =
          body.action === 'approve'
            ? { kind: 'approve', comment: body.comment ?? '' }
            : { kind: 'reject', comment: body.comment ?? '', to: 'applicant' };
        try {
          await service.act(user, item.id, action, item.flowVersion, audit);
          results.push({ id: item.id, ok: true, status: 200, msg: body.action === 'approve' ? '已通过' : '已驳回' });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id: item.id, ok: false, status: error.httpStatus, msg: error.message });
        }
      }
      const succeeded = results.filter((r) => r.ok).length;
      return { results, succeeded, failed: results.length - succeeded };
    },

    mine: (user: SessionUser, q: BillListQuery) =>
      list(
        user,
        billWhere(null, q, eq(bills.salespersonId, user.id), ne(bills.status, BILL_STATUS.draft), ne(bills.status, BILL_STATUS.abandoned)),
        q,
      ),
    drafts: (user: SessionUser, q: BillListQuery) =>
      list(user, billWhere(null, { ...q, status: BILL_STATUS.draft }, eq(bills.salespersonId, user.id)), q),
    all: (user: SessionUser, q: BillListQuery) =>
      list(user, billWhere(scopeFor(user, BILL_PERMISSION.all), q, ne(bills.status, BILL_STATUS.draft)), q),
    abandoned: (user: SessionUser, q: BillListQuery) =>
      list(user, billWhere(scopeFor(user, BILL_PERMISSION.abandoned), { ...q, status: BILL_STATUS.abandoned }), q),
    /** An approval page: the bills waiting at a node of its permission, in the approver's scope, not their own. */
    inbox: (user: SessionUser, page: BillApprovalPage, q: BillListQuery) =>
      list(user, billWhere(null, q), q, flow.inboxCondition(user, [BILL_APPROVAL_PAGES[page].permission])),
    inboxCount: (user: SessionUser, page: BillApprovalPage) =>
      repo.count(db, undefined, flow.inboxCondition(user, [BILL_APPROVAL_PAGES[page].permission])),
    draftCount: (user: SessionUser) => repo.count(db, and(eq(bills.salespersonId, user.id), eq(bills.status, BILL_STATUS.draft))),

    async detail(user: SessionUser, id: number): Promise<BillDetail> {
      const bill = await repo.byId(db, id);
      if (!bill || !canRead(user, bill)) throw new NotFound(NOT_FOUND);
      const [mortgages, instance, labels, channelNames] = await Promise.all([
        repo.mortgagesOf(db, id),
        flow.find(BILL_PROCESS, id),
        orgFilter.labels([bill.salespersonId], []),
        billChannelNames(channels, bill),
      ]);
      // The applicant sees the borrower in the clear; everyone else masked (the audited viewer reveals).
      const own = bill.salespersonId === user.id;
      const { idempotencyKey: _k, duplicateOf, blacklistReason, groupId: _g, departmentCode: _d, ...fields } = bill;
      const masked = {
        billCustomerMobile: own ? bill.billCustomerMobile : maskMobile(bill.billCustomerMobile),
        idCard: own ? bill.idCard : maskIdCard(bill.idCard),
        channelContactMobile: own || !bill.channelContactMobile ? bill.channelContactMobile : maskMobile(bill.channelContactMobile),
        bankContactMobile: own || !bill.bankContactMobile ? bill.bankContactMobile : maskMobile(bill.bankContactMobile),
      };
      return {
        id: bill.id,
        billNo: bill.billNo,
        billCustomerName: bill.billCustomerName,
        billCustomerMobile: masked.billCustomerMobile,
        idCard: masked.idCard,
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
        submittedAt: bill.submittedAt?.toISOString() ?? null,
        version: bill.version,
        flowVersion: instance?.version ?? null,
        fields: {
          ...fields,
          ...masked,
          createdAt: bill.createdAt.toISOString(),
          updatedAt: bill.updatedAt.toISOString(),
          submittedAt: bill.submittedAt?.toISOString() ?? null,
        },
        mortgages: mortgages.map(({ billId: _b, sort: _s, addressKey: _a, ...m }) => ({
          ...m,
          addressProvinceName: m.addressProvince ? (region.detail(m.addressProvince)?.fullName ?? null) : null,
          addressDistrictName: m.addressDistrict ? (region.detail(m.addressDistrict)?.fullName ?? null) : null,
        })),
        duplicateOf,
        blacklistReason,
        flow: instance ? flow.stateRow(instance) : null,
        ...channelNames,
      };
    },

    /** The clear values for the audited viewer: only a bill inside the caller's bill_list scope. */
    async sensitiveValues(user: SessionUser, id: number) {
      const bill = await repo.byId(db, id);
      if (!bill) return null;
      const row = { applicantId: bill.salespersonId, groupId: bill.groupId, departmentCode: bill.departmentCode, areaCode: bill.areaCode };
      if (!instanceInScope(scopeFor(user, BILL_PERMISSION.all), row)) return null;
      const { billCustomerMobile, idCard, channelContactMobile, bankContactMobile } = bill;
      return { billCustomerMobile, idCard, channelContactMobile, bankContactMobile };
    },

    /** Valuation's loan-to-value: collateral id (mortgageInfoId) → its bill's borrow amount in yuan. */
    async borrowAmountsOfCollateral(mortgageIds: number[]): Promise<Map<number, string>> {
      const rows = await repo.borrowAmountsOf(db, mortgageIds);
      return new Map(rows.map((r) => [r.mortgageId, r.borrowAmount]));
    },

    async records(user: SessionUser, id: number): Promise<FlowRecordRow[]> {
      const bill = await repo.byId(db, id);
      if (!bill || !canRead(user, bill)) throw new NotFound(NOT_FOUND);
      const instance = await flow.find(BILL_PROCESS, id);
      return instance ? flow.records(instance.id) : [];
    },
  };
  return service;
}
export type BillService = ReturnType<typeof createBillService>;
