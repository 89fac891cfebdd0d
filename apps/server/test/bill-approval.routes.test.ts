import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { AUDIT_API, BILL_API, type EndpointInput, HOME_API, message } from '@lc/shared';
import { attachRequiredDocuments, type billApi, billBody, finalTerms, openBillApp } from './bill-fixtures';
import { callerOf } from './helpers/as-user';
import { demoMobiles } from './helpers/demo-users';

const B = BILL_API.endpoints;
// DEMO_USERS' names: deptManager (1002) approves the VP node, risk (10) the supervisor, duplicate and final nodes.
const USERS = demoMobiles('admin', 'sales', 'sales2', 'salesSh', 'manager', 'deptManager', 'risk', 'riskStaff', 'finalReview');

describe('bill approval on the workflow engine', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c, USERS));
  });
  afterAll(() => t.close());

  /** The signed-in session of `who` (a key of USERS), calling through the contract. */
  const by = (who: string) => callerOf(t, c[who]!);
  const state = (id: number) => by('sales').call(B.detail, { params: { id } });
  const history = (id: number) => by('sales').call(B.records, { params: { id } });
  const INBOX = {
    manager: B.inboxManager,
    vp: B.inboxVp,
    supervisor: B.inboxSupervisor,
    duplicate: B.inboxDuplicate,
    document: B.inboxDocument,
    final: B.inboxFinal,
  };
  const inbox = (who: string, page: keyof typeof INBOX) => by(who).call(INBOX[page], { query: { pageSize: 100 } });

  it('goes manager → VP → supervisor → document review → final review, each in their own inbox, every transition recorded', async () => {
    const bill = await api.submitted(c.sales!);
    expect(bill.currentNode).toBe('manager');
    await attachRequiredDocuments(t, c.sales!, bill.id);
    const steps = [
      ['manager', 'manager', 'vp'],
      ['deptManager', 'vp', 'supervisor'],
      ['risk', 'supervisor', 'document'],
      ['riskStaff', 'document', 'final'],
      ['finalReview', 'final', null],
    ] as const;
    let version = bill.flowVersion;
    for (const [who, page, next] of steps) {
      expect((await inbox(who, page)).list.map((r) => r.id)).toContain(bill.id);
      // Not in the other pages' inboxes meanwhile.
      expect((await inbox('risk', page === 'supervisor' ? 'final' : 'supervisor')).list.map((r) => r.id)).not.toContain(bill.id);
      const res = await api.approve(c[who]!, bill.id, version, `${page} 同意`, page === 'final' ? finalTerms('1500000.00', 90) : undefined);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.currentNode).toBe(next);
      version = res.json().data.flowVersion;
    }
    expect(await state(bill.id)).toMatchObject({ status: 4, currentNode: null });
    const records = await history(bill.id);
    expect(records.map((r) => [r.action, r.fromNode, r.toNode])).toEqual([
      ['submit', null, 'manager'],
      ['approve', 'manager', 'vp'],
      ['approve', 'vp', 'supervisor'],
      ['approve', 'supervisor', 'document'],
      ['approve', 'document', 'final'],
      ['approve', 'final', null],
    ]);
    expect(records[1]).toMatchObject({ comment: 'manager 同意', actorName: expect.stringContaining('业务经理') });
    expect(records.at(-1)?.toStatus).toBe('approved');
    const audit = await by('admin').call(AUDIT_API.endpoints.list, { query: { entity: 'flow_instance' } });
    expect(audit.total).toBeGreaterThanOrEqual(6);
  });

  it('refuses a self-approval, and a node the actor does not hold', async () => {
    const own = await api.submitted(c.manager!);
    const res = await api.approve(c.manager!, own.id, own.flowVersion);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('不能审批自己发起的申请');
    expect((await inbox('manager', 'manager')).list.map((r) => r.id)).not.toContain(own.id);
    const other = await api.submitted(c.sales!);
    const wrong = await api.approve(c.deptManager!, other.id, other.flowVersion);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().msg).toBe('当前审批节点不属于您');
    expect((await state(other.id)).currentNode).toBe('manager');
  });

  it('50 concurrent approvals of one node: exactly one 200, 49 × 409 with a clear message', async () => {
    const bill = await api.submitted(c.sales!);
    const replies = await Promise.all(Array.from({ length: 50 }, () => api.approve(c.manager!, bill.id, bill.flowVersion)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(49);
    expect(replies.find((r) => r.statusCode === 409)!.json().msg).toBe('该单据已被他人处理，请刷新后查看最新状态');
    const records = await history(bill.id);
    expect(records.filter((r) => r.action === 'approve')).toHaveLength(1);
    expect((await state(bill.id)).currentNode).toBe('vp');
  });

  it('rejects back to an earlier node, then to the applicant, who edits and resubmits', async () => {
    const body = billBody();
    const made = (await api.create(c.sales!, body)).json().data;
    let v = (await api.submit(c.sales!, made.id, made.version)).json().data.flowVersion as number;
    v = (await api.approve(c.manager!, made.id, v)).json().data.flowVersion;
    v = (await api.approve(c.deptManager!, made.id, v)).json().data.flowVersion;
    // The supervisor may not send it forward or to itself, only back.
    expect((await api.reject(c.risk!, made.id, v, 'final')).statusCode).toBe(400);
    const back = await api.reject(c.risk!, made.id, v, 'manager', '请经理复核抵押率');
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ status: 1, currentNode: 'manager' });
    v = back.json().data.flowVersion;
    expect((await inbox('manager', 'manager')).list.map((r) => r.id)).toContain(made.id);
    const toApplicant = await api.reject(c.manager!, made.id, v, 'applicant', '补充收入证明');
    expect(toApplicant.json().data).toMatchObject({ status: 2, currentNode: null });
    // A reject needs a reason.
    expect((await by('manager').send(B.reject, { params: { id: made.id }, body: { flowVersion: 0, comment: ' ' } })).status).toBe(400);

    const { idempotencyKey: _k, ...fields } = body;
    const edited = await api.update(c.sales!, made.id, { ...fields, billNotes: '已补充收入证明', version: made.version + 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await api.submit(c.sales!, made.id, edited.json().data.version);
    expect(again.json().data.currentNode).toBe('manager');
    const records = await history(made.id);
    expect(records.map((r) => r.action)).toEqual(['submit', 'approve', 'approve', 'reject', 'reject', 'resubmit']);
    expect(records[3]).toMatchObject({ fromNode: 'supervisor', toNode: 'manager', comment: '请经理复核抵押率' });
  });

  it('sends a bill matching an open bill (ID card, mobile, certificate or address) to duplicate approval first', async () => {
    const first = billBody();
    const made = (await api.create(c.sales!, first)).json().data;
    await api.submit(c.sales!, made.id, made.version);
    const cases = [
      { idCard: first.idCard },
      { billCustomerMobile: first.billCustomerMobile },
      { mortgages: [{ ...billBody().mortgages[0], certNo: first.mortgages[0]!.certNo }] },
      { mortgages: [{ ...billBody().mortgages[0], addressDetails: ` ${first.mortgages[0]!.addressDetails} ` }] },
    ];
    for (const override of cases) {
      // Another group's salesperson may not read the first bill: told only that a duplicate exists elsewhere.
      const dup = await api.submitted(c.sales2!, override);
      expect(dup.currentNode).toBe('duplicate');
      expect(dup).toMatchObject({ duplicateOf: [], duplicateElsewhere: true });
      expect((await inbox('risk', 'duplicate')).list.map((r) => r.id)).toContain(dup.id);
      expect((await api.detail(c.risk!, dup.id)).json().data).toMatchObject({ duplicateOf: [made.billNo], duplicateElsewhere: false });
    }
    const clean = await api.submitted(c.sales2!);
    expect(clean.currentNode).toBe('manager');
    // After duplicate approval it joins the usual chain.
    const dup = await api.submitted(c.sales!, { idCard: first.idCard });
    const passed = await api.approve(c.risk!, dup.id, dup.flowVersion);
    expect(passed.json().data.currentNode).toBe('manager');
    expect((await api.detail(c.sales!, dup.id)).json().data).toMatchObject({
      duplicate: true,
      duplicateOf: expect.arrayContaining([made.billNo]),
    });
  });

  it('tells an applicant outside the matching bill’s scope only that a duplicate exists elsewhere and whom to ask', async () => {
    const salesSh = c.salesSh!;
    const first = billBody();
    const made = await by('sales').call(B.create, { body: first as EndpointInput<typeof B.create>['body'] });
    await api.submit(c.sales!, made.id, made.version);

    // In scope (the applicant's own open bill): the detailed reply, with the number.
    const own = await api.submitted(c.sales!, { idCard: first.idCard });
    expect(own).toMatchObject({ currentNode: 'duplicate', duplicateOf: [made.billNo], duplicateElsewhere: false });

    // Shanghai: the bill still goes to duplicate approval, but the reply names no bill, owner, area or id.
    const body = billBody({ idCard: first.idCard, billCustomerMobile: first.billCustomerMobile });
    const draft = await by('salesSh').call(B.create, { body: body as EndpointInput<typeof B.create>['body'] });
    const sent = await api.submit(salesSh, draft.id, draft.version);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      msg: `报单已提交审批；${message('duplicateElsewhere')}`,
      data: { currentNode: 'duplicate', duplicateOf: [], duplicateElsewhere: true },
    });
    const detail = (await api.detail(salesSh, draft.id)).json().data;
    expect(detail).toMatchObject({ duplicate: true, duplicateOf: [], duplicateElsewhere: true });
    for (const reply of [sent.body, JSON.stringify(detail)]) {
      expect(reply).not.toContain(made.billNo);
      expect(reply).not.toContain('BJ_11');
    }
    // The duplicate approver (every area) sees the numbers.
    expect((await inbox('risk', 'duplicate')).list.map((r) => r.id)).toContain(draft.id);
    expect((await api.detail(c.risk!, draft.id)).json().data.duplicateOf).toEqual(expect.arrayContaining([made.billNo]));
  });

  it('lets the applicant withdraw only before the next node acts, and nobody else', async () => {
    const a = await api.submitted(c.sales!);
    const notTheirs = await api.withdraw(c.manager!, a.id, a.flowVersion);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().msg).toBe('只有申请人可以执行此操作');
    const ok = await api.withdraw(c.sales!, a.id, a.flowVersion);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe(3);
    expect((await inbox('manager', 'manager')).list.map((r) => r.id)).not.toContain(a.id);
    // A withdrawn bill is the applicant's again: submitted anew, it starts from the first node.
    const { version } = await state(a.id);
    const again = await api.submit(c.sales!, a.id, version);
    expect(again.json().data.currentNode).toBe('manager');
    const actions = (await history(a.id)).map((r) => r.action);
    expect(actions).toEqual(['submit', 'withdraw', 'resubmit']);

    const b = await api.submitted(c.sales!);
    const acted = (await api.approve(c.manager!, b.id, b.flowVersion)).json().data.flowVersion as number;
    const late = await api.withdraw(c.sales!, b.id, acted);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('审批人已处理，不能撤回');
    expect((await api.withdraw(c.sales!, b.id, b.flowVersion)).statusCode).toBe(409);
  });

  it('bulk approve reports each item: passed, stale, not in scope', async () => {
    const x = await api.submitted(c.sales!);
    const y = await api.submitted(c.sales!);
    const theirs = await api.submitted(c.sales2!); // group 2: outside the group-1 manager's scope
    const res = await api.bulk(c.manager!, {
      action: 'approve',
      comment: '批量同意',
      items: [
        { id: x.id, flowVersion: x.flowVersion },
        { id: y.id, flowVersion: y.flowVersion + 5 },
        { id: theirs.id, flowVersion: theirs.flowVersion },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ succeeded: 1, failed: 2 });
    expect(data.results.map((r: { id: number; status: number }) => [r.id, r.status])).toEqual([
      [x.id, 200],
      [y.id, 409],
      [theirs.id, 404],
    ]);
    expect((await state(x.id)).currentNode).toBe('vp');
    expect((await state(y.id)).currentNode).toBe('manager');
    const rejected = await api.bulk(c.manager!, {
      action: 'reject',
      comment: '批量驳回',
      items: [{ id: y.id, flowVersion: y.flowVersion }],
    });
    expect(rejected.json().data.results[0]).toMatchObject({ ok: true });
    expect((await state(y.id)).status).toBe(2);
  });

  it('bulk approve never passes final review, which decides each loan’s terms (decision 0070); bulk reject still does', async () => {
    const atFinal = async () => {
      const b = await api.submitted(c.sales!);
      await attachRequiredDocuments(t, c.sales!, b.id);
      let v = b.flowVersion;
      for (const who of ['manager', 'deptManager', 'risk', 'riskStaff']) v = (await api.approve(c[who]!, b.id, v)).json().data.flowVersion;
      return { id: b.id, flowVersion: v };
    };
    const [x, y] = [await atFinal(), await atFinal()];
    const res = await api.bulk(c.finalReview!, { action: 'approve', comment: '批量同意', items: [x, y] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ succeeded: 0, failed: 2 });
    for (const r of res.json().data.results as { status: number; msg: string }[]) {
      expect([r.status, r.msg]).toEqual([400, message('billBulkFinalOneByOne')]);
    }
    expect([(await state(x.id)).currentNode, (await state(y.id)).status]).toEqual(['final', 1]);
    const rejected = await api.bulk(c.finalReview!, { action: 'reject', comment: '资料存疑', items: [x] });
    expect(rejected.json().data).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await state(x.id)).status).toBe(2);
  });

  it('flags a blacklisted borrower, who cannot pass final review', async () => {
    const flagged = await api.submitted(c.sales!, { billCustomerMobile: '13655550002' });
    expect(flagged.blacklisted).toBe(true);
    await attachRequiredDocuments(t, c.sales!, flagged.id);
    let v = flagged.flowVersion;
    for (const who of ['manager', 'deptManager', 'risk', 'riskStaff'])
      v = (await api.approve(c[who]!, flagged.id, v)).json().data.flowVersion;
    const finalList = (await inbox('finalReview', 'final')).list;
    expect(finalList.find((r) => r.id === flagged.id)?.blacklisted).toBe(true);
    const res = await api.approve(c.finalReview!, flagged.id, v);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('黑名单');
    expect((await state(flagged.id)).currentNode).toBe('final');
    // It can still be rejected.
    expect((await api.reject(c.finalReview!, flagged.id, v)).statusCode).toBe(200);
  });

  it('counts home badges per approval page for the signed-in approver', async () => {
    await api.submitted(c.sales!);
    const badges: Record<string, number> = await by('manager').call(HOME_API.endpoints.badges);
    const inboxTotal = (await inbox('manager', 'manager')).total;
    expect(badges['/billManage/billApproveYe']).toBe(inboxTotal);
    expect(inboxTotal).toBeGreaterThan(0);
    const salesBadges: Record<string, number> = await by('sales').call(HOME_API.endpoints.badges);
    expect(salesBadges['/billManage/billApproveYe']).toBeUndefined();
  });
});
