import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { U as BILL_USERS, billApi, borrower, openBillApp } from './bill-fixtures';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 18 item 7: after an approved transfer the borrowers and bank cards of the moved bills follow
 * the new owner in data scope too, unless the old salesperson keeps an open bill of that borrower.
 */
const USERS = {
  admin: BILL_USERS.admin, // approves the department manager's requests
  old: BILL_USERS.sales2, // 13800000111: role 11, Beijing group 2 (own scope)
  next: BILL_USERS.sales, // 13800000011: role 11, Beijing group 1
  dept: BILL_USERS.vp, // 1002: change_order_add, department BJ_BD1
} as const;
type Who = keyof typeof USERS;
const T = '/api/v1/transfer-order';
const NAME = '转单借款人甲';
const ICBC_CARD = '6222020200112233446'; // Luhn-valid on a seeded BIN

describe('order transfer moves the borrower and their cards with the bills', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c = {} as Record<Who, string>;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const userId = async (who: Who) => ((await get(who, '/api/auth/v1/userInfo/get')).json().data as { id: number }).id;
  const borrowerIds = async (who: Who) =>
    ((await get(who, `/api/v1/borrower/list?pageSize=100&keyword=${encodeURIComponent(NAME)}`)).json().data.list as { id: number }[]).map(
      (r) => r.id,
    );
  const cardIds = async (who: Who) =>
    ((await get(who, '/api/v1/bankCard/list?pageSize=100')).json().data.list as { id: number }[]).map((r) => r.id);

  /** The department manager moves one bill to the new salesperson; the admin approves. */
  async function transferred(billId: number) {
    const applied = await post('dept', T, { mode: 'bill', billId, toSalespersonId: await userId('next'), reason: '客户转交' });
    expect(applied.statusCode, applied.body).toBe(200);
    const id = applied.json().data.id as number;
    const flow = ((await get('dept', `${T}/${id}`)).json().data as { flow: { version: number } }).flow;
    const approved = await post('admin', `${T}/${id}/approve`, { flowVersion: flow.version, comment: '同意' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 2, moved: 1 });
  }

  let bills: number[] = [];
  let borrowerId = 0;
  let cardId = 0;

  beforeAll(async () => {
    ({ t, api } = await openBillApp(c, USERS));
    // Salespeople manage their borrowers' cards here (not a default grant).
    const roles = (await get('admin', '/api/v1/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'borrow_manage', 'bank_card_manage'];
    const granted = await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: c.admin, payload: { codes } });
    expect(granted.statusCode, granted.body).toBe(200);
    for (const k of ['old', 'next'] as const) c[k] = await t.login(USERS[k]);

    // One borrower with two open bills of the old salesperson, and a card.
    const who = borrower();
    const same = { billCustomerName: NAME, idCard: who.idCard, billCustomerMobile: who.mobile };
    bills = [(await api.submitted(c.old, same)).id, (await api.submitted(c.old, same)).id];
    borrowerId = (await borrowerIds('old'))[0]!;
    const card = await post('old', '/api/v1/bankCard', {
      borrowerId,
      cardNo: ICBC_CARD,
      accountName: NAME,
      reservedMobile: who.mobile,
      status: 1,
    });
    expect(card.statusCode, card.body).toBe(200);
    cardId = card.json().data.id as number;
  });
  afterAll(() => t.close());

  it('stays with the old salesperson while they keep an open bill of the borrower; follows the last one', async () => {
    expect(await borrowerIds('old')).toEqual([borrowerId]);
    expect(await cardIds('old')).toContain(cardId);
    expect(await borrowerIds('next')).toEqual([]);

    // One of two bills moves: the old salesperson still serves the borrower through the other.
    await transferred(bills[0]!);
    expect(await borrowerIds('old')).toEqual([borrowerId]);
    expect(await cardIds('old')).toContain(cardId);
    expect(await borrowerIds('next')).toEqual([]);
    expect(await cardIds('next')).not.toContain(cardId);

    // The last one moves: the borrower and the card follow at once, out of the old lists and details.
    await transferred(bills[1]!);
    expect(await borrowerIds('next')).toEqual([borrowerId]);
    expect(await cardIds('next')).toContain(cardId);
    expect(await borrowerIds('old')).toEqual([]);
    expect(await cardIds('old')).not.toContain(cardId);
    expect((await get('old', `/api/v1/borrower/${borrowerId}`)).statusCode).toBe(404);
    expect((await get('next', `/api/v1/borrower/${borrowerId}`)).statusCode).toBe(200);
  });

  it('the card recorded for a moved bill follows the bill, even while the old salesperson keeps the borrower (decision 0065)', async () => {
    // A borrower with two open bills of the old salesperson; the card the first bill's withholdings debit.
    const who = borrower();
    const name = '转单借款人乙';
    const same = { billCustomerName: name, idCard: who.idCard, billCustomerMobile: who.mobile };
    const [moved, kept] = [(await api.submitted(c.old, same)).id, (await api.submitted(c.old, same)).id];
    const held = (
      (await get('old', `/api/v1/borrower/list?pageSize=100&keyword=${encodeURIComponent(name)}`)).json().data.list as {
        id: number;
      }[]
    )[0]!.id;
    const card = await post('old', '/api/v1/bankCard', {
      borrowerId: held,
      billId: moved,
      cardNo: '6222020200112233453',
      accountName: name,
      reservedMobile: who.mobile,
      status: 1,
    });
    expect(card.statusCode, card.body).toBe(200);
    const billCard = card.json().data.id as number;
    expect(kept).toBeGreaterThan(moved);

    await transferred(moved);
    // The new salesperson holds the loan: they see its card and may change it; the old one no longer can.
    expect(await cardIds('next')).toContain(billCard);
    expect(await cardIds('old')).not.toContain(billCard);
    expect((await get('next', `/api/v1/bankCard/${billCard}`)).statusCode).toBe(200);
    expect((await get('old', `/api/v1/bankCard/${billCard}`)).statusCode).toBe(404);
  });

  it('lists a salesperson who has left, marked, as the old one (not the new one): a manager moves the bills they left', async () => {
    const billId = (await api.submitted(c.old)).id;
    const oldId = await userId('old');
    await queryRows(t.database.db, sql`update users set status = 0 where id = ${oldId}`); // they leave
    const people = (await get('dept', `${T}/salespeople`)).json().data.list as { id: number; name: string; left: boolean }[];
    expect(people.find((p) => p.id === oldId)).toMatchObject({ left: true });
    const nextId = await userId('next');
    expect(people.find((p) => p.id === nextId)).toMatchObject({ left: false });

    // Nobody receives bills once they have left; their open bills still move.
    const toLeft = await post('dept', T, { mode: 'bill', billId, toSalespersonId: oldId, reason: '离职' });
    expect(toLeft.statusCode).toBe(400);
    const applied = await post('dept', T, {
      mode: 'salesperson',
      fromSalespersonId: oldId,
      toSalespersonId: nextId,
      reason: '业务员离职，客户转交',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const detail = (await get('dept', `${T}/${applied.json().data.id as number}`)).json().data as { lines: { billId: number }[] };
    expect(detail.lines.map((l) => l.billId)).toContain(billId);
  });
});
