import {
  CARD_CHANGE_CORE_PERMISSION,
  CARD_CHANGE_ENTITY,
  CARD_CHANGE_PERMISSION,
  CARD_CHANGE_STATUS as S,
  type CardChangeDetail,
  type CardChangeInput,
  type CardChangeListQuery,
  type CardChangeRow,
  type FlowAction,
  maskBankCard,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pageOf, pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor, applicantOf } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import type { FlowEngine, FlowInstance } from '../workflow/flow-engine.service';
import { cardBinRepository } from './bank-card.repository';
import { type CardChangeRecord, cardChangeRepository as repo, cardChangeWhere } from './card-change.repository';
import { bankCardWhere, cardRepository } from './card.repository';

const PROCESS = 'card_change';
const NOT_FOUND = keyed('cardChangeNotFound');
const EVERYONE = { all: true } as const;
type Deps = {
  db: Db;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  borrowerNames: (ids: number[]) => Promise<Map<number, string>>;
};

/** The spec's status of a flow state: 1 at the first node, 2 further on, 4 approved; a rejection at the first node 3, later 5. */
const statusOf = (after: FlowInstance, rejectedAt: number | null) => {
  if (after.status === 'approved') return S.corePassed;
  if (after.status === 'pending') return after.nodeIndex === 0 ? S.riskPending : S.riskPassed;
  return rejectedAt === 0 ? S.riskRejected : S.coreRejected;
};

/**
 * Card changes (/changeBankCard, decision 0029): an application for a card in use, approved on
 * the workflow engine (risk review, then core review; the status mirrors the flow in the same
 * transaction), then carried out by core operations: the new card is recorded (bank from its BIN)
 * and the old one closed, or the application fails with the reason. Numbers leave masked.
 */
