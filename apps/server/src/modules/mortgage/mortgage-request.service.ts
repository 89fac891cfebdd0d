import {
  MORTGAGE_REGISTRATION_PERMISSION,
  MORTGAGE_REQUEST_APPROVE,
  MORTGAGE_REQUEST_ENTITY,
  MORTGAGE_REQUEST_PERMISSION,
  MORTGAGE_REQUEST_STATUS as S,
  type MortgageImageAddInput,
  type MortgageOptions,
  type MortgageRegistrationInput,
  type MortgageRequestDetail,
  type MortgageRequestInput,
  type MortgageRequestListQuery,
  type MortgageRequestRow,
} from '@lc/shared';
import { BILL_STATUS, MORTGAGE_PAGES_API, endpointUrl } from '@lc/shared';
import type { UploadService } from '../upload/upload.service';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { instanceInScope } from '../workflow/flow-engine.service';
import { type DecisionBody, flowSteps } from '../workflow/flow-steps.service';
import { type MortgageRequestRecord, mortgageRequestRepository as repo, requestWhere } from './mortgage-flow.repository';
import { type MortgageFlowDeps, NOT_FOUND, STALE } from './mortgage-flow-deps.service';
import { pagedList, totalOf } from '../../db/paged-list';

const PROCESS = 'mortgage_request';
/** The registration page shows requests past the supervisor: awaiting, partly and fully registered. */
const REGISTRATION_STATUSES = [S.awaitingRegistration, S.partlyRegistered, S.registered] as const;

const row = (r: MortgageRequestRecord): MortgageRequestRow => ({
  id: r.id,
  billId: r.billId,
  billNo: r.billNo,
  billStage: r.billStage,
  customerName: r.customerName,
  mortgageeName: r.mortgageeName,
  order: r.mortgageOrder,
  remark: r.remark,
  status: r.status,
  propertyCount: r.propertyCount,
  registeredCount: r.registeredCount,
  released: r.released,
  createdAt: r.createdAt.toISOString(),
  version: r.version,
});

/**
 * Mortgage requests and their registration (decision 0032): a final-approved bill's properties
 * pledged to a mortgagee, reviewed by the risk supervisor on the workflow engine (1 → 2, or -1
 * with the reason), then registered property by property by warrant staff (3 partly, 4 all).
 */
