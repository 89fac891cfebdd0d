import { sql } from 'drizzle-orm';
import { ACCESS_API, BANK_CARD_API, BORROWER_API, IDENTITY_API, ORDER_TRANSFER_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { billApi, borrower } from './bill-fixtures';
import { type Caller, as, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 18 item 7: after an approved transfer the borrowers and bank cards of the moved bills follow
 * the new owner in data scope too, unless the old salesperson keeps an open bill of that borrower.
 * Who: admin approves the department manager's requests; sales2 (role 11, Beijing group 2) is the
 * old salesperson, sales (role 11, Beijing group 1) the new one; deptManager (1002: change_order_add,
 * department BJ_BD1) applies.
 */
type Who = 'admin' | 'sales2' | 'sales' | 'deptManager';
const T = ORDER_TRANSFER_API.endpoints;
const NAME = '转单借款人甲';
const ICBC_CARD = '6222020200112233446'; // Luhn-valid on a seeded BIN

describe('order transfer moves the borrower and their cards with the bills', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  let c: Record<Who, Caller>;
  const userId = async (who: Who) => (await c[who].call(IDENTITY_API.endpoints.userInfo)).id;
  const borrowersNamed = async (who: Who, keyword: string) =>
    (await c[who].call(BORROWER_API.endpoints.list, { query: { pageSize: 100, keyword } })).list.map((r) => r.id);
  const borrowerIds = (who: Who) => borrowersNamed(who, NAME);
  const cardIds = async (who: Who) =>
    (await c[who].call(BANK_CARD_API.endpoints.cardList, { query: { pageSize: 100 } })).list.map((r) => r.id);

  /** The department manager moves one bill to the new salesperson; the admin approves. */
  async function transferred(billId: number) {
    const { id } = await c.deptManager.call(T.apply, {
      body: { mode: 'bill', billId, toSalespersonId: await userId('sales'), reason: '客户转交' },
    });
    const { flow } = await c.deptManager.call(T.detail, { params: { id } });
    const approved = await c.admin.call(T.approve, { params: { id }, body: { flowVersion: flow!.version, comment: '同意' } });
    expect(approved).toMatchObject({ status: 2, moved: 1 });
  }

  let bills: number[] = [];
  let borrowerId = 0;
  let cardId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    api = billApi(t);
    const admin = await as(t, 'admin');
    // Salespeople manage their borrowers' cards here (not a default grant); they sign in after it.
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'borrow_manage', 'bank_card_manage'];
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 11 }, body: { codes } });
    c = await asEach(t, 'admin', 'sales2', 'sales', 'deptManager');

    // One borrower with two open bills of the old salesperson, and a card.
    const who = borrower();
    const same = { billCustomerName: NAME, idCard: who.idCard, billCustomerMobile: who.mobile };
    bills = [(await api.submitted(c.sales2.cookie, same)).id, (await api.submitted(c.sales2.cookie, same)).id];
    borrowerId = (await borrowerIds('sales2'))[0]!;
    const card = await c.sales2.call(BANK_CARD_API.endpoints.cardCreate, {
      body: { borrowerId, cardNo: ICBC_CARD, accountName: NAME, reservedMobile: who.mobile, status: 1 },
    });
    cardId = card.id;
  });
  afterAll(() => t.close());

  it('stays with the old salesperson while they keep an open bill of the borrower; follows the last one', async () => {
    expect(await borrowerIds('sales2')).toEqual([borrowerId]);
    expect(await cardIds('sales2')).toContain(cardId);
    expect(await borrowerIds('sales')).toEqual([]);

    // One of two bills moves: the old salesperson still serves the borrower through the other.
    await transferred(bills[0]!);
    expect(await borrowerIds('sales2')).toEqual([borrowerId]);
    expect(await cardIds('sales2')).toContain(cardId);
    expect(await borrowerIds('sales')).toEqual([]);
    expect(await cardIds('sales')).not.toContain(cardId);

    // The last one moves: the borrower and the card follow at once, out of the old lists and details.
    await transferred(bills[1]!);
    expect(await borrowerIds('sales')).toEqual([borrowerId]);
    expect(await cardIds('sales')).toContain(cardId);
    expect(await borrowerIds('sales2')).toEqual([]);
    expect(await cardIds('sales2')).not.toContain(cardId);
    expect((await c.sales2.send(BORROWER_API.endpoints.detail, { params: { id: borrowerId } })).status).toBe(404);
    expect((await c.sales.send(BORROWER_API.endpoints.detail, { params: { id: borrowerId } })).status).toBe(200);
  });

  it('the card recorded for a moved bill follows the bill, even while the old salesperson keeps the borrower (decision 0065)', async () => {
    // A borrower with two open bills of the old salesperson; the card the first bill's withholdings debit.
    const who = borrower();
    const name = '转单借款人乙';
    const same = { billCustomerName: name, idCard: who.idCard, billCustomerMobile: who.mobile };
    const [moved, kept] = [(await api.submitted(c.sales2.cookie, same)).id, (await api.submitted(c.sales2.cookie, same)).id];
    const held = (await borrowersNamed('sales2', name))[0]!;
    const { id: billCard } = await c.sales2.call(BANK_CARD_API.endpoints.cardCreate, {
      body: { borrowerId: held, billId: moved, cardNo: '6222020200112233453', accountName: name, reservedMobile: who.mobile, status: 1 },
    });
    expect(kept).toBeGreaterThan(moved);

    await transferred(moved);
    // The new salesperson holds the loan: they see its card and may change it; the old one no longer can.
    expect(await cardIds('sales')).toContain(billCard);
    expect(await cardIds('sales2')).not.toContain(billCard);
    expect((await c.sales.send(BANK_CARD_API.endpoints.cardDetail, { params: { id: billCard } })).status).toBe(200);
    expect((await c.sales2.send(BANK_CARD_API.endpoints.cardDetail, { params: { id: billCard } })).status).toBe(404);
  });

  it('lists a salesperson who has left, marked, as the old one (not the new one): a manager moves the bills they left', async () => {
    const billId = (await api.submitted(c.sales2.cookie)).id;
    const oldId = await userId('sales2');
    await queryRows(t.database.db, sql`update users set status = 0 where id = ${oldId}`); // they leave
    const people = (await c.deptManager.call(T.people)).list;
    expect(people.find((p) => p.id === oldId)).toMatchObject({ left: true });
    const nextId = await userId('sales');
    expect(people.find((p) => p.id === nextId)).toMatchObject({ left: false });

    // Nobody receives bills once they have left; their open bills still move.
    const toLeft = await c.deptManager.send(T.apply, { body: { mode: 'bill', billId, toSalespersonId: oldId, reason: '离职' } });
    expect(toLeft.status).toBe(400);
    const applied = await c.deptManager.call(T.apply, {
      body: { mode: 'salesperson', fromSalespersonId: oldId, toSalespersonId: nextId, reason: '业务员离职，客户转交' },
    });
    const detail = await c.deptManager.call(T.detail, { params: { id: applied.id } });
    expect(detail.lines.map((l) => l.billId)).toContain(billId);
  });
});
