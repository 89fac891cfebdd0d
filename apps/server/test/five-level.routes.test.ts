import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const AFTER_LOAN = '13800000041'; // role 41: five_level_manage, Beijing
const DIRECTOR = '13800000010'; // role 10: five_level_manage and five_level_approve, all
const SALES = '13800000011'; // role 11: owns the demo loans; five_level_manage granted below
const SALES2 = '13800000111'; // role 11, group 2: none of the demo loans
const FINANCE = '13800000020'; // role 20: neither permission
const B = '/api/bill/v1/five_level';

type Loan = { billId: number; billNo: string; customerName: string; level: number; pendingToLevel: number | null };
type Change = {
  id: number;
  billId: number;
  fromLevel: number;
  toLevel: number;
  status: number;
  decidedByName: string | null;
  decisionComment: string | null;
};

describe('five-level classification (/borrowManage/assetLevelList)', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'afterLoan' | 'director' | 'sales' | 'sales2' | 'finance', string>;
  const ids = new Map<string, number>();

  const loans = async (who: string, query = '') => {
    const res = await t.call({ method: 'GET', url: `${B}/loans?pageSize=100${query}`, cookie: who });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Loan[]; total: number };
  };
  const loan = (who: string, id: number) => t.call({ method: 'GET', url: `${B}/loans/${id}`, cookie: who });
  const request = (who: string, payload: object) => t.call({ method: 'POST', url: `${B}/change_bill_five_level`, cookie: who, payload });
  const records = (who: string, payload: object = {}) => t.call({ method: 'POST', url: `${B}/change_records`, cookie: who, payload });
  const decide = (who: string, id: number, action: 'approve' | 'reject', payload: object = {}) =>
    t.call({ method: 'POST', url: `${B}/change_records/${id}/${action}`, cookie: who, payload });
  const levelOf = async (name: string) => (await loans(c.director)).list.find((l) => l.customerName === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    c.admin = await t.login(ADMIN);
    // Salespeople see the loans of their own scope once they hold the page.
    const roles = (await t.call({ method: 'GET', url: '/api/v1/admin/roles', cookie: c.admin })).json().data.roles as {
      id: number;
      codes: string[];
    }[];
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'five_level_manage'];
    expect((await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: c.admin, payload: { codes } })).statusCode).toBe(
      200,
    );
    for (const [k, m] of [
      ['afterLoan', AFTER_LOAN],
      ['director', DIRECTOR],
      ['sales', SALES],
      ['sales2', SALES2],
      ['finance', FINANCE],
    ] as const) {
      c[k] = await t.login(m);
    }
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
    expect((await loans(c.afterLoan, '&level=3')).list.map((l) => l.customerName)).toEqual(['高峰']);
    expect((await loans(c.afterLoan, '&level=1')).total).toBe(4);
    expect((await loans(c.afterLoan, `&keyword=${encodeURIComponent('林')}`)).list.map((l) => l.customerName)).toEqual(['林海']);
    expect((await loans(c.sales)).total).toBe(6);
    expect((await loans(c.sales2)).total).toBe(0);
    const bad = await t.call({ method: 'GET', url: `${B}/loans?level=6`, cookie: c.afterLoan });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, '五级分类不存在']);
  });

  it('shows a loan with its change records, newest first; out of scope or not a loan is 404', async () => {
    const res = await loan(c.afterLoan, ids.get('林海')!);
    expect(res.statusCode, res.body).toBe(200);
    const changes = res.json().data.changes as Change[];
    expect(changes.map((x) => [x.fromLevel, x.toLevel, x.status, x.decisionComment])).toEqual([
      [2, 3, 3, '已还清逾期款项，维持关注'],
      [1, 2, 2, '同意'],
    ]);
    expect((await loan(c.sales2, ids.get('林海')!)).statusCode).toBe(404);
    expect((await loan(c.afterLoan, ids.get('王建国')!)).statusCode).toBe(404); // a draft bill
  });

  it('refuses bad requests: same level, unknown level, no reason, one already pending, not a loan', async () => {
    const ask = async (payload: object, status: number, msg: string, who = c.afterLoan) => {
      const res = await request(who, payload);
      expect([res.statusCode, res.json().msg]).toEqual([status, msg]);
    };
    await ask({ billId: ids.get('林海'), toLevel: 2, reason: '维持' }, 400, '新分类与当前分类相同');
    await ask({ billId: ids.get('林海'), toLevel: 6, reason: '无' }, 400, '五级分类不存在');
    await ask({ billId: ids.get('林海'), toLevel: 3, reason: '  ' }, 400, '此项不能为空');
    await ask({ billId: ids.get('周明'), toLevel: 3, reason: '再降' }, 409, '该借款已有待审批的分类变更');
    await ask({ billId: ids.get('王建国'), toLevel: 2, reason: '草稿' }, 404, '借款不存在或不在您的数据范围内');
    await ask({ billId: ids.get('林海'), toLevel: 3, reason: '越权' }, 404, '借款不存在或不在您的数据范围内', c.sales2);
  });

  it('a request waits for the director, who approves it: the level moves, both audited', async () => {
    const asked = await request(c.afterLoan, { billId: ids.get('罗静'), toLevel: 4, reason: '借款人失联' });
    expect(asked.json()).toMatchObject({ code: 200, msg: '已提交审批' });
    const id = asked.json().data.id as number;
    expect(await levelOf('罗静')).toMatchObject({ level: 1, pendingToLevel: 4 });
    // The applicant cannot decide (no five_level_approve), nor can anyone their own request.
    expect((await decide(c.afterLoan, id, 'approve')).statusCode).toBe(403);
    const own = (await request(c.director, { billId: ids.get('高峰'), toLevel: 4, reason: '抵押物查封' })).json().data.id as number;
    const refused = await decide(c.director, own, 'approve');
    expect([refused.statusCode, refused.json().msg]).toEqual([403, '不能审批自己发起的申请']);

    const done = await decide(c.director, id, 'approve', { comment: '同意列入可疑' });
    expect(done.json()).toMatchObject({ code: 200, msg: '已通过' });
    expect(await levelOf('罗静')).toMatchObject({ level: 4, pendingToLevel: null });
    const again = await decide(c.director, id, 'reject', { comment: '撤销' });
    expect([again.statusCode, again.json().msg]).toEqual([409, '该申请已被处理，请刷新后查看']);

    const audit = async (entity: string) =>
      (await t.call({ method: 'GET', url: `/api/v1/admin/audit?entity=${entity}&pageSize=100`, cookie: c.admin })).json().data.list as {
        action: string;
        entityId: string;
        before: unknown;
        after: unknown;
      }[];
    expect((await audit('loan_five_level'))[0]).toMatchObject({
      action: 'update',
      entityId: String(ids.get('罗静')),
      before: { level: 1 },
      after: { level: 4 },
    });
    expect((await audit('five_level_change')).filter((e) => e.entityId === String(id)).map((e) => e.action)).toEqual(['approve', 'create']);
  });

  it('a rejection needs a reason and leaves the level; of an approval and a rejection at once one wins', async () => {
    const pending = ((await records(c.afterLoan, { billId: ids.get('周明'), status: 1 })).json().data.list as Change[])[0]!;
    const blank = await decide(c.director, pending.id, 'reject', { comment: '' });
    expect([blank.statusCode, blank.json().msg]).toEqual([400, '此项不能为空']);
    const both = await Promise.all([
      decide(c.director, pending.id, 'approve'),
      decide(c.director, pending.id, 'reject', { comment: '不同意' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await levelOf('周明');
    const decided = ((await loan(c.afterLoan, ids.get('周明')!)).json().data.changes as Change[])[0]!;
    expect(after.pendingToLevel).toBeNull();
    expect(after.level).toBe(decided.status === 2 ? 2 : 1);
    expect(decided.decidedByName).toBe('风控部门总监（演示）');
  });

  it('lists the change records in scope, filtered by status', async () => {
    const res = await records(c.afterLoan, { pageSize: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as Change[];
    expect(list.length).toBeGreaterThanOrEqual(7);
    const pendingOnly = (await records(c.afterLoan, { status: 1 })).json().data.list as Change[];
    expect(pendingOnly.every((x) => x.status === 1)).toBe(true);
    expect((await records(c.sales2)).json().data.total).toBe(0);
    expect((await records(c.afterLoan, { status: 7 })).statusCode).toBe(400);
  });

  it("counts the requests waiting for the approver on the home badge, never the approver's own", async () => {
    const badges = async (who: string) => (await t.call({ method: 'GET', url: '/api/v1/home/badges', cookie: who })).json().data;
    expect((await request(c.afterLoan, { billId: ids.get('林海'), toLevel: 4, reason: '再次逾期' })).statusCode).toBe(200);
    const waiting = (
      (await records(c.director, { status: 1, pageSize: 100 })).json().data.list as (Change & { applicantName: string })[]
    ).filter((x) => x.applicantName !== '风控部门总监（演示）');
    expect(waiting).toHaveLength(1);
    expect((await badges(c.director))['/borrowManage/assetLevelList']).toBe(1);
    expect(await badges(c.afterLoan)).not.toHaveProperty('/borrowManage/assetLevelList');
  });

  it('refuses staff without five_level_manage (403)', async () => {
    expect((await t.call({ method: 'GET', url: `${B}/loans`, cookie: c.finance })).statusCode).toBe(403);
    expect((await records(c.finance)).statusCode).toBe(403);
    expect((await request(c.finance, { billId: 1, toLevel: 2, reason: 'x' })).statusCode).toBe(403);
    expect((await decide(c.finance, 1, 'approve')).statusCode).toBe(403);
  });
});
