import { ACCESS_API, AUDIT_API, type EndpointInput, FIVE_LEVEL_API, HOME_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const F = FIVE_LEVEL_API.endpoints;
type ChangeInput = EndpointInput<typeof F.changeLevel>['body'];

describe('five-level classification (/borrowManage/assetLevelList)', () => {
  let t: TestApp;
  // afterLoan (role 41): five_level_manage, Beijing; risk (role 10): five_level_manage and five_level_approve, all;
  // sales (role 11): owns the demo loans, five_level_manage granted below; sales2 (role 11, group 2): none of the
  // demo loans; financeHead (role 20): neither permission.
  let c: Record<'admin' | 'afterLoan' | 'risk' | 'sales' | 'sales2' | 'financeHead', Caller>;
  const ids = new Map<string, number>();

  const loans = (who: Caller, query: EndpointInput<typeof F.loanList>['query'] = {}) =>
    who.call(F.loanList, { query: { pageSize: 100, ...query } });
  const loan = (who: Caller, id: number) => who.send(F.loanDetail, { params: { id } });
  // Requests the contract refuses on purpose (no reason, a level out of range) are cast where they are made.
  const request = (who: Caller, body: ChangeInput) => who.send(F.changeLevel, { body });
  const records = (who: Caller, body: EndpointInput<typeof F.changeRecords>['body'] = {}) => who.send(F.changeRecords, { body });
  const decide = (who: Caller, id: number, action: 'approve' | 'reject', body: { comment?: string } = {}) =>
    who.send(F[action], { params: { id }, body: body as never });
  const billOf = (name: string) => ids.get(name)!;
  const levelOf = async (name: string) => (await loans(c.risk)).list.find((l) => l.customerName === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await as(t, 'admin');
    // Salespeople see the loans of their own scope once they hold the page (granted before they sign in).
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'five_level_manage'];
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 11 }, body: { codes } });
    c = await asEach(t, 'admin', 'afterLoan', 'risk', 'sales', 'sales2', 'financeHead');
    const { rows } = await t.database.executeSql(`select id, bill_customer_name as name from bills`);
    for (const r of rows as { id: number; name: string }[]) ids.set(r.name, Number(r.id));
  });
  afterAll(() => t.close());

  it('lists the loans (final review passed) with their level and pending change, in the data scope', async () => {
    const all = await loans(c.afterLoan);
    expect(all.list.map((l) => [l.customerName, l.level, l.pendingToLevel]).sort()).toEqual([
      ['周明', 1, 2],
      ['宋佳', 1, null], // the contract-to-archive chain's bill (final review passed, not yet granted)
      ['林海', 2, null],
      ['罗静', 1, null],
      ['韩磊', 1, null],
      ['高峰', 3, null],
    ]);
    expect(all.total).toBe(6);
    expect((await loans(c.afterLoan, { level: 3 })).list.map((l) => l.customerName)).toEqual(['高峰']);
    expect((await loans(c.afterLoan, { level: 1 })).total).toBe(4);
    expect((await loans(c.afterLoan, { keyword: '林' })).list.map((l) => l.customerName)).toEqual(['林海']);
    expect((await loans(c.sales)).total).toBe(6);
    expect((await loans(c.sales2)).total).toBe(0);
    const bad = await c.afterLoan.send(F.loanList, { query: { level: 6 } as never });
    expect([bad.status, bad.body.msg]).toEqual([400, '五级分类不存在']);
  });

  it('shows a loan with its change records, newest first; out of scope or not a loan is 404', async () => {
    const res = await loan(c.afterLoan, billOf('林海'));
    expect(res.status, res.body.msg).toBe(200);
    const changes = res.reply!.changes;
    expect(changes.map((x) => [x.fromLevel, x.toLevel, x.status, x.decisionComment])).toEqual([
      [2, 3, 3, '已还清逾期款项，维持关注'],
      [1, 2, 2, '同意'],
    ]);
    expect((await loan(c.sales2, billOf('林海'))).status).toBe(404);
    expect((await loan(c.afterLoan, billOf('王建国'))).status).toBe(404); // a draft bill
  });

  it('refuses bad requests: same level, unknown level, no reason, one already pending, not a loan', async () => {
    // Some of these the contract refuses on purpose (a level out of range, a blank reason): cast.
    const ask = async (payload: object, status: number, msg: string, who = c.afterLoan) => {
      const res = await request(who, payload as ChangeInput);
      expect([res.status, res.body.msg]).toEqual([status, msg]);
    };
    await ask({ billId: billOf('林海'), toLevel: 2, reason: '维持' }, 400, '新分类与当前分类相同');
    await ask({ billId: billOf('林海'), toLevel: 6, reason: '无' }, 400, '五级分类不存在');
    await ask({ billId: billOf('林海'), toLevel: 3, reason: '  ' }, 400, '此项不能为空');
    await ask({ billId: billOf('周明'), toLevel: 3, reason: '再降' }, 409, '该借款已有待审批的分类变更');
    await ask({ billId: billOf('王建国'), toLevel: 2, reason: '草稿' }, 404, '借款不存在或不在您的数据范围内');
    await ask({ billId: billOf('林海'), toLevel: 3, reason: '越权' }, 404, '借款不存在或不在您的数据范围内', c.sales2);
  });

  it('a request waits for the director, who approves it: the level moves, both audited', async () => {
    const asked = await request(c.afterLoan, { billId: billOf('罗静'), toLevel: 4, reason: '借款人失联' });
    expect(asked.body).toMatchObject({ code: 200, msg: '已提交审批' });
    const id = asked.reply!.id;
    expect(await levelOf('罗静')).toMatchObject({ level: 1, pendingToLevel: 4 });
    // The applicant cannot decide (no five_level_approve), nor can anyone their own request.
    expect((await decide(c.afterLoan, id, 'approve')).status).toBe(403);
    const own = (await request(c.risk, { billId: billOf('高峰'), toLevel: 4, reason: '抵押物查封' })).reply!.id;
    const refused = await decide(c.risk, own, 'approve');
    expect([refused.status, refused.body.msg]).toEqual([403, '不能审批自己发起的申请']);

    const done = await decide(c.risk, id, 'approve', { comment: '同意列入可疑' });
    expect(done.body).toMatchObject({ code: 200, msg: '已通过' });
    expect(await levelOf('罗静')).toMatchObject({ level: 4, pendingToLevel: null });
    const again = await decide(c.risk, id, 'reject', { comment: '撤销' });
    expect([again.status, again.body.msg]).toEqual([409, '该申请已被处理，请刷新后查看']);

    const audit = async (entity: string) => (await c.admin.call(AUDIT_API.endpoints.list, { query: { entity, pageSize: 100 } })).list;
    expect((await audit('loan_five_level'))[0]).toMatchObject({
      action: 'update',
      entityId: String(billOf('罗静')),
      before: { level: 1 },
      after: { level: 4 },
    });
    expect((await audit('five_level_change')).filter((e) => e.entityId === String(id)).map((e) => e.action)).toEqual(['approve', 'create']);
  });

  it('a rejection needs a reason and leaves the level; of an approval and a rejection at once one wins', async () => {
    const pending = (await records(c.afterLoan, { billId: billOf('周明'), status: 1 })).reply!.list[0]!;
    const blank = await decide(c.risk, pending.id, 'reject', { comment: '' });
    expect([blank.status, blank.body.msg]).toEqual([400, '此项不能为空']);
    const both = await Promise.all([decide(c.risk, pending.id, 'approve'), decide(c.risk, pending.id, 'reject', { comment: '不同意' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await levelOf('周明');
    const decided = (await loan(c.afterLoan, billOf('周明'))).reply!.changes[0]!;
    expect(after.pendingToLevel).toBeNull();
    expect(after.level).toBe(decided.status === 2 ? 2 : 1);
    expect(decided.decidedByName).toBe('风控部门总监（演示）');
  });

  it('lists the change records in scope, filtered by status', async () => {
    const res = await records(c.afterLoan, { pageSize: 100 });
    expect(res.status, res.body.msg).toBe(200);
    const list = res.reply!.list;
    expect(list.length).toBeGreaterThanOrEqual(7);
    const pendingOnly = (await records(c.afterLoan, { status: 1 })).reply!.list;
    expect(pendingOnly.every((x) => x.status === 1)).toBe(true);
    expect((await records(c.sales2)).reply!.total).toBe(0);
    expect((await records(c.afterLoan, { status: 7 })).status).toBe(400);
  });

  it("counts the requests waiting for the approver on the home badge, never the approver's own", async () => {
    const badges = (who: Caller) => who.call(HOME_API.endpoints.badges);
    expect((await request(c.afterLoan, { billId: billOf('林海'), toLevel: 4, reason: '再次逾期' })).status).toBe(200);
    const waiting = (await records(c.risk, { status: 1, pageSize: 100 })).reply!.list.filter(
      (x) => x.applicantName !== '风控部门总监（演示）',
    );
    expect(waiting).toHaveLength(1);
    expect((await badges(c.risk))['/borrowManage/assetLevelList']).toBe(1);
    expect(await badges(c.afterLoan)).not.toHaveProperty('/borrowManage/assetLevelList');
  });

  it('refuses staff without five_level_manage (403)', async () => {
    expect((await c.financeHead.send(F.loanList, { query: {} })).status).toBe(403);
    expect((await records(c.financeHead)).status).toBe(403);
    expect((await request(c.financeHead, { billId: 1, toLevel: 2, reason: 'x' })).status).toBe(403);
    expect((await decide(c.financeHead, 1, 'approve')).status).toBe(403);
  });
});
