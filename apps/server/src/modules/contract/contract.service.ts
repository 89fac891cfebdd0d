import {
  BILL_STATUS,
  CONTRACT_ADD_PERMISSION,
  CONTRACT_APPROVE_PERMISSION,
  CONTRACT_ENTITY,
  CONTRACT_KIND_TEXT,
  CONTRACT_PERMISSION,
  CONTRACT_STATUS as S,
  type ContractDetail,
  type ContractInput,
  type ContractListQuery,
  type ContractOptions,
  type ContractRow,
  type ContractSignBody,
  contractPrefixOf,
  fillTemplate,
  formatContractNo,
  templateValues,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList, totalOf } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import { type Clock, shanghaiDate } from '../../lib/time';
import { type SessionUser, scopeFor, applicantOf } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { BillService } from '../bill/bill.service';
import type { UploadService } from '../upload/upload.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import { type FlowEngine, instanceInScope } from '../workflow/flow-engine.service';
import { contractSignedGate } from './contract-gate.service';
import { storeContractPdf } from './contract-pdf.adapter';
import type { TemplateService } from './contract-template.service';
import { type ContractRecord, contractRepository as repo, contractWhere } from './contract.repository';
import type { ESignProvider } from './esign.adapter';
import { contractFacts } from './contract-facts.rules';

const PROCESS = 'contract';
const NOT_FOUND = keyed('contractNotFound');
const STALE = keyed('contractStale');

export type ContractDeps = {
  db: Db;
  files: FileStorage;
  clock: Clock;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  bills: () => Pick<BillService, 'loanFacts' | 'collateralOf' | 'agreedTerms' | 'moveStage'>;
  uploads: Pick<UploadService, 'ownImages' | 'held'>;
  templates: Pick<TemplateService, 'current' | 'allCurrent'>;
  esign: ESignProvider;
  reportFont: string | undefined;
};

const row = (r: ContractRecord): ContractRow => ({
  id: r.id,
  contractNo: r.contractNo,
  kind: r.kind,
  billId: r.billId,
  billNo: r.billNo,
  billStage: r.billStage,
  customerName: r.customerName,
  templateName: r.templateName,
  templateVersion: r.templateVersion,
  status: r.status,
  signedDate: r.signedDate,
  createdAt: r.createdAt.toISOString(),
  version: r.version,
});

/**
 * Contracts (decision 0038): made from a final-approved bill and a template's current version,
 * rendered once to the PDF that is previewed and signed, approved on the workflow engine (1 → 2,
 * or -1), then signed through the e-signature adapter with the scan and the signing date (3).
 */
