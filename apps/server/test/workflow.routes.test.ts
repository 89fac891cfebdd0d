import { DEFAULT_CHAINS } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const SALES = '13800000011';
type Chain = {
  process: string;
  nodes: { key: string; permission: string; minAmount?: string }[];
  version: number;
  updatedBy: string | null;
};

describe('approval chains (系统设置 › 审批节点设置)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN);
  });
  afterAll(() => t.close());

  const chains = async () => (await t.call({ method: 'GET', url: '/api/v1/workflow/chains', cookie: admin })).json().data as Chain[];
  const bill = async () => (await chains()).find((c) => c.process === 'bill')!;
  const save = (process: string, body: object, cookie = admin) =>
    t.call({ method: 'PUT', url: `/api/v1/workflow/chains/${process}`, payload: body, cookie });

  it('starts from the default chains', async () => {
    const chain = await bill();
    expect(chain.version).toBe(0);
    expect(chain.nodes.map((n) => n.key)).toEqual(DEFAULT_CHAINS.bill.nodes.map((n) => n.key));
  });

  it('saves an ordered chain with an amount threshold, audited, with the editor named', async () => {
    const nodes = [
      ...DEFAULT_CHAINS.bill.nodes.slice(0, 2),
      {
        key: 'big',
        title: { 'zh-CN': '大额审批', 'en-US': 'Large amounts' },
        permission: 'bill_approve_supervisor',
        minAmount: '5000000.00',
      },
      ...DEFAULT_CHAINS.bill.nodes.slice(2),
    ];
    const res = await save('bill', { nodes, version: 0 });
    expect(res.statusCode).toBe(200);
    const chain = await bill();
    expect(chain).toMatchObject({ version: 1, updatedBy: '系统管理员' });
    expect(chain.nodes.map((n) => n.key)).toEqual(['manager', 'vp', 'big', 'supervisor', 'document', 'final']);
    expect(chain.nodes[2]?.minAmount).toBe('5000000.00');
    const audit = (await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=approval_chain', cookie: admin })).json().data.list;
    expect(audit[0]).toMatchObject({ entityId: 'bill', action: 'update' });
  });

  it('a stale version gets 409 and changes nothing', async () => {
    const res = await save('bill', { nodes: DEFAULT_CHAINS.bill.nodes, version: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('已被他人修改');
    expect((await bill()).nodes).toHaveLength(6);
  });

  it.each([
    [{ nodes: [], version: 1 }, '至少需要一个审批节点'],
    [{ nodes: [DEFAULT_CHAINS.bill.nodes[0], DEFAULT_CHAINS.bill.nodes[0]], version: 1 }, '节点标识不能重复'],
    [{ nodes: [{ ...DEFAULT_CHAINS.bill.nodes[0], minAmount: '12.345' }], version: 1 }, '金额门槛'],
    [{ nodes: [{ ...DEFAULT_CHAINS.bill.nodes[0], permission: 'no_such_code' }], version: 1 }, '审批权限不存在'],
  ])('refuses bad input with a clear message (%#)', async (body, message) => {
    const res = await save('bill', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
    expect((await bill()).version).toBe(1);
  });

  it('an unknown process is 404; a user without the page permission gets 403', async () => {
    expect((await save('nothing', { nodes: DEFAULT_CHAINS.bill.nodes, version: 0 })).statusCode).toBe(404);
    const sales = await t.login(SALES);
    expect((await t.call({ method: 'GET', url: '/api/v1/workflow/chains', cookie: sales })).statusCode).toBe(403);
    expect((await save('bill', { nodes: DEFAULT_CHAINS.bill.nodes, version: 1 }, sales)).statusCode).toBe(403);
  });
});