export function createCardChangeService({ db, flow, chains, borrowerNames }: Deps) {
  const scopeOf = (user: SessionUser) => scopeFor(user, CARD_CHANGE_PERMISSION);
  async function present(rows: CardChangeRecord[]): Promise<CardChangeRow[]> {
    const names = await borrowerNames(rows.map((r) => r.borrowerId));
    return rows.map((r) => ({
      id: r.id,
      cardId: r.cardId,
      borrowerName: names.get(r.borrowerId) ?? '',
      oldCardNoMasked: maskBankCard(r.oldCardNo),
      oldBankName: r.oldBankName,
      newCardNoMasked: maskBankCard(r.newCardNo),
      newBankName: r.newBankName,
      accountName: r.accountName,
      reason: r.reason,
      status: r.status,
      applicantName: r.applicantName,
      failureReason: r.failureKey,
      createdAt: r.createdAt.toISOString(),
      version: r.version,
    }));
  }
  async function inScope(user: SessionUser, id: number) {
    const found = await repo.find(db, id, scopeOf(user));
    if (!found) throw new NotFound(NOT_FOUND);
    return found;
  }

  /** A node action: the engine decides and records; the application's status follows in its transaction. */
  async function act(user: SessionUser, id: number, action: FlowAction, flowVersion: number, audit: AuditActor) {
    const app = await inScope(user, id);
    const instance = await flow.find(PROCESS, id);
    if (!instance) throw new NotFound(NOT_FOUND);
    const after = await flow.act({
      instanceId: instance.id,
      expectedVersion: flowVersion,
      action,
      actor: user,
      audit,
      onTransition: async (tx, t) => {
        const status = statusOf(t.after, action.kind === 'reject' ? t.before.nodeIndex : null);
        const [moved] = await repo.move(tx, id, app.status, app.version, { status });
        if (!moved) throw new Conflict(keyed('cardChangeStale'));
        await recordAudit(tx, audit, {
          entity: CARD_CHANGE_ENTITY,
          entityId: id,
          action: action.kind,
          before: { status: app.status },
          after: { status },
        });
      },
    });
    return { status: statusOf(after, action.kind === 'reject' ? instance.nodeIndex : null), flowVersion: after.version };
  }

  return {
    list: (user: SessionUser, q: CardChangeListQuery) => pagedList(db, repo.list, cardChangeWhere(scopeOf(user), q), q, present),

    async detail(user: SessionUser, id: number): Promise<CardChangeDetail> {
      const [row] = await present([await inScope(user, id)]);
      const instance = await flow.find(PROCESS, id);
      return { ...row!, flow: instance ? await flow.stateOf(instance) : null, records: instance ? await flow.records(instance.id) : [] };
    },

    /** The home badge: applications at a node the user holds, and (core) approved ones to carry out. */
    async waitingCount(user: SessionUser) {
      const inbox = flow.inboxCondition(
        user,
        (await chains.chainFor(PROCESS)).nodes.map((n) => n.permission),
      );
      const core = user.permissions.has(CARD_CHANGE_CORE_PERMISSION) ? scopeFor(user, CARD_CHANGE_CORE_PERMISSION) : null;
      return repo.waitingFor(db, user.id, inbox, core);
    },

    /** The cards in use the applicant may ask to replace. */
    async cardOptions(user: SessionUser) {
      const rows = await pageOf(db, cardRepository.list, bankCardWhere(scopeOf(user), { status: 1 }), 1, 100);
      return { list: rows.map((r) => ({ id: r.id, label: `${r.accountName} ${r.bankName} ${maskBankCard(r.cardNo)}` })) };
    },

    async apply(user: SessionUser, input: CardChangeInput, audit: AuditActor) {
      const card = await cardRepository.find(db, input.cardId, scopeOf(user));
      if (!card) throw new NotFound(keyed('bankCardNotFound'));
      if (card.status !== 1) throw new Validation(keyed('cardChangeCardNotInUse'));
      if (card.cardNo === input.newCardNo) throw new Validation(keyed('cardChangeSameCard'));
      const [bank] = await cardBinRepository.longestMatch(db, input.newCardNo);
      if (!bank) throw new Validation(keyed('bankCardBankUnknown'));
      const nodes = (await chains.chainFor(PROCESS)).nodes;
      const { areaCode, departmentCode, groupId, ownerId } = await cardRepository.scopeOf(db, card.id);
      return db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          cardId: card.id,
          borrowerId: card.borrowerId,
          newCardNo: input.newCardNo,
          newBankCode: bank.bankCode,
          accountName: input.accountName,
          reservedMobile: input.reservedMobile,
          reason: input.reason,
          applicantId: user.id,
          applicantName: user.realName,
          ...{ ownerId, areaCode, departmentCode, groupId },
        });
        if (!created) throw new Conflict(keyed('cardChangePending'));
        const applicant = applicantOf(user);
        await flow.submit(tx, { process: PROCESS, subjectId: created.id, nodes, applicant, audit });
        const after = { cardId: card.id, newCardNo: maskBankCard(input.newCardNo), newBankCode: bank.bankCode, reason: input.reason };
        await recordAudit(tx, audit, { entity: CARD_CHANGE_ENTITY, entityId: created.id, action: 'create', after });
        return { id: created.id };
      });
    },

    approve: (user: SessionUser, id: number, body: { flowVersion: number; comment?: string | undefined }, audit: AuditActor) =>
      act(user, id, { kind: 'approve', ...(body.comment ? { comment: body.comment } : {}) }, body.flowVersion, audit),
    reject: (user: SessionUser, id: number, body: { flowVersion: number; comment: string }, audit: AuditActor) =>
      act(user, id, { kind: 'reject', comment: body.comment, to: 'applicant' }, body.flowVersion, audit),

    /** Carries out a change that passed core review: 6 with the new card recorded and the old closed, or 7 with why not. */
    async execute(user: SessionUser, id: number, version: number, audit: AuditActor) {
      const app = await repo.find(db, id, scopeFor(user, CARD_CHANGE_CORE_PERMISSION));
      if (!app) throw new NotFound(NOT_FOUND);
      if (app.status !== S.corePassed) throw new Conflict(keyed('cardChangeNotApproved'));
      return db.transaction(async (tx) => {
        const old = await cardRepository.find(tx, app.cardId, EVERYONE);
        const [bank] = await cardBinRepository.longestMatch(tx, app.newCardNo);
        let failureKey: 'cardChangeCardNotInUse' | 'bankCardBankUnknown' | 'bankCardTaken' | null = null;
        let newCardId: number | null = null;
        if (!old || old.status !== 1) failureKey = 'cardChangeCardNotInUse';
        else if (!bank) failureKey = 'bankCardBankUnknown';
        else {
          const made = await cardRepository.insert(tx, {
            borrowerId: old.borrowerId,
            billId: old.billId,
            ...(await cardRepository.scopeOf(tx, old.id)),
            cardNo: app.newCardNo,
            bankCode: bank.bankCode,
            accountName: app.accountName,
            reservedMobile: app.reservedMobile,
            status: 1,
          });
          if (!made) failureKey = 'bankCardTaken';
          else {
            newCardId = made.id;
            const [closed] = await cardRepository.update(tx, old.id, old.version, { status: 0 });
            if (!closed) throw new Conflict(keyed('bankCardStale'));
          }
        }
        const status = failureKey ? S.failed : S.succeeded;
        const [moved] = await repo.move(tx, id, S.corePassed, version, { status, newCardId, failureKey });
        if (!moved) throw new Conflict(keyed('cardChangeStale'));
        await recordAudit(tx, audit, {
          entity: CARD_CHANGE_ENTITY,
          entityId: id,
          action: 'execute',
          before: { status: S.corePassed },
          after: { status, newCardId, failureKey },
        });
        return { status };
      });
    },
  };
}

export type CardChangeService = ReturnType<typeof createCardChangeService>;