export function createContractService(deps: ContractDeps) {
  const { db, files, clock, flow, chains, bills, uploads, templates, esign } = deps;
  const where = (user: SessionUser) => contractWhere(scopeFor(user, CONTRACT_PERMISSION), {});

  async function found(user: SessionUser, id: number) {
    const hit = await repo.find(db, id, where(user));
    if (!hit) throw new NotFound(NOT_FOUND);
    return hit;
  }

  async function act(
    user: SessionUser,
    id: number,
    kind: 'approve' | 'reject',
    body: { flowVersion: number; comment?: string | undefined },
    audit: AuditActor,
  ) {
    const before = await found(user, id);
    const instance = await flow.find(PROCESS, id);
    if (!instance) throw new NotFound(NOT_FOUND);
    let status: number = before.status;
    const action =
      kind === 'approve'
        ? { kind, ...(body.comment ? { comment: body.comment } : {}) }
        : { kind, comment: body.comment ?? '', to: 'applicant' as const };
    const after = await flow.act({
      instanceId: instance.id,
      expectedVersion: body.flowVersion,
      action,
      actor: user,
      audit,
      onTransition: async (tx, t) => {
        const next = t.after.status === 'approved' ? S.approved : t.after.status === 'returned' ? S.rejected : S.inApproval;
        if (next === before.status) return;
        const [moved] = await repo.move(tx, id, S.inApproval, before.version, { status: next });
        if (!moved) throw new Conflict(STALE);
        status = next;
        await recordAudit(tx, audit, {
          entity: CONTRACT_ENTITY,
          entityId: id,
          action: kind,
          before: { status: before.status },
          after: { status, comment: body.comment ?? null },
        });
      },
    });
    return { status, flowVersion: after.version };
  }

  return {
    async options(user: SessionUser): Promise<ContractOptions> {
      const [open, all] = await Promise.all([repo.openBills(db, scopeFor(user, CONTRACT_ADD_PERMISSION)), templates.allCurrent()]);
      return { bills: open, templates: all };
    },

    /** The approver's badge: contracts in the approval code's scope waiting in approval (1). */
    awaitingApproval: async (user: SessionUser) =>
      (await totalOf(db, repo.list, contractWhere(scopeFor(user, CONTRACT_APPROVE_PERMISSION), { status: S.inApproval }))).total,

    list: (user: SessionUser, q: ContractListQuery) =>
      pagedList(db, repo.list, contractWhere(scopeFor(user, CONTRACT_PERMISSION), q), q, (rows) => rows.map(row)),

    async detail(user: SessionUser, id: number): Promise<ContractDetail> {
      const hit = await found(user, id);
      const instance = await flow.find(PROCESS, id);
      return {
        ...row(hit),
        templateId: hit.templateId,
        text: hit.text,
        pdfSha256: hit.pdfSha256,
        signRef: hit.signRef,
        scanImageIds: hit.scanImageIds,
        flow: instance ? await flow.stateOf(instance) : null,
        records: instance ? await flow.records(instance.id) : [],
      };
    },

    /** The stored PDF, byte for byte what is signed. */
    async pdf(user: SessionUser, id: number) {
      const hit = await found(user, id);
      return { stream: await files.get(hit.pdfKey), length: hit.pdfSize, fileName: `${hit.contractNo}.pdf` };
    },

    /**
     * A contract on a final-approved bill in the caller's scope, from the template's current
     * version. The number comes first, in its own short statement (a failed creation leaves a gap,
     * never a duplicate); the PDF is rendered outside the transaction; then the row, the flow and the audit.
     */
    async create(user: SessionUser, input: ContractInput, audit: AuditActor) {
      const bill = await bills().loanFacts(input.billId);
      const scoped = bill && instanceInScope(scopeFor(user, CONTRACT_ADD_PERMISSION), { ...bill, applicantId: bill.salespersonId });
      if (!bill || !scoped) throw new NotFound(keyed('billNotFound'));
      if (bill.status !== BILL_STATUS.approved) throw new Validation(keyed('contractBillNotApproved'));
      const template = await templates.current(input.templateId);
      if (!template) throw new NotFound(keyed('contractTemplateNotFound'));
      // The contract states the terms final review agreed (decision 0070).
      const terms = await bills().agreedTerms(bill.id);
      if (!terms) throw new Validation(keyed('billTermsMissing'));
      const collateral = await bills().collateralOf([bill.id]);
      const nodes = (await chains.chainFor(PROCESS)).nodes;

      const now = clock.now();
      const prefix = contractPrefixOf(bill.areaCode);
      const year = Number(shanghaiDate(now).slice(0, 4));
      const contractNo = formatContractNo(prefix, year, await repo.nextSerial(db, prefix, year));
      const facts = contractFacts(bill, terms, {
        contractNo,
        contractDate: shanghaiDate(now),
        addresses: collateral.map((p) => p.address),
      });
      const text = fillTemplate(template.body, templateValues(facts));
      const title = template.name || CONTRACT_KIND_TEXT[input.kind]['zh-CN'];
      const pdf = await storeContractPdf(files, { title, contractNo, text, at: now }, deps.reportFont);
      try {
        return await db.transaction(async (tx) => {
          const values = {
            contractNo,
            kind: input.kind,
            billId: bill.id,
            templateVersionId: template.id,
            text,
            ...pdf,
            status: S.inApproval,
            applicantId: user.id,
            ownerId: bill.salespersonId,
            areaCode: bill.areaCode,
            departmentCode: bill.departmentCode,
            groupId: bill.groupId,
            createdAt: now,
            updatedAt: now,
          };
          const made = await repo.insert(tx, values);
          await flow.submit(tx, { process: PROCESS, subjectId: made.id, nodes, applicant: applicantOf(user), audit });
          const { text: _text, ...recorded } = values;
          await recordAudit(tx, audit, {
            entity: CONTRACT_ENTITY,
            entityId: made.id,
            action: 'create',
            after: { ...recorded, templateVersion: template.version },
          });
          return { id: made.id, contractNo };
        });
      } catch (error) {
        await files.remove(pdf.pdfKey); // no row, no file
        throw error;
      }
    },

    approve: (user: SessionUser, id: number, body: { flowVersion: number; comment?: string | undefined }, audit: AuditActor) =>
      act(user, id, 'approve', body, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, 'reject', body, audit),

    /**
     * Signing an approved contract: the scan (the signer's own encrypted uploads) and the date,
     * then the e-signature provider signs the stored PDF's hash; the move is conditional on the
     * status and the version read, so a contract is signed once.
     */
    async sign(user: SessionUser, id: number, body: ContractSignBody, audit: AuditActor) {
      const before = await found(user, id);
      if (before.status !== S.approved) throw new Conflict(keyed('contractNotApproved'));
      if (body.signedDate < shanghaiDate(before.createdAt) || body.signedDate > shanghaiDate(clock.now())) {
        throw new Validation(keyed('contractSignDateInvalid'));
      }
      const ids = [...new Set(body.scanImageIds)];
      if ((await uploads.ownImages(user, ids)).length !== ids.length) throw new Validation(keyed('contractScanNotFound'));
      if (before.version !== body.version) throw new Conflict(STALE);
      const outcome = await esign.sign({ contractNo: before.contractNo, pdfSha256: before.pdfSha256, signedDate: body.signedDate });
      if (outcome.kind !== 'signed') throw new Conflict(keyed('contractSignRefused'));
      return db.transaction(async (tx) => {
        const set = { status: S.signed, signedDate: body.signedDate, signRef: outcome.ref, scanImageIds: ids };
        const [moved] = await repo.move(tx, id, S.approved, body.version, set);
        if (!moved) throw new Conflict(STALE);
        await recordAudit(tx, audit, {
          entity: CONTRACT_ENTITY,
          entityId: id,
          action: 'sign',
          before: { status: before.status },
          after: set,
        });
        // The bill follows its loan (decision 0074): signed, unless it is further on already.
        await bills().moveStage(tx, before.billId, 'contractSigned', audit);
        return { status: S.signed, signRef: outcome.ref };
      });
    },

    /** One image of the signed scan, encrypted, to whoever may read the contract. */
    async scanImage(user: SessionUser, id: number, imageId: string) {
      const hit = await found(user, id);
      if (!hit.scanImageIds.includes(imageId)) throw new NotFound(NOT_FOUND);
      return imageId;
    },

    /** The gate a grant request calls (issue 17 item 10): has the bill a signed contract? */
    contractSigned: contractSignedGate(db),
  };
}
export type ContractService = ReturnType<typeof createContractService>;
