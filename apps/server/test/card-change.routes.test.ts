import { BANK_CARD_API, CARD_CHANGE_API, type EndpointInput, HOME_API, luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const C = CARD_CHANGE_API.endpoints;
const card = (payload: string) => payload + luhnCheckDigit(payload);

describe('bank card changes (/changeBankCard)', () => {
  let t: TestApp;
  // sales (role 11): change_bank_card over own borrowers' cards; sales2 (role 11, another group): none of them;
  // risk (role 10): the risk node; coreOps (role 92): the core node, and carries changes out; financeHead (role 20):
  // no change_bank_card.
  let c: Record<'admin' | 'sales' | 'sales2' | 'risk' | 'coreOps' | 'financeHead', Caller>;
  let borrowerId = 0;

  const detail = (id: number, who = c.sales) => who.call(C.detail, { params: { id } });
  const list = (who: Caller, query: EndpointInput<typeof C.list>['query'] = {}) => who.send(C.list, { query });
  const newCard = async (cardNo: string) =>
    (
      await c.admin.call(BANK_CARD_API.endpoints.cardCreate, {
        body: { borrowerId, cardNo, accountName: '王建国', reservedMobile: '13912340001', status: 1 },
      })
    ).id;
  const apply = (cardId: number, newCardNo: string, who = c.sales) =>
    who.send(C.apply, { body: { cardId, newCardNo, accountName: '王建国', reservedMobile: '13912340001', reason: '原卡挂失' } });
  // A rejection without a comment is sent on purpose (the server must refuse it): the body is cast.
  const act = (who: Caller, action: 'approve' | 'reject' | 'execute', id: number, body: object) =>
    who.send(C[action], { params: { id }, body: body as never });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'sales', 'sales2', 'risk', 'coreOps', 'financeHead');
    const { rows } = await t.database.executeSql(`select id from borrowers where name = '王建国'`);
    borrowerId = Number((rows as { id: number }[])[0]!.id);
  });
  afterAll(() => t.close());

  it('lists the demo applications in several statuses, in the data scope', async () => {
    const page = (await list(c.sales, { pageSize: 100 })).reply!;
    expect(page.list.map((r) => r.status).sort()).toEqual([1, 2, 3]);
    expect(page.list.every((r) => /\*{4}/.test(r.newCardNoMasked))).toBe(true);
    expect((await list(c.sales2)).reply!.total).toBe(0);
    expect((await list(c.sales, { status: 2 })).reply!.total).toBe(1);
    expect((await list(c.financeHead)).status).toBe(403);
  });

  it('counts what waits for each node holder on the home badge', async () => {
    const badge = async (who: Caller) => (await who.call(HOME_API.endpoints.badges))['/changeBankCard'];
    expect(await badge(c.risk)).toBe(1); // the demo request awaiting risk review
    expect(await badge(c.coreOps)).toBe(1); // the demo request risk passed
    expect(await badge(c.sales)).toBe(0);
  });

  it('refuses a bad application: bad number, unknown BIN, a card not in use, the same number, one already open', async () => {
    const cardId = await newCard(card('621226000011112222'));
    const refuse = async (newCardNo: string, status: number, msg: string, id = cardId) => {
      const res = await apply(id, newCardNo);
      expect([res.status, res.body.msg]).toEqual([status, msg]);
    };
    await refuse('6212260000111122229', 400, '银行卡号校验位错误，请核对卡号');
    await refuse(card('999999000011112222'), 400, '未能按卡BIN识别发卡行，请先在卡BIN配置中添加');
    await refuse(card('621226000011112222'), 400, '新卡号与原卡号相同');
    const { rows } = await t.database.executeSql(`select id from bank_cards where status = 2 limit 1`);
    await refuse(card('621226000099990000'), 400, '只能变更使用中的银行卡', Number((rows as { id: number }[])[0]!.id));
    expect((await apply(cardId, card('622208000011113333'))).status).toBe(200);
    await refuse(card('622208000011114444'), 409, '该银行卡已有进行中的变更申请');
    expect((await apply(cardId, card('622208000011115555'), c.sales2)).status).toBe(404);
  });

  it('goes through risk and core review on the workflow engine, then is carried out: new card in use, old closed', async () => {
    const oldId = await newCard(card('621226000022223333'));
    const id = (await apply(oldId, card('955880000022224444'))).reply!.id;
    let d = await detail(id);
    expect(d).toMatchObject({ status: 1, newBankName: '中国工商银行', flow: { currentNode: 'risk' } });

    // Only the node's holder acts, at the version read; the applicant never approves.
    expect((await act(c.sales, 'approve', id, { flowVersion: d.flow!.version })).status).toBe(403);
    expect((await act(c.coreOps, 'approve', id, { flowVersion: d.flow!.version })).status).toBe(403);
    const risk = await act(c.risk, 'approve', id, { flowVersion: d.flow!.version, comment: '资料齐全' });
    expect(risk.body).toMatchObject({ code: 200, data: { status: 2 } });
    const stale = await act(c.coreOps, 'approve', id, { flowVersion: d.flow!.version });
    expect(stale.status).toBe(409);
    d = await detail(id);
    expect((await act(c.coreOps, 'execute', id, { version: d.version })).status).toBe(409); // not yet approved
    expect((await act(c.coreOps, 'approve', id, { flowVersion: d.flow!.version })).reply!.status).toBe(4);

    d = await detail(id);
    expect((await act(c.risk, 'execute', id, { version: d.version })).status).toBe(403); // core only
    const done = await act(c.coreOps, 'execute', id, { version: d.version });
    expect(done.body).toMatchObject({ code: 200, msg: '已执行换卡', data: { status: 6 } });
    expect((await act(c.coreOps, 'execute', id, { version: d.version })).status).toBe(409);
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
    const atRisk = (await apply(await newCard(card('621226000033334444')), card('622208000033335555'))).reply!.id;
    const v = (await detail(atRisk)).flow!.version;
    expect((await act(c.risk, 'reject', atRisk, { flowVersion: v, comment: '' })).status).toBe(400);
    expect((await act(c.risk, 'reject', atRisk, { flowVersion: v, comment: '户名不符' })).reply!.status).toBe(3);

    const atCore = (await apply(await newCard(card('621226000044445555')), card('622208000044446666'))).reply!.id;
    const v1 = (await detail(atCore)).flow!.version;
    const v2 = (await c.risk.call(C.approve, { params: { id: atCore }, body: { flowVersion: v1 } })).flowVersion;
    expect((await act(c.coreOps, 'reject', atCore, { flowVersion: v2, comment: '卡片状态异常' })).reply!.status).toBe(5);
  });

  it('fails (7) with the reason when the new number is already the borrower card', async () => {
    const taken = card('622208000055556666');
    await newCard(taken);
    const id = (await apply(await newCard(card('621226000055557777')), taken)).reply!.id;
    const v1 = (await detail(id)).flow!.version;
    const v2 = (await c.risk.call(C.approve, { params: { id: id }, body: { flowVersion: v1 } })).flowVersion;
    await act(c.coreOps, 'approve', id, { flowVersion: v2 });
    const res = await act(c.coreOps, 'execute', id, { version: (await detail(id)).version });
    expect(res.reply!.status).toBe(7);
    expect(await detail(id)).toMatchObject({ status: 7, failureReason: 'bankCardTaken' });
  });
});
