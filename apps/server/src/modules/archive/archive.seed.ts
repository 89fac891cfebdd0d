import { ARCHIVE_STOCK as I, ARCHIVE_TRANSFER_STATUS as T, DEFAULT_CHAINS } from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { LoanFacts } from '../bill/bill.service';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { archiveTransferRepository as transfers } from './archive-transfer.repository';
import { archiveRepository as items } from './archive.repository';
import { archiveBlacklistRepository as blacklist } from './archive-blacklist.repository';
import { archiveEditRepository as edits } from './archive-edit.repository';

const HOUR = 3600 * 1000;
type User = NonNullable<Awaited<ReturnType<FindDemoUser>>>;
type Flow = 'pending' | 'approved' | 'returned';
const PATHS: Record<number, number[]> = {
  [I.notInStock]: [I.notInStock],
  [I.inStock]: [I.notInStock, I.inStock],
  [I.out]: [I.notInStock, I.inStock, I.out],
  [I.permanentlyOut]: [I.notInStock, I.inStock, I.permanentlyOut],
  [I.deleted]: [I.notInStock, I.deleted],
};

/**
 * Demo archives on the demo loans (oldest first), so each list opens with rows in several
 * statuses: documents in every stock status (0–4) with their ledger lines, and transfers in
 * approval (0), to be pulled (1), to be returned (2), returned (4), rejected (7) and an extension in
 * approval (8); and on the third loan, settled while documents were out, one waiting for the
 * settlement confirmation (10) and one settled (5, its document gone for good; decision 0057). The archive
 * approval demo user is a listed transfer approver; the Beijing group-2 salesperson
 * is on the transfer blacklist (a file kept past its return date). The newest loan is left without documents:
 * the one to try the whole chain on. Only into empty tables.
 */
