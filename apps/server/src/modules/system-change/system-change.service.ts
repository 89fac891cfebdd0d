import {
  BILL_STAGE,
  BILL_STATUS,
  SYSTEM_CHANGE_APPROVE,
  SYSTEM_CHANGE_ENTITY,
  SYSTEM_CHANGE_FIELD_KEYS,
  SYSTEM_CHANGE_PERMISSION,
  SYSTEM_CHANGE_STATUS as S,
  SYSTEM_CHANGE_VERSION_PERMISSION,
  type SystemChangeDetail,
  type SystemChangeDiff,
  type SystemChangeInput,
  type SystemChangeListQuery,
  type SystemChangeOptions,
  type SystemChangeRow,
  type SystemChangeVersionQuery,
  type SystemChangeVersionRow,
  contractTermIssue,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { emptyList, pagedList, totalOf } from '../../db/paged-list';
import { NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { BillService, BillSystemFacts } from '../bill/bill.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import { type FlowEngine, instanceInScope } from '../workflow/flow-engine.service';
import {
  type SystemChangeRecord,
  type SystemChangeVersionRecord,
  inboxCondition,
  mineCondition,
  requestWhere,
  systemChangeRepository as repo,
  systemChangeVersionRepository as versions,
  versionWhere,
} from './system-change.repository';
import { createSystemChangeDecisions } from './system-change-decisions.service';

export const SYSTEM_CHANGE_PROCESS = 'system_change';
/** A draft or returned bill is edited on its form; an abandoned one not at all (decision 0045). */
const CHANGEABLE = [BILL_STATUS.inApproval, BILL_STATUS.approved] as const;
export const NOT_FOUND = keyed('systemChangeNotFound');

export type SystemChangeDeps = {
  db: Db;
  clock: Clock;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  bills: () => Pick<BillService, 'systemFacts' | 'applySystemChange'>;
};

const row = (r: SystemChangeRecord): SystemChangeRow => ({
  id: r.id,
  billId: r.billId,
  billNo: r.billNo,
  customerName: r.customerName,
  changes: r.changes,
  reason: r.reason,
  status: r.status,
  applicantName: r.applicantName,
  createdAt: r.createdAt.toISOString(),
  version: r.version,
});
const versionRow = ({
  ownerId: _o,
  areaCode: _a,
  departmentCode: _d,
  groupId: _g,
  approverId: _p,
  ...v
}: SystemChangeVersionRecord): SystemChangeVersionRow => ({
  ...v,
  createdAt: v.createdAt.toISOString(),
});

const asText = (value: string | number | null) => (value === null ? null : String(value));

/** The field-by-field changes a request asks for, against the bill as it is now; refused when nothing would change or the term no longer suits the type. */
function diffsOf(bill: BillSystemFacts, changes: SystemChangeInput['changes']): SystemChangeDiff[] {
  const diffs = SYSTEM_CHANGE_FIELD_KEYS.flatMap((field): SystemChangeDiff[] => {
    const next = changes[field];
    return next === undefined ? [] : [{ field, before: asText(bill[field]), after: String(next) }];
  });
  if (diffs.some((d) => d.before === d.after)) throw new Validation(keyed('systemChangeSameValue'));
  const type = changes.borrowType ?? bill.borrowType;
  const term = changes.borrowDuration ?? bill.borrowDuration;
  if ((changes.borrowType !== undefined || changes.borrowDuration !== undefined) && contractTermIssue(term, type)) {
    throw new Validation(keyed('systemChangeTermMismatch'));
  }
  return diffs;
}

/**
 * System changes (decision 0045): a request to change a bill's loan type, term or funding party,
 * approved by core operations on the workflow engine; the approval writes the bill at the version
 * the request was made against and one version record per field, in one transaction.
 */
export function createSystemChangeService(deps: SystemChangeDeps) {
  const { db, flow, chains, bills } = deps;
  const scopeOf = (user: SessionUser) => scopeFor(user, SYSTEM_CHANGE_PERMISSION);
  const found = async (user: SessionUser, id: number) => {
    const hit = await repo.find(db, id, scopeOf(user));
    if (!hit) throw new NotFound(NOT_FOUND);
    return hit;
  };

  return {
    async options(user: SessionUser): Promise<SystemChangeOptions> {
      return { bills: await repo.changeableBills(db, scopeOf(user), CHANGEABLE) };
    },

    async list(user: SessionUser, q: SystemChangeListQuery) {
      if (q.view === 'inbox') {
        if (!user.permissions.has(SYSTEM_CHANGE_APPROVE)) return emptyList(q);
        const where = requestWhere(scopeFor(user, SYSTEM_CHANGE_APPROVE), inboxCondition(user.id, S.inApproval), q);
        return pagedList(db, repo.list, where, q, (rows) => rows.map(row));
      }
      const view = q.view === 'mine' ? mineCondition(user.id) : undefined;
      return pagedList(db, repo.list, requestWhere(scopeOf(user), view, q), q, (rows) => rows.map(row));
    },

    /** The home badge: requests awaiting a decision in the approver's scope, not their own (the inbox's count). */
    async waitingCount(user: SessionUser) {
      return (await totalOf(db, repo.list, requestWhere(scopeFor(user, SYSTEM_CHANGE_APPROVE), inboxCondition(user.id, S.inApproval), {})))
        .total;
    },

    async detail(user: SessionUser, id: number): Promise<SystemChangeDetail> {
      const hit = await found(user, id);
      const instance = await flow.find(SYSTEM_CHANGE_PROCESS, id);
      return {
        ...row(hit),
        flow: instance ? await flow.stateOf(instance) : null,
        records: instance ? await flow.records(instance.id) : [],
      };
    },

    versions: (user: SessionUser, q: SystemChangeVersionQuery) =>
      pagedList(db, versions.list, versionWhere(scopeFor(user, SYSTEM_CHANGE_VERSION_PERMISSION), q), q, (rows) => rows.map(versionRow)),

    /** A request on a bill in the caller's scope, at the bill's current version; sent to the approval node at once. */
    async create(user: SessionUser, input: SystemChangeInput, audit: AuditActor) {
      const bill = await bills().systemFacts(input.billId);
      if (!bill || !instanceInScope(scopeOf(user), { ...bill, applicantId: bill.salespersonId })) throw new NotFound(keyed('billNotFound'));
      if (!(CHANGEABLE as readonly number[]).includes(bill.status)) throw new Validation(keyed('systemChangeBillNotChangeable'));
      // Paid out, the loan runs on its terms: the term changes by extension, the funding party not at all (decision 0079).
      const termsChange = input.changes.borrowDuration !== undefined || input.changes.fundings !== undefined;
      if (termsChange && bill.stage !== null && bill.stage >= BILL_STAGE.granted) throw new Validation(keyed('systemChangeLoanPaidOut'));
      const changes = diffsOf(bill, input.changes);
      const nodes = (await chains.chainFor(SYSTEM_CHANGE_PROCESS)).nodes;
      return db.transaction(async (tx) => {
        const values = {
          billId: bill.id,
          billNo: bill.billNo,
          customerName: bill.customerName,
          billVersion: bill.version,
          changes,
          reason: input.reason.trim(),
          status: S.inApproval,
          applicantId: user.id,
          applicantName: user.realName,
          ownerId: bill.salespersonId,
          areaCode: bill.areaCode,
          departmentCode: bill.departmentCode,
          groupId: bill.groupId,
        };
        const created = await repo.insert(tx, values);
        const applicant = {
          id: user.id,
          name: user.realName,
          areaCode: bill.areaCode,
          departmentCode: bill.departmentCode,
          groupId: bill.groupId,
        };
        await flow.submit(tx, { process: SYSTEM_CHANGE_PROCESS, subjectId: created.id, nodes, applicant, audit });
        await recordAudit(tx, audit, { entity: SYSTEM_CHANGE_ENTITY, entityId: created.id, action: 'create', after: values });
        return { id: created.id };
      });
    },

    ...createSystemChangeDecisions(deps, found),
  };
}
export type SystemChangeService = ReturnType<typeof createSystemChangeService>;
