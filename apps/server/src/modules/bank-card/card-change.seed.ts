import { CARD_CHANGE_STATUS as S, DEFAULT_CHAINS, luhnCheckDigit } from '@lc/shared';
import type { Executor } from '../../db/client';
import { pageOf, totalOf } from '../../db/paged-list';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { cardBinRepository } from './bank-card.repository';
import { cardChangeRepository } from './card-change.repository';
import { bankCardWhere, cardRepository } from './card.repository';

const HOUR = 3600 * 1000;
const card = (payload: string) => payload + luhnCheckDigit(payload);
/** Per demo cardholder (account name): the new number asked for, and how far the application got. */
const DEMO: Record<string, { newCardNo: string; reason: string; status: number }> = {
  李秀英: { newCardNo: card('622202020055667788'), reason: '原卡挂失，换新卡收款', status: S.riskPassed },
  王建国: { newCardNo: card('622848001122334455'), reason: '客户要求改用农行卡', status: S.riskPending },
};
const REJECTED = { holder: '王建国', newCardNo: card('622588009988776'), reason: '更换为招行卡', comment: '户名与借款人不一致' };

/**
 * Demo card changes by the Beijing salesperson: one waiting for risk review, one risk passed
 * and waiting for core review, one risk rejected, so the list opens with several statuses.
 * Their flows are seeded as if the risk-control director (13800000010) had acted. Only into an empty table.
 */
export async function seedDemoCardChanges(db: Executor, findUser: FindDemoUser) {
  const [sales, risk] = [await findUser('13800000011'), await findUser('13800000010')];
  if (!sales || !risk || (await totalOf(db, cardChangeRepository.list, undefined)).total > 0) return;
  const cards = await pageOf(db, cardRepository.list, bankCardWhere({ all: true }, { status: 1 }), 1, 50);
  const nodes = [...DEFAULT_CHAINS.card_change.nodes];
  const at = Date.now() - 3 * 24 * HOUR;
  const apply = async (holder: string, newCardNo: string, reason: string, status: number, comment?: string) => {
    const old = cards.find((c) => c.accountName === holder);
    const [bank] = await cardBinRepository.longestMatch(db, newCardNo);
    if (!old || !bank) return;
    const scope = await cardRepository.scopeOf(db, old.id);
    const made = await cardChangeRepository.insert(db, {
      ...{ cardId: old.id, borrowerId: old.borrowerId, newCardNo, newBankCode: bank.bankCode, accountName: holder },
      ...{ reservedMobile: old.reservedMobile, reason, status, applicantId: sales.id, applicantName: sales.realName, ...scope },
      createdAt: new Date(at),
    });
    if (!made) return;
    const decided = status !== S.riskPending;
    const flowStatus = status === S.riskRejected ? ('returned' as const) : ('pending' as const);
    await seedFlowInstance(
      db,
      {
        ...{ process: 'card_change', subjectId: made.id, status: flowStatus, nodeIndex: status === S.riskPassed ? 1 : 0, nodes },
        currentPermission: flowStatus === 'pending' ? nodes[status === S.riskPassed ? 1 : 0]!.permission : null,
        ...{ untouched: !decided, applicantId: sales.id, areaCode: sales.areaCode, departmentCode: sales.departmentCode, groupId: 1 },
        version: decided ? 1 : 0,
      },
      [
        {
          action: 'submit',
          fromNode: null,
          toNode: 'risk',
          fromStatus: null,
          toStatus: 'pending',
          actorId: sales.id,
          actorName: sales.realName,
          createdAt: new Date(at),
        },
        ...(decided
          ? [
              {
                action: status === S.riskRejected ? ('reject' as const) : ('approve' as const),
                fromNode: 'risk',
                toNode: status === S.riskRejected ? null : 'core',
                fromStatus: 'pending',
                toStatus: flowStatus,
                actorId: risk.id,
                actorName: risk.realName,
                comment: comment ?? '同意',
                createdAt: new Date(at + HOUR),
              },
            ]
          : []),
      ],
    );
  };
  await apply(REJECTED.holder, REJECTED.newCardNo, REJECTED.reason, S.riskRejected, REJECTED.comment);
  for (const [holder, d] of Object.entries(DEMO)) await apply(holder, d.newCardNo, d.reason, d.status);
}
