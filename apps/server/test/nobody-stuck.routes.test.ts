import { luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 29 item 5, "nobody is stuck": every approval has a to-do badge for the role that holds it,
 * counting what its list shows waiting; the salesperson adds a borrower's receiving card from the
 * borrower's page, checked by Luhn and BIN, the borrower taken from the path.
 */
const USERS = {
  admin: '13800000000',
  director: '13800000010', // role 10: contract approval
  finance: '13800000020', // role 20: repayment review, both voucher levels
  mortgageApprover: '13800000036', // role 36: mortgage request and release approval
  salesBj: '13800000011', // role 11: the demo borrowers are theirs
  salesSh: '13800000211', // role 11, Shanghai: none of them
  fieldStaff: '13800000033', // role 33: no borrower page
  custodian: '13800000032', // role 32: the archive
  archiveApprover: '13800000061', // role 61: transfer and 永久出库 approval
} as const;
type Who = keyof typeof USERS;

describe('approval to-do badges and the borrower page card (issue 29)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const badges = async (who: Who) => (await get(who, '/api/v1/home/badges')).json().data as Record<string, number>;
  const total = async (who: Who, url: string) => (await get(who, url)).json().data.total as number;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
  });
  afterAll(() => t.close());

  it('each approval shows its waiting count to the role that holds it, and to no one else', async () => {
    const approver = await badges('mortgageApprover');
    const requests = await total('mortgageApprover', '/api/v1/mortgageRequest/list?status=1&withTotal=1');
    const releases = await total('mortgageApprover', '/api/v1/mortgageRelease/list?status=2&withTotal=1');
    expect(requests).toBeGreaterThan(0);
    expect(releases).toBeGreaterThan(0);
    expect(approver['/mortgageRequest']).toBe(requests);
    expect(approver['/mortgageRelease']).toBe(releases);

    // A contract made by the back office waits for the director, whose badge counts it until it is decided.
    const office = await t.login('13800000051');
    const options = (await t.call({ method: 'GET', url: '/api/v1/contract/options', cookie: office })).json().data as {
      bills: { id: number }[];
      templates: { id: number; kind: string }[];
    };
    const before = (await badges('director'))['/agreementManager/agreementList'];
    const made = await t.call({
      method: 'POST',
      url: '/api/v1/contract',
      cookie: office,
      payload: { billId: options.bills[0]!.id, templateId: options.templates.find((x) => x.kind === 'composite')!.id, kind: 'advance' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const contracts = await total('director', '/api/v1/contract/list?status=1&withTotal=1');
    expect(contracts).toBe(before! + 1);
    expect((await badges('director'))['/agreementManager/agreementList']).toBe(contracts);
    const id = made.json().data.id as number;
    const flow = (await get('director', `/api/v1/contract/${id}`)).json().data.flow as { version: number };
    const approved = await t.call({
      method: 'POST',
      url: `/api/v1/contract/${id}/approve`,
      cookie: c.director,
      payload: { flowVersion: flow.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await badges('director'))['/agreementManager/agreementList']).toBe(before);

    const pending = await t.call({
      method: 'POST',
      url: '/api/bill/v1/bill/repayApply/list',
      cookie: c.finance,
      payload: { status: 1, withTotal: '1' },
    });
    const waiting = pending.json().data.total as number;
    expect(waiting).toBeGreaterThan(0);
    const finance = await badges('finance');
    expect(finance['/repaymentManage/repayApplyReview']).toBe(waiting);
    // Both voucher levels wait for the finance director on the one list.
    expect(finance['/paymentRecordManage/loanVoucherApproveList']).toBeGreaterThan(0);

    // The salesperson holds none of these approvals: no such badge.
    const sales = await badges('salesBj');
    for (const key of ['/mortgageRequest', '/mortgageRelease', '/repaymentManage/repayApplyReview']) expect(sales[key]).toBeUndefined();
    expect(sales['/agreementManager/agreementList']).toBeUndefined();
  });

  it('the archive approver’s to-do counts transfer requests and 永久出库 requests waiting alike', async () => {
    const key = '/getArchivesManage/archiveApprovalListNew';
    const waiting = async () =>
      (await total('archiveApprover', '/api/v1/archiveTransfer/approval-list?pageNum=1&pageSize=10&status=0&withTotal=1')) +
      (await total('archiveApprover', '/api/v1/archive/disposals?pageNum=1&pageSize=10&status=0&withTotal=1'));
    const before = (await badges('archiveApprover'))[key]!;
    // The custodian records a document of a bill, puts it into stock and asks to let it go (an exception reason: its loan is open).
    const { bills } = (await get('custodian', '/api/v1/archive/bills')).json().data as { bills: { id: number }[] };
    const made = await t.call({
      method: 'POST',
      url: '/api/v1/archive',
      cookie: c.custodian,
      payload: { billId: bills[0]!.id, docType: 2, name: '不动产权证书原件（待办）' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const stocked = await t.call({ method: 'POST', url: `/api/v1/archive/${id}/stock-in`, cookie: c.custodian, payload: { version: 0 } });
    expect(stocked.statusCode, stocked.body).toBe(200);
    const asked = await t.call({
      method: 'POST',
      url: `/api/v1/archive/${id}/permanent-out`,
      cookie: c.custodian,
      payload: { version: 1, reason: '借款人申请取回原件', exceptionReason: '资金方同意' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await badges('archiveApprover'))[key]).toBe(before + 1);
    expect(before + 1).toBe(await waiting());
  });

  describe('a receiving card from the borrower page', () => {
    let borrowerId: number;
    const url = () => `/api/v1/borrower/${borrowerId}/bankCard`;
    const body = (over: object = {}) => {
      const stem = `62258800${String(Date.now()).slice(-7)}`;
      return { cardNo: stem + luhnCheckDigit(stem), accountName: '张伟', reservedMobile: '13912340009', status: 1, ...over };
    };
    const add = (who: Who, payload: object) => t.call({ method: 'POST', url: url(), cookie: c[who], payload });

    beforeAll(async () => {
      const list = (await get('salesBj', '/api/v1/borrower/list?pageSize=1')).json().data.list as { id: number }[];
      borrowerId = list[0]!.id;
    });

    it('the salesperson adds it without any borrower number; the bank comes from the BIN', async () => {
      const payload = body();
      const res = await add('salesBj', payload);
      expect(res.statusCode).toBe(200);
      const id = res.json().data.id as number;
      const shown = (await get('admin', `/api/v1/bankCard/${id}`)).json().data as { borrowerId: number; bankCode: string };
      expect(shown.borrowerId).toBe(borrowerId);
      expect(shown.bankCode).toBe('CMB');
    });

    it('an empty, a Luhn-failing or an unknown-BIN number is refused with the field and its message', async () => {
      const empty = await add('salesBj', body({ cardNo: '' }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().data.field).toBe('cardNo');
      expect(empty.json().msg).not.toMatch(/[[{]/);

      const luhn = await add('salesBj', body({ cardNo: '6225880000000002' }));
      expect(luhn.statusCode).toBe(400);
      expect(luhn.json().data.field).toBe('cardNo');

      const stem = '999999000000001';
      const unknown = await add('salesBj', body({ cardNo: stem + luhnCheckDigit(stem) }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().msg).toBeTruthy();
      expect(unknown.json().msg).not.toMatch(/[[{]/);
    });

    it('another area’s salesperson finds no such borrower; a role without the borrower page is refused', async () => {
      expect((await add('salesSh', body())).statusCode).toBe(404);
      expect((await add('fieldStaff', body())).statusCode).toBe(403);
    });
  });
});
