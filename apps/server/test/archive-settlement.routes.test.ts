import {
  ARCHIVE_API,
  ARCHIVE_EDIT_API,
  ARCHIVE_SETTLEMENT_API,
  ARCHIVE_TRANSFER_API,
  BANK_CARD_API,
  GRANT_API,
  REPAYMENT_API,
  luhnCheckDigit,
} from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

/*
 * Decision 0057: a loan settled while transfers have its documents out. A bill is secured and drawn
 * for real, two transfers take documents out (one then asks for an extension, 8), and a repayment of
 * everything the loan owes settles it: both transfers wait for the confirmation (10). The approver
 * refuses one (back to 8) and confirms the other (5: its document leaves stock, 3 → 4, ledgered).
 */

type Who = 'admin' | 'riskStaff' | 'risk' | 'vp1' | 'vp2' | 'finance' | 'warrant' | 'warrantManager' | 'archiveApprover';
const G = GRANT_API.endpoints;
const R = REPAYMENT_API.endpoints;
const A = ARCHIVE_TRANSFER_API.endpoints;
const S = ARCHIVE_SETTLEMENT_API.endpoints;

describe('transfers settled while their documents are out (statuses 10 and 5)', () => {
  let t: TestApp;
  // warrant (32) is the archive custodian; warrantManager (37) makes transfer requests and keeps the
  // archive store; archiveApprover (61) is a listed transfer approver; riskStaff (31) requests grants.
  let c: Record<Who, Caller>;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const state = (id: number) => c.warrantManager.call(S.state, { params: { id } });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance', 'warrant', 'warrantManager', 'archiveApprover');
    await approveBillsDirectly(t);
  });
  afterAll(() => t.close());

  /** A bill with a card, its mortgage registered and a document in stock, drawn in full: the loan's id. */
  async function drawnLoan(billId: number, borrower: number) {
    const cardNo = `62220204${String(billId).padStart(10, '0')}`;
    const card = await c.admin.call(BANK_CARD_API.endpoints.cardCreate, {
      body: {
        ...{ borrowerId: borrower, billId, cardNo: cardNo + luhnCheckDigit(cardNo) },
        ...{ accountName: '王建国', reservedMobile: '13912340002', status: 1 },
      },
    });
    await secureForGrant(t, billId);
    const made = await c.riskStaff.call(G.request, { body: { billId, amount: '100000.00', cardId: card.id, fundingParty: 'hnxiaodai' } });
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await c.admin.call(G.detail, { params: { id: made.id } });
      await c[who].call(G.approve, { params: { id: made.id }, body: { flowVersion: flow!.version, comment: '同意' } });
    }
    await c.finance.call(G.draw, {
      params: { id: made.id },
      body: { amount: '100000.00', idempotencyKey: `archive-settle-draw-${billId}` },
    });
    const [loan] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${made.id}`);
    return Number(loan!.id);
  }

  /** A transfer of one in-stock document, approved and pulled (2). */
  async function outOn(billId: number, itemId: number, reason: string) {
    const { id } = await c.warrantManager.call(A.create, { body: { billId, itemIds: [itemId], reason, returnDate: '2099-12-31' } });
    const flowVersion = (await c.warrantManager.call(A.detail, { params: { id } })).flow!.version;
    await c.archiveApprover.call(A.approve, { params: { id }, body: { flowVersion } });
    await c.warrantManager.call(A.pull, { params: { id }, body: { version: (await state(id)).version } });
    expect((await state(id)).status).toBe(2);
    return id;
  }

  it('moves the transfers out to 10 at settlement; refused they go back, confirmed the documents leave stock (5)', async () => {
    const [bill] = await sql<{ id: number; borrower: number }>(
      `select b.id, (select id from borrowers where name = '王建国') borrower from bills b
        where b.status = 4 and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id limit 1`,
    );
    const billId = Number(bill!.id);
    const loanId = await drawnLoan(billId, Number(bill!.borrower));
    const contract = (await sql<{ id: number }>(`select id from archive_items where bill_id = ${billId} and status = 2`))[0]!.id;
    const deed = await c.warrant.call(ARCHIVE_API.endpoints.create, { body: { billId, docType: 2, name: '不动产权证书原件' } });
    await c.warrant.call(ARCHIVE_API.endpoints.stockIn, { params: { id: deed.id }, body: { version: 0 } });
    const first = await outOn(billId, Number(contract), '资金方核对合同原件');
    const second = await outOn(billId, deed.id, '办理抵押注销登记');
    const asked = await state(second);
    await c.warrantManager.call(ARCHIVE_EDIT_API.endpoints.requestExtension, {
      params: { id: second },
      body: { version: asked.version, extensionDate: '2100-01-31', reason: '登记中心排期' },
    });
    expect((await state(second)).status).toBe(8);
    // Nothing to confirm before settlement.
    const early = await c.archiveApprover.send(S.confirm, { params: { id: first }, body: { version: (await state(first)).version } });
    expect(early.status).toBe(409);

    // The schedule cut to one instalment of all the principal due on the business date; one repayment pays the fees and it.
    const { businessDate } = await c.admin.call(R.businessDate);
    await sql(`delete from repayment_schedules where loan_id = ${loanId} and period > 1`);
    await sql(`update repayment_schedules set principal = 100000.00, interest = 0, re_fund_time = '${businessDate}',
                 end_rate_time = '${businessDate}', begin_rate_time = '${businessDate}' where loan_id = ${loanId}`);
    const [owed] = await sql<{ all: string }>(
      `select (100000 + sum(debit - credit))::numeric(18,2)::text "all" from ledger_lines where bill_id = ${billId} and account_code = '1123'`,
    );
    const applied = await c.admin.call(R.repayApply, { body: { loanId, amount: owed!.all, idempotencyKey: 'archive-settle-0001' } });
    await c.finance.call(R.repayApplyApprove, { params: { id: applied.id } });
    // The approval starts the follow-ups after its reply (not awaited): they alone move the transfers out to 10.
    await expect.poll(async () => (await state(first)).status, { timeout: 10_000 }).toBe(10);
    await expect.poll(async () => (await state(second)).status, { timeout: 10_000 }).toBe(10);
    const settled = await c.admin.call(R.settleStatus, { body: { loanId } });
    expect(settled.settled).toBe(true);

    expect(await state(first)).toMatchObject({ status: 10, settlementFrom: 2, outstanding: [{ id: Number(contract) }] });
    expect(await state(second)).toMatchObject({ status: 10, settlementFrom: 8 });
    // The lists show them at 10; no return is taken while the confirmation waits.
    const waiting = (await c.warrantManager.call(A.list, { query: { pageSize: 100, status: 10 } })).list;
    expect(waiting.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    const giveBack = await c.warrantManager.send(A.giveBack, {
      params: { id: first },
      body: { version: (await state(first)).version, itemIds: [contract] },
    });
    expect(giveBack.status).toBe(409);

    // Only a listed approver decides; a refusal needs a comment and goes back where it came from (the extension still pending).
    const s2 = await state(second);
    expect((await c.warrantManager.send(S.refuse, { params: { id: second }, body: { version: s2.version, comment: 'x' } })).status).toBe(
      403,
    );
    // Without the comment the contract asks for, on purpose.
    expect((await c.archiveApprover.send(S.refuse, { params: { id: second }, body: { version: s2.version } as never })).status).toBe(400);
    const refused = await c.archiveApprover.call(S.refuse, {
      params: { id: second },
      body: { version: s2.version, comment: '原件将先归还档案室' },
    });
    expect(refused.status).toBe(8);
    expect((await c.warrantManager.call(ARCHIVE_EDIT_API.endpoints.extension, { params: { id: second } }))!.extensionDate).toBe(
      '2100-01-31',
    );
    // settleStatus again starts nothing twice: the refused transfer stays where the approver put it.
    await c.admin.call(R.settleStatus, { body: { loanId } });
    expect((await state(second)).status).toBe(8);

    // Two confirmations at once on the same version: one lands, the document leaves stock once.
    const s1 = await state(first);
    const confirm = () =>
      c.archiveApprover.send(S.confirm, { params: { id: first }, body: { version: s1.version, comment: '原件已交借款人' } });
    const both = await Promise.all([confirm(), confirm()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await state(first)).toMatchObject({ status: 5 });
    const items = await c.warrant.call(ARCHIVE_API.endpoints.billDetail, { params: { billId } });
    expect(items.items.find((i) => i.id === Number(contract))!.status).toBe(4);
    expect(items.items.find((i) => i.id === deed.id)!.status).toBe(3);
    const left = items.ledger.filter((l) => l.itemId === Number(contract) && l.toStatus === 4);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ fromStatus: 3, transferId: first, actorName: expect.any(String) });
    expect(left[0]!.reason).toContain('原件已交借款人');
    const audits = await sql<{ action: string }>(
      `select action from audit_log where entity = 'archive_transfer' and entity_id = '${first}' order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['settlement-await', 'settlement-confirm']));
  });

  it('seeds one transfer waiting for the confirmation (10) and one settled (5)', async () => {
    for (const status of [10, 5]) {
      const { list } = await c.admin.call(A.list, { query: { pageSize: 100, status } });
      expect(list.length, `status ${status}`).toBeGreaterThan(0);
    }
  });
});
