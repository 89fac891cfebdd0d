import { AUDIT_API, DEFAULT_CHAINS, WORKFLOW_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const W = WORKFLOW_API.endpoints;

describe('approval chains (系统设置 › 审批节点设置)', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
  });
  afterAll(() => t.close());

  const chains = () => admin.call(W.chains);
  const bill = async () => (await chains()).find((c) => c.process === 'bill')!;
  // Some bodies break the contract on purpose (no nodes, a bad amount), and 'nothing' is no process: both cast.
  const save = (process: string, body: object, who = admin) => who.send(W.saveChain, { params: { process } as never, body: body as never });

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
    expect(res.status).toBe(200);
    const chain = await bill();
    expect(chain).toMatchObject({ version: 1, updatedBy: '系统管理员' });
    expect(chain.nodes.map((n) => n.key)).toEqual(['manager', 'vp', 'big', 'supervisor', 'document', 'final']);
    expect(chain.nodes[2]?.minAmount).toBe('5000000.00');
    const audit = (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'approval_chain' } })).list;
    expect(audit[0]).toMatchObject({ entityId: 'bill', action: 'update' });
  });

  it('a stale version gets 409 and changes nothing', async () => {
    const res = await save('bill', { nodes: DEFAULT_CHAINS.bill.nodes, version: 0 });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('已被他人修改');
    expect((await bill()).nodes).toHaveLength(6);
  });

  it.each([
    [{ nodes: [], version: 1 }, '至少需要一个审批节点'],
    [{ nodes: [DEFAULT_CHAINS.bill.nodes[0], DEFAULT_CHAINS.bill.nodes[0]], version: 1 }, '节点标识不能重复'],
    [{ nodes: [{ ...DEFAULT_CHAINS.bill.nodes[0], minAmount: '12.345' }], version: 1 }, '金额门槛'],
    [{ nodes: [{ ...DEFAULT_CHAINS.bill.nodes[0], permission: 'no_such_code' }], version: 1 }, '审批权限不存在'],
  ])('refuses bad input with a clear message (%#)', async (body, message) => {
    const res = await save('bill', body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(message);
    expect((await bill()).version).toBe(1);
  });

  it('an unknown process is 404; a user without the page permission gets 403', async () => {
    expect((await save('nothing', { nodes: DEFAULT_CHAINS.bill.nodes, version: 0 })).status).toBe(404);
    const sales = await as(t, 'sales');
    expect((await sales.send(W.chains)).status).toBe(403);
    expect((await save('bill', { nodes: DEFAULT_CHAINS.bill.nodes, version: 1 }, sales)).status).toBe(403);
  });
});