export async function seedDemoArchives(db: Executor, findUser: FindDemoUser, loans: LoanFacts[]) {
  const [custodian, manager, approver] = [await findUser('13800000032'), await findUser('13800000037'), await findUser('13800000061')];
  if (!custodian || !manager || !approver || loans.length < 4 || (await totalOf(db, items.list, undefined)).total > 0) return;
  await items.addApprover(db, approver.id, custodian.id);
  const barred = await findUser('13800000111');
  if (barred) {
    const reason = '曾逾期未归还档案原件';
    await blacklist.add(db, { userId: barred.id, reason, addedBy: approver.id, addedByName: approver.realName });
  }
  const at = Date.now() - 4 * 24 * HOUR;
  const by = (u: User, hours: number) => ({ actorId: u.id, actorName: u.realName, createdAt: new Date(at + hours * HOUR) });

  /** A document walked through its statuses to `status`, one ledger line per step. */
  const doc = async (loan: LoanFacts, docType: number, name: string, status: number, transferId: number | null = null) => {
    const scope = { ownerId: loan.salespersonId, areaCode: loan.areaCode, departmentCode: loan.departmentCode, groupId: loan.groupId };
    const { id } = await items.insert(db, { billId: loan.id, docType, name, status, ...scope, version: PATHS[status]!.length - 1 });
    const path = PATHS[status]!;
    await items.addLines(
      db,
      path.map((to, k) => ({
        itemId: id,
        fromStatus: k ? path[k - 1]! : null,
        toStatus: to,
        reason: to === I.out ? '诉讼调档' : to === I.permanentlyOut ? '结清后原件退还客户' : to === I.deleted ? '重复登记' : null,
        transferId: to === I.out ? transferId : null,
        ...by(custodian, k),
      })),
    );
    return id;
  };
  const flowOf = async (subjectId: number, status: Flow) => {
    const nodes = [...DEFAULT_CHAINS.archive_transfer.nodes];
    const decided = status !== 'pending';
    const applicant = { applicantId: manager.id, areaCode: manager.areaCode, departmentCode: manager.departmentCode, groupId: null };
    await seedFlowInstance(
      db,
      {
        ...{
          process: 'archive_transfer',
          subjectId,
          status,
          nodeIndex: 0,
          nodes,
          currentPermission: decided ? null : nodes[0]!.permission,
        },
        ...{ untouched: !decided, ...applicant, version: decided ? 1 : 0 },
      },
      [
        { action: 'submit', fromNode: null, toNode: nodes[0]!.key, fromStatus: null, toStatus: 'pending', ...by(manager, 5) },
        ...(decided
          ? [
              {
                action: status === 'returned' ? ('reject' as const) : ('approve' as const),
                ...{ fromNode: nodes[0]!.key, toNode: null, fromStatus: 'pending', toStatus: status },
                ...{ comment: status === 'returned' ? '调档理由不充分' : '同意', ...by(approver, 6) },
              },
            ]
          : []),
      ],
    );
  };
  const transfer = async (loan: LoanFacts, status: number, reason: string, itemIds: number[], settledFrom?: number) => {
    const scope = { ownerId: loan.salespersonId, areaCode: loan.areaCode, departmentCode: loan.departmentCode, groupId: loan.groupId };
    const values = { billId: loan.id, reason, returnDate: '2026-12-31', status, applicantId: manager.id, applicantName: manager.realName };
    const settlement = settledFrom === undefined ? {} : { settlementFrom: settledFrom, settlementAskedAt: new Date(at + 30 * HOUR) };
    const made = await transfers.insert(db, { ...values, ...scope, ...settlement, createdAt: new Date(at + 5 * HOUR) }, itemIds);
    await flowOf(made.id, status === T.inApproval ? 'pending' : status === T.rejected ? 'returned' : 'approved');
    return made.id;
  };

  const [first, second, third] = loans as [LoanFacts, LoanFacts, LoanFacts];
  // First loan: a transfer out (2) and one returned (4), its lines both ways.
  const out = await doc(first, 2, '不动产权证书原件', I.inStock);
  const pulled = await transfer(first, T.toBeReturned, '诉讼需要提交原件', [out]);
  await items.move(db, [out], I.inStock, I.out);
  await items.addLines(db, [
    { itemId: out, fromStatus: I.inStock, toStatus: I.out, reason: '诉讼需要提交原件', transferId: pulled, ...by(manager, 8) },
  ]);
  await transfers.markPulled(db, pulled, new Date(at + 8 * HOUR));
  const back = await doc(first, 1, '借款合同', I.inStock);
  const done = await transfer(first, T.returned, '复印合同用于对账', [back]);
  await items.addLines(db, [
    { itemId: back, fromStatus: I.inStock, toStatus: I.out, reason: '复印合同用于对账', transferId: done, ...by(manager, 8) },
    { itemId: back, fromStatus: I.out, toStatus: I.inStock, reason: '复印合同用于对账', transferId: done, ...by(manager, 20) },
  ]);
  await transfers.markPulled(db, done, new Date(at + 8 * HOUR));
  await transfers.markReturned(db, done, [back], new Date(at + 20 * HOUR));
  await doc(first, 3, '借款人身份证复印件', I.inStock);
  // Second loan: in approval (0), to be pulled (1), rejected (7); one document still to be stocked.
  const contract = await doc(second, 1, '借款合同', I.inStock);
  const certificate = await doc(second, 4, '他项权证', I.inStock);
  await doc(second, 3, '借款人身份证复印件', I.notInStock);
  await transfer(second, T.inApproval, '资金方核对抵押材料', [contract]);
  await transfer(second, T.toBePulled, '办理抵押变更登记', [certificate]);
  await transfer(second, T.rejected, '客户要求查看合同', [contract]);
  // ... and one out whose applicant asked to keep it longer: to be returned, extension in approval (8).
  const deed = await doc(second, 5, '公证书原件', I.inStock);
  const extending = await transfer(second, T.toBeReturnedExtending, '法院立案需提交原件', [deed]);
  await items.move(db, [deed], I.inStock, I.out);
  await items.addLines(db, [
    { itemId: deed, fromStatus: I.inStock, toStatus: I.out, reason: '法院立案需提交原件', transferId: extending, ...by(manager, 8) },
  ]);
  await transfers.markPulled(db, extending, new Date(at + 8 * HOUR));
  await edits.askExtension(db, extending, T.toBeReturnedExtending, T.toBeReturnedExtending, 0, '2027-03-31', '法院尚未归还原件');
  // Third loan: deleted (0) and permanently out (4).
  await doc(third, 1, '借款合同（重复）', I.deleted);
  await doc(third, 5, '公证书', I.permanentlyOut);
  await doc(third, 2, '不动产权证书原件', I.notInStock);
  // ... settled while two transfers had documents out: one waits for the confirmation (10), one is confirmed (5).
  const pulledOut = async (id: number, status: number, transferId: number, reason: string) => {
    await items.move(db, [id], I.inStock, status);
    const line = { itemId: id, transferId, ...by(manager, 8) };
    await items.addLines(db, [
      { ...line, fromStatus: I.inStock, toStatus: I.out, reason },
      ...(status === I.permanentlyOut
        ? [
            {
              ...line,
              fromStatus: I.out,
              toStatus: I.permanentlyOut,
              reason: '借款已结清，档案随结清交还借款人，确认结档',
              ...by(approver, 31),
            },
          ]
        : []),
    ]);
    await transfers.markPulled(db, transferId, new Date(at + 8 * HOUR));
  };
  const guarantee = await doc(third, 9, '保证合同原件', I.inStock);
  await pulledOut(
    guarantee,
    I.out,
    await transfer(third, T.awaitingSettlement, '客户办理结清手续核对原件', [guarantee], T.toBeReturned),
    '客户办理结清手续核对原件',
  );
  const mortgageDeed = await doc(third, 5, '委托公证书原件', I.inStock);
  const settled = await transfer(third, T.settled, '办理抵押注销登记', [mortgageDeed], T.toBeReturned);
  await pulledOut(mortgageDeed, I.permanentlyOut, settled, '办理抵押注销登记');
}
