import { AUDIT_API, BILL_API, BORROWER_API, type EndpointInput, idCardCheckChar } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { type billApi, billBody, openBillApp } from './bill-fixtures';
import { callerOf } from './helpers/as-user';

/** The demo borrower 王建国 (borrower.seed.ts), brought by the Beijing group-1 salesperson. */
const DEMO_ID = `11010519780512301${idCardCheckChar('11010519780512301')}`;

type BillBody = EndpointInput<typeof BILL_API.endpoints.create>['body'];

describe('bills and borrowers are linked (issue 14, item 3)', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c));
  });
  afterAll(() => t.close());

  const borrowersBy = (cookie: string, keyword: string) => callerOf(t, cookie).call(BORROWER_API.endpoints.list, { query: { keyword } });
  const borrowerAudits = async () =>
    (await callerOf(t, c.admin!).call(AUDIT_API.endpoints.list, { query: { entity: 'borrower', action: 'create', pageSize: 100 } })).list;

  it("makes a new customer a borrower of the bill's salesperson, audited, and links a second bill to the same one", async () => {
    const body = billBody({ billCustomerName: '钱多多' });
    const made = await api.create(c.sales!, body);
    expect(made.statusCode).toBe(200);
    const found = await borrowersBy(c.sales!, body.idCard);
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({ name: '钱多多' });
    const borrowerId = found.list[0]!.id;
    const audit = (await borrowerAudits()).find((a) => a.entityId === String(borrowerId));
    // Audited like any write, with the personal numbers masked.
    expect(audit?.after).toMatchObject({ name: '钱多多', from: 'bill' });
    expect(JSON.stringify(audit)).not.toContain(body.idCard);

    const again = await api.create(c.sales!, billBody({ idCard: body.idCard, billCustomerMobile: body.billCustomerMobile }));
    expect(again.statusCode).toBe(200);
    expect((await borrowersBy(c.sales!, body.idCard)).total).toBe(1);
    expect((await borrowerAudits()).filter((a) => a.entityId === String(borrowerId))).toHaveLength(1);
  });

  it('links a bill to the borrower already holding the ID number, even one another salesperson brought', async () => {
    const before = (await borrowerAudits()).length;
    const made = await api.create(c.sales2!, billBody({ idCard: DEMO_ID, billCustomerName: '王建国' }));
    expect(made.statusCode).toBe(200);
    expect((await borrowerAudits()).length).toBe(before);
    // Still the one demo borrower, and still not in the other salesperson's scope.
    expect((await borrowersBy(c.sales!, DEMO_ID)).total).toBe(1);
    expect((await borrowersBy(c.sales2!, DEMO_ID)).total).toBe(0);
  });

  it('an edit to another ID number links the bill to that borrower', async () => {
    const made = await callerOf(t, c.sales!).call(BILL_API.endpoints.create, { body: billBody() as BillBody });
    const moved = billBody({ billCustomerName: '孙立' });
    const { idempotencyKey: _k, ...edit } = moved;
    const res = await api.update(c.sales!, made.id, { ...edit, version: made.version });
    expect(res.statusCode).toBe(200);
    expect((await borrowersBy(c.sales!, moved.idCard)).list[0]).toMatchObject({ name: '孙立' });
  });

  const detail = (cookie: string, id: number) => callerOf(t, cookie).call(BORROWER_API.endpoints.detail, { params: { id } });

  it("the borrower detail lists the borrower's bills: number, status, amount as a decimal string, current step", async () => {
    const body = billBody({ billCustomerName: '周全', borrowAmount: '1234567.89' });
    const sent = await api.submitted(c.sales!, { ...body });
    const borrowerId = (await borrowersBy(c.sales!, body.idCard)).list[0]!.id;
    const { bills } = await detail(c.sales!, borrowerId);
    const submitted = await callerOf(t, c.sales!).call(BILL_API.endpoints.detail, { params: { id: sent.id } });
    expect(bills).toEqual([
      {
        id: sent.id,
        billNo: submitted.billNo,
        status: submitted.status,
        borrowAmount: '1234567.89',
        currentNode: sent.currentNode,
        // In approval: no stage yet (decision 0074 gives one from final review on).
        billStage: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(sent.currentNode).toBeTruthy();
  });

  it("lists only the bills the reader may see: another salesperson's are left out, and nobody else's drafts", async () => {
    const demo = (await borrowersBy(c.sales!, DEMO_ID)).list[0]!;
    const others = await api.submitted(c.sales2!, { idCard: DEMO_ID, billCustomerName: '王建国' });
    const own = await callerOf(t, c.sales!).call(BILL_API.endpoints.create, {
      body: billBody({ idCard: DEMO_ID, billCustomerName: '王建国' }) as BillBody,
    });
    const seenBySales = (await detail(c.sales!, demo.id)).bills.map((b) => b.id);
    expect(seenBySales).toContain(own.id); // their own draft
    expect(seenBySales).not.toContain(others.id);
    const seenByAdmin = (await detail(c.admin!, demo.id)).bills.map((b) => b.id);
    expect(seenByAdmin).toContain(others.id);
    expect(seenByAdmin).not.toContain(own.id); // a draft is its salesperson's alone
  });

  it("the bill form's search finds the caller's borrowers by name, ID number or mobile, and never another salesperson's", async () => {
    const body = billBody({ billCustomerName: '吴有才' });
    await api.create(c.sales!, body);
    const search = (cookie: string, keyword: string) => borrowersBy(cookie, keyword).then((r) => r.list.map((b) => b.name));
    for (const keyword of ['吴有', body.idCard, body.billCustomerMobile]) {
      expect(await search(c.sales!, keyword)).toEqual(['吴有才']);
      expect(await search(c.sales2!, keyword)).toEqual([]);
    }
  });
});
