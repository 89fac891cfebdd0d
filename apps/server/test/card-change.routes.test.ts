import { luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const SALES = '13800000011'; // role 11: change_bank_card over own borrowers' cards
const SALES2 = '13800000111'; // role 11, another group: none of them
const RISK = '13800000010'; // role 10: the risk node
const CORE = '13800000092'; // role 92: the core node, and carries changes out
const FINANCE = '13800000020'; // no change_bank_card
const C = '/api/v1/cardChange';
const card = (payload: string) => payload + luhnCheckDigit(payload);

type Row = { id: number; status: number; newCardNoMasked: string; newBankName: string; failureReason: string | null; version: number };
type Detail = Row & { flow: { version: number; currentNode: string | null } | null; records: { action: string; actorName: string }[] };

describe('bank card changes (/changeBankCard)', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'sales' | 'sales2' | 'risk' | 'core' | 'finance', string>;
  let borrowerId = 0;

  const get = (who: string, url: string) => t.call({ method: 'GET', url, cookie: who });
  const post = (who: string, url: string, payload: object) => t.call({ method: 'POST', url, cookie: who, payload });
  const detail = async (id: number, who = c.sales) => (await get(who, `${C}/${id}`)).json().data as Detail;
  const newCard = async (cardNo: string) => {
    const res = await post(c.admin, '/api/v1/bankCard', {
      borrowerId,
      cardNo,
      accountName: '王建国',
      reservedMobile: '13912340001',
      status: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const apply = (cardId: number, newCardNo: string, who = c.sales) =>
    post(who, C, { cardId, newCardNo, accountName: '王建国', reservedMobile: '13912340001', reason: '原卡挂失' });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of [
      ['admin', ADMIN],
      ['sales', SALES],
      ['sales2', SALES2],
      ['risk', RISK],
      ['core', CORE],
      ['finance', FINANCE],
    ] as const) {
      c[k] = await t.login(m);
    }
    const { rows } = await t.database.executeSql(`select id from borrowers where name = '王建国'`);
    borrowerId = Number((rows as { id: number }[])[0]!.id);
  });
  afterAll(() => t.close());

  it('lists the demo applications in several statuses, in the data scope', async () => {
    const list = (await get(c.sales, `${C}/list?pageSize=100`)).json().data as { list: Row[]; total: number };
    expect(list.list.map((r) => r.status).sort()).toEqual([1, 2, 3]);
    expect(list.list.every((r) => /\*{4}/.test(r.newCardNoMasked))).toBe(true);
    expect((await get(c.sales2, `${C}/list`)).json().data.total).toBe(0);
    expect((await get(c.sales, `${C}/list?status=2`)).json().data.total).toBe(1);
    expect((await get(c.finance, `${C}/list`)).statusCode).toBe(403);
  });

  it('counts what waits for each node holder on the home badge', async () => {
    const badge = async (who: string) => (await get(who, '/api/v1/home/badges')).json().data['/changeBankCard'];
    expect(await badge(c.risk)).toBe(1); // the demo request awaiting risk review
    expect(await badge(c.core)).toBe(1); // the demo request risk passed
    expect(await badge(c.sales)).toBe(0);
  });

  it('refuses a bad application: bad number, unknown BIN, a card not in use, the same number, one already open', async () => {
    const cardId = await newCard(card('621226000011112222'));
    const refuse = async (newCardNo: string, status: number, msg: string, id = cardId) => {
      const res = await apply(id, newCardNo);
      expect([res.statusCode, res.json().msg]).toEqual([status, msg]);
    };
    await refuse('6212260000111122229', 400, '银行卡号校验位错误，请核对卡号');
    await refuse(card('999999000011112222'), 400, '未能按卡BIN识别发卡行，请先在卡BIN配置中添加');
    await refuse(card('621226000011112222'), 400, '新卡号与原卡号相同');
    const { rows } = await t.database.executeSql(`select id from bank_cards where status = 2 limit 1`);
    await refuse(card('621226000099990000'), 400, '只能变更使用中的银行卡', Number((rows as { id: number }[])[0]!.id));
    expect((await apply(cardId, card('622208000011113333'))).statusCode).toBe(200);
    await refuse(card('622208000011114444'), 409, '该银行卡已有进行中的变更申请');
    expect((await apply(cardId, card('622208000011115555'), c.sales2)).statusCode).toBe(404);
  });

  it('goes through risk and core review on the workflow engine, then is carried out: new card in use, old closed', async () => {
    const oldId = await newCard(card('621226000022223333'));
    const id = (await apply(oldId, card('955880000022224444'))).json().data.id as number;
    let d = await detail(id);
    expect(d).toMatchObject({ status: 1, newBankName: '中国工商银行', flow: { currentNode: 'risk' } });

    // Only the node's holder acts, at the version read; the applicant never approves.
    expect((await post(c.sales, `${C}/${id}/approve`, { flowVersion: d.flow!.version })).statusCode).toBe(403);
    expect((await post(c.core, `${C}/${id}/approve`, { flowVersion: d.flow!.version })).statusCode).toBe(403);
    const risk = await post(c.risk, `${C}/${id}/approve`, { flowVersion: d.flow!.version, comment: '资料齐全' });
    expect(risk.json()).toMatchObject({ code: 200, data: { status: 2 } });
    const stale = await post(c.core, `${C}/${id}/approve`, { flowVersion: d.flow!.version });
    expect(stale.statusCode).toBe(409);
    d = await detail(id);
    expect((await post(c.core, `${C}/${id}/execute`, { version: d.version })).statusCode).toBe(409); // not yet approved
    expect((await post(c.core, `${C}/${id}/approve`, { flowVersion: d.flow!.version })).json().data.status).toBe(4);

    d = await detail(id);
    expect((await post(c.risk, `${C}/${id}/execute`, { version: d.version })).statusCode).toBe(403); // core only
    const done = await post(c.core, `${C}/${id}/execute`, { version: d.version });
    expect(done.json()).toMatchObject({ code: 200, msg: '已执行换卡', data: { status: 6 } });
    expect((await post(c.core, `${C}/${id}/execute`, { version: d.version })).statusCode).toBe(409);
    const { rows } = await t.database.executeSql(
      `select id, status from bank_cards where borrower_id = ${borrowerId} and (id = ${oldId} or card_no like '955880%')`,
    );
    expect((rows as { id: number; status: number }[]).map((r) => [Number(r.id) === oldId ? 'old' : 'new', r.status]).sort()).toEqual([
      ['new', 1],
      ['old', 0],
    ]);
    expect((await detail(id)).records.map((r) => r.action)).toEqual(['submit', 'approve', 'approve']);
  });

  it('a rejection needs a reason and ends the application (3 at risk, 5 at core)', async () => {
    const atRisk = (await apply(await newCard(card('621226000033334444')), card('622208000033335555'))).json().data.id as number;
    const v = (await detail(atRisk)).flow!.version;
    expect((await post(c.risk, `${C}/${atRisk}/reject`, { flowVersion: v, comment: '' })).statusCode).toBe(400);
    expect((await post(c.risk, `${C}/${atRisk}/reject`, { flowVersion: v, comment: '户名不符' })).json().data.status).toBe(3);

    const atCore = (await apply(await newCard(card('621226000044445555')), card('622208000044446666'))).json().data.id as number;
    const v1 = (await detail(atCore)).flow!.version;
    const v2 = (await post(c.risk, `${C}/${atCore}/approve`, { flowVersion: v1 })).json().data.flowVersion as number;
    expect((await post(c.core, `${C}/${atCore}/reject`, { flowVersion: v2, comment: '卡片状态异常' })).json().data.status).toBe(5);
  });

  it('fails (7) with the reason when the new number is already the borrower card', async () => {
    const taken = card('622208000055556666');
    await newCard(taken);
    const id = (await apply(await newCard(card('621226000055557777')), taken)).json().data.id as number;
    const v1 = (await detail(id)).flow!.version;
    const v2 = (await post(c.risk, `${C}/${id}/approve`, { flowVersion: v1 })).json().data.flowVersion as number;
    await post(c.core, `${C}/${id}/approve`, { flowVersion: v2 });
    const res = await post(c.core, `${C}/${id}/execute`, { version: (await detail(id)).version });
    expect(res.json().data.status).toBe(7);
    expect(await detail(id)).toMatchObject({ status: 7, failureReason: 'bankCardTaken' });
  });
});