export function createMortgageRequestService({
  db,
  flow,
  chains,
  bills,
  uploads,
}: MortgageFlowDeps & { uploads: Pick<UploadService, 'ownImages'> }) {
  const steps = flowSteps({ flow, chains }, { process: PROCESS, entity: MORTGAGE_REQUEST_ENTITY, notFound: NOT_FOUND, stale: STALE });
  const requestScope = (user: SessionUser) => scopeFor(user, MORTGAGE_REQUEST_PERMISSION);
  const registrationWhere = (user: SessionUser, status?: number) =>
    requestWhere(scopeFor(user, MORTGAGE_REGISTRATION_PERMISSION), status, REGISTRATION_STATUSES);

  async function detailOf(found: MortgageRequestRecord): Promise<MortgageRequestDetail> {
    const [registered, collateral, instance] = await Promise.all([
      repo.properties(db, found.id),
      bills().collateralOf([found.billId]),
      flow.find(PROCESS, found.id),
    ]);
    const address = new Map(collateral.map((c) => [c.id, c.address]));
    return {
      ...row(found),
      mortgageeId: found.mortgageeId,
      properties: registered.map((p) => ({
        id: p.billMortgageId,
        address: address.get(p.billMortgageId) ?? '',
        certNo: p.certNo,
        regDate: p.regDate,
        mortgageeName: p.certNo ? p.mortgageeName : null,
        order: p.mortgageOrder,
        images: p.certImageIds.map((imageId) => ({
          id: imageId,
          imageUrl: endpointUrl(MORTGAGE_PAGES_API.endpoints.image, { id: found.id, imageId }),
        })),
      })),
      flow: instance ? await flow.stateOf(instance) : null,
      records: instance ? await flow.records(instance.id) : [],
    };
  }
  /** A property's address as the bill records it (for the operation record's line). */
  const addressOf = async (billId: number, propertyId: number) =>
    (await bills().collateralOf([billId])).find((c) => c.id === propertyId)?.address ?? `抵押物${propertyId}`;
  async function found(id: number, where: ReturnType<typeof requestWhere>) {
    const hit = await repo.find(db, id, where);
    if (!hit) throw new NotFound(NOT_FOUND);
    return hit;
  }

  async function act(user: SessionUser, id: number, kind: 'approve' | 'reject', body: DecisionBody, audit: AuditActor) {
    const before = await found(id, requestWhere(requestScope(user), undefined));
    const status = kind === 'approve' ? S.awaitingRegistration : S.rejected;
    return steps.decide(id, {
      user,
      kind,
      body,
      audit,
      from: before.status,
      to: status,
      note: { comment: body.comment ?? null },
      move: async (tx) => (await repo.move(tx, id, [S.supervisorReview], before.version, status)).length > 0,
    });
  }

  return {
    async options(user: SessionUser): Promise<MortgageOptions> {
      const [mortgagees, open] = await Promise.all([repo.mortgageesInUse(db), repo.openBills(db, requestScope(user))]);
      const collateral = await bills().collateralOf(open.map((b) => b.id));
      return {
        mortgagees,
        bills: open.map((b) => ({
          ...b,
          properties: collateral.filter((c) => c.billId === b.id).map((c) => ({ id: c.id, address: c.address })),
        })),
      };
    },

    list: (user: SessionUser, q: MortgageRequestListQuery) =>
      pagedList(db, repo.list, requestWhere(requestScope(user), q.status), q, (rows) => rows.map(row)),
    registrationList: (user: SessionUser, q: MortgageRequestListQuery) =>
      pagedList(db, repo.list, registrationWhere(user, q.status), q, (rows) => rows.map(row)),
    detail: async (user: SessionUser, id: number) => detailOf(await found(id, requestWhere(requestScope(user), undefined))),
    registrationDetail: async (user: SessionUser, id: number) => detailOf(await found(id, registrationWhere(user))),

    /** A request on a final-approved bill in the caller's scope; one live request per bill. */
    async create(user: SessionUser, input: MortgageRequestInput, audit: AuditActor) {
      const bill = await bills().loanFacts(input.billId);
      const scoped = bill && instanceInScope(requestScope(user), { ...bill, applicantId: bill.salespersonId });
      if (!bill || !scoped) throw new NotFound(keyed('billNotFound'));
      if (bill.status !== BILL_STATUS.approved) throw new Validation(keyed('mortgageBillNotApproved'));
      const own = new Set((await bills().collateralOf([bill.id])).map((c) => c.id));
      const chosen = [...new Set(input.propertyIds)];
      if (chosen.some((p) => !own.has(p))) throw new Validation(keyed('mortgagePropertyNotOnBill'));
      if (!(await repo.mortgageeInUse(db, input.mortgageeId))) throw new Validation(keyed('mortgageeUnavailable'));
      const nodes = await steps.nodes();
      return db.transaction(async (tx) => {
        const values = {
          billId: bill.id,
          mortgageeId: input.mortgageeId,
          mortgageOrder: input.order,
          remark: input.remark?.trim() || null,
          status: S.supervisorReview,
          applicantId: user.id,
          ownerId: bill.salespersonId,
          areaCode: bill.areaCode,
          departmentCode: bill.departmentCode,
          groupId: bill.groupId,
        };
        const created = await repo.insert(tx, values, chosen);
        if (!created) throw new Conflict(keyed('mortgageRequestOpen'));
        await steps.start(tx, created.id, { nodes, user, audit, after: { ...values, propertyIds: chosen } });
        return { id: created.id };
      });
    },

    approve: (user: SessionUser, id: number, body: DecisionBody, audit: AuditActor) => act(user, id, 'approve', body, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, 'reject', body, audit),

    /**
     * Registers one property: once only (the conditional update refuses a second, concurrent or
     * not), then the request moves to 3 or 4 by what remains, in the same transaction.
     */
    async register(user: SessionUser, id: number, input: MortgageRegistrationInput, audit: AuditActor) {
      const before = await found(id, registrationWhere(user));
      if (before.status !== S.awaitingRegistration && before.status !== S.partlyRegistered) {
        throw new Conflict(keyed('mortgageNotAwaitingRegistration'));
      }
      if (!(await repo.mortgageeInUse(db, input.mortgageeId))) throw new Validation(keyed('mortgageeUnavailable'));
      // A registration holds only images its user uploaded (decision 0005).
      const certImageIds = [...new Set(input.imageIds)];
      if (certImageIds.length && (await uploads.ownImages(user, certImageIds)).length !== certImageIds.length) {
        throw new Validation(keyed('mortgageImageNotFound'));
      }
      // Read before the transaction: one connection (PGlite) never waits on itself.
      const address = await addressOf(before.billId, input.propertyId);
      return db.transaction(async (tx) => {
        const values = { certNo: input.certNo, regDate: input.regDate, mortgageeId: input.mortgageeId, mortgageOrder: input.order };
        await repo.lock(tx, id);
        const [done] = await repo.register(tx, id, input.propertyId, { ...values, certImageIds, registeredBy: user.id });
        if (!done) {
          const known = (await repo.properties(tx, id)).some((p) => p.billMortgageId === input.propertyId);
          throw known ? new Conflict(keyed('mortgagePropertyRegistered')) : new Validation(keyed('mortgagePropertyNotOnBill'));
        }
        const { all, registered } = await repo.counts(tx, id);
        const status = registered >= all ? S.registered : S.partlyRegistered;
        const [moved] = await repo.move(tx, id, [S.awaitingRegistration, S.partlyRegistered], null, status);
        if (!moved) throw new Conflict(STALE);
        // A line on the request's own operation record (decision 0071), beside the audit entry.
        const comment = `${address}：证号${input.certNo}，登记日期${input.regDate}，权证图片${certImageIds.length}张`;
        await flow.note(tx, PROCESS, id, { user, action: 'register', comment });
        await recordAudit(tx, audit, {
          entity: MORTGAGE_REQUEST_ENTITY,
          entityId: id,
          action: 'register',
          before: { status: before.status },
          after: { status, propertyId: input.propertyId, ...values, imageIds: certImageIds },
        });
        // The last property registered: the bill follows its loan (decision 0074).
        if (status === S.registered) await bills().moveStage(tx, before.billId, 'mortgageRegistered', audit);
        return { status };
      });
    },

    /**
     * A correction (decision 0071): certificate images added to a property already registered, by
     * warrant staff in scope, up to 9 in all; audited and a line on the request's operation record.
     */
    async addImages(user: SessionUser, id: number, input: MortgageImageAddInput, audit: AuditActor) {
      const before = await found(id, registrationWhere(user));
      const imageIds = [...new Set(input.imageIds)];
      if ((await uploads.ownImages(user, imageIds)).length !== imageIds.length) throw new Validation(keyed('mortgageImageNotFound'));
      const address = await addressOf(before.billId, input.propertyId);
      return db.transaction(async (tx) => {
        await repo.lock(tx, id);
        const property = (await repo.properties(tx, id)).find((p) => p.billMortgageId === input.propertyId);
        if (!property) throw new Validation(keyed('mortgagePropertyNotOnBill'));
        if (!property.certNo) throw new Conflict(keyed('mortgagePropertyNotRegistered'));
        const added = await repo.addImages(tx, id, input.propertyId, imageIds);
        if (!added) throw new Validation(keyed('mortgageImagesTooMany'));
        const comment = `${address}：补充权证图片${imageIds.length}张（共${added.certImageIds.length}张）`;
        await flow.note(tx, PROCESS, id, { user, action: 'imageAdd', comment });
        await recordAudit(tx, audit, {
          entity: MORTGAGE_REQUEST_ENTITY,
          entityId: id,
          action: 'image-add',
          before: { propertyId: input.propertyId, imageIds: property.certImageIds },
          after: { propertyId: input.propertyId, imageIds: added.certImageIds },
        });
        return { imageCount: added.certImageIds.length };
      });
    },

    /** The home badge: requests in scope waiting for warrant registration (2 or 3). */
    awaitingRegistration: async (user: SessionUser) =>
      (
        await totalOf(
          db,
          repo.list,
          requestWhere(scopeFor(user, MORTGAGE_REGISTRATION_PERMISSION), undefined, [S.awaitingRegistration, S.partlyRegistered]),
        )
      ).total,

    /** The approver's badge: requests in the approval code's scope waiting for the supervisor's review (1). */
    awaitingApproval: async (user: SessionUser) =>
      (await totalOf(db, repo.list, requestWhere(scopeFor(user, MORTGAGE_REQUEST_APPROVE), S.supervisorReview))).total,

    /** A request read already (in the caller's scope) as its detail shows it. */
    detailOfRecord: detailOf,

    /** The live statuses of a bill's requests (the grant gate reads them). */
    statusesOf: (billId: number) => repo.statusesOf(db, billId),
    hasRegistered: (billId: number) => repo.hasRegistered(db, billId),
  };
}
export type MortgageRequestService = ReturnType<typeof createMortgageRequestService>;
