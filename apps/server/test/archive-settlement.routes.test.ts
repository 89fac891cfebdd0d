import { luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

/*
 * Decision 0057: a loan settled while transfers have its documents out. A bill is secured and drawn
 * for real, two transfers take documents out (one then asks for an extension, 8), and a repayment of
 * everything the loan owes settles it: both transfers wait for the confirmation (10). The approver
 * refuses one (back to 8) and confirms the other (5: its document leaves stock, 3 → 4, ledgered).
 */

const USERS = {
  admin: '13800000000',
  applicant: '13800000031',
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
  custodian: '13800000032',
  manager: '13800000037', // transfer requests and the archive store
  approver: '13800000061', // a listed transfer approver
} as const;
type Who = keyof typeof USERS;
const B = '/api/bill/v1/bill';
const G = '/api/v1/grant';
const A = '/api/v1/archiveTransfer';

type State = { status: number; settlementFrom: number | null; outstanding: { id: number; name: string }[]; version: number };

describe('transfers settled while their documents are out (statuses 10 and 5)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const post = (who: Who, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const ok = async <T>(res: Promise<Awaited<ReturnType<typeof post>>>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const state = (id: number) => ok<State>(get('manager', `${A}/${id}/settlement`));

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    await approveBillsDirectly(t);
  });
  afterAll(() => t.close());

  /** A bill with a card, its mortgage registered and a document in stock, drawn in full: the loan's id. */
  async function drawnLoan(billId: number, borrower: number) {
    const cardNo = `62220204${String(billId).padStart(10, '0')}`;
    const card = await ok<{ id: number }>(
      post('admin', '/api/v1/bankCard', {
        ...{ borrowerId: borrower, billId, cardNo: cardNo + luhnCheckDigit(cardNo) },
        ...{ accountName: '王建国', reservedMobile: '13912340002', status: 1 },
      }),
    );
    await secureForGrant(t, billId);
    const made = await ok<{ id: number }>(
      post('applicant', G, { billId, amount: '100000.00', cardId: card.id, fundingParty: 'hnxiaodai' }),
    );
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const flow = (await get('admin', `${G}/${made.id}`)).json().data.flow as { version: number };
      await ok(post(who, `${G}/${made.id}/approve`, { flowVersion: flow.version, comment: '同意' }));
    }
    await ok(post('finance', `${G}/${made.id}/draws`, { amount: '100000.00', idempotencyKey: `archive-settle-draw-${billId}` }));
    const [loan] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${made.id}`);
    return Number(loan!.id);
  }

  /** A transfer of one in-stock document, approved and pulled (2). */
  async function outOn(billId: number, itemId: number, reason: string) {
    const { id } = await ok<{ id: number }>(post('manager', A, { billId, itemIds: [itemId], reason, returnDate: '2099-12-31' }));
    const flowVersion = (await get('manager', `${A}/${id}`)).json().data.flow.version as number;
    await ok(post('approver', `${A}/${id}/approve`, { flowVersion }));
    await ok(post('manager', `${A}/${id}/pull`, { version: (await state(id)).version }));
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
    const deed = await ok<{ id: number }>(post('custodian', '/api/v1/archive', { billId, docType: 2, name: '不动产权证书原件' }));
    await ok(post('custodian', `/api/v1/archive/${deed.id}/stock-in`, { version: 0 }));
    const first = await outOn(billId, Number(contract), '资金方核对合同原件');
    const second = await outOn(billId, deed.id, '办理抵押注销登记');
    const asked = await state(second);
    await ok(post('manager', `${A}/${second}/extension`, { version: asked.version, extensionDate: '2100-01-31', reason: '登记中心排期' }));
    expect((await state(second)).status).toBe(8);
    // Nothing to confirm before settlement.
    const early = await post('approver', `${A}/${first}/settlement/confirm`, { version: (await state(first)).version });
    expect(early.statusCode).toBe(409);

    // The schedule cut to one instalment of all the principal due on the business date; one repayment pays the fees and it.
    const { businessDate } = (await get('admin', `${B}/businessDate`)).json().data as { businessDate: string };
    await sql(`delete from repayment_schedules where loan_id = ${loanId} and period > 1`);
    await sql(`update repayment_schedules set principal = 100000.00, interest = 0, re_fund_time = '${businessDate}',
                 end_rate_time = '${businessDate}', begin_rate_time = '${businessDate}' where loan_id = ${loanId}`);
    const [owed] = await sql<{ all: string }>(
      `select (100000 + sum(debit - credit))::numeric(18,2)::text "all" from ledger_lines where bill_id = ${billId} and account_code = '1123'`,
    );
    const applied = await ok<{ id: number }>(
      post('admin', `${B}/repayApply`, { loanId, amount: owed!.all, idempotencyKey: 'archive-settle-0001' }),
    );
    await ok(post('finance', `${B}/repayApply/${applied.id}/approve`));
    // The approval starts the follow-ups after its reply (not awaited): they alone move the transfers out to 10.
    await expect.poll(async () => (await state(first)).status, { timeout: 10_000 }).toBe(10);
    await expect.poll(async () => (await state(second)).status, { timeout: 10_000 }).toBe(10);
    const settled = await ok<{ settled: boolean }>(post('admin', `${B}/settleStatus`, { loanId }));
    expect(settled.settled).toBe(true);

    expect(await state(first)).toMatchObject({ status: 10, settlementFrom: 2, outstanding: [{ id: Number(contract) }] });
    expect(await state(second)).toMatchObject({ status: 10, settlementFrom: 8 });
    // The lists show them at 10; no return is taken while the confirmation waits.
    const waiting = (await get('manager', `${A}/list?pageSize=100&status=10`)).json().data.list as { id: number }[];
    expect(waiting.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    const giveBack = await post('manager', `${A}/${first}/return`, { version: (await state(first)).version, itemIds: [contract] });
    expect(giveBack.statusCode).toBe(409);

    // Only a listed approver decides; a refusal needs a comment and goes back where it came from (the extension still pending).
    const s2 = await state(second);
    expect((await post('manager', `${A}/${second}/settlement/refuse`, { version: s2.version, comment: 'x' })).statusCode).toBe(403);
    expect((await post('approver', `${A}/${second}/settlement/refuse`, { version: s2.version })).statusCode).toBe(400);
    const refused = await ok<{ status: number }>(
      post('approver', `${A}/${second}/settlement/refuse`, { version: s2.version, comment: '原件将先归还档案室' }),
    );
    expect(refused.status).toBe(8);
    expect((await ok<{ extensionDate: string }>(get('manager', `${A}/${second}/extension`))).extensionDate).toBe('2100-01-31');
    // settleStatus again starts nothing twice: the refused transfer stays where the approver put it.
    await ok(post('admin', `${B}/settleStatus`, { loanId }));
    expect((await state(second)).status).toBe(8);

    // Two confirmations at once on the same version: one lands, the document leaves stock once.
    const s1 = await state(first);
    const both = await Promise.all([
      post('approver', `${A}/${first}/settlement/confirm`, { version: s1.version, comment: '原件已交借款人' }),
      post('approver', `${A}/${first}/settlement/confirm`, { version: s1.version, comment: '原件已交借款人' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await state(first)).toMatchObject({ status: 5 });
    const items = await ok<{
      items: { id: number; status: number }[];
      ledger: { itemId: number; fromStatus: number; toStatus: number; reason: string; transferId: number; actorName: string }[];
    }>(get('custodian', `/api/v1/archive/bill/${billId}`));
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
      const list = (await get('admin', `${A}/list?pageSize=100&status=${status}`)).json().data.list as unknown[];
      expect(list.length, `status ${status}`).toBeGreaterThan(0);
    }
  });
});
