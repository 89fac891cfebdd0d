import {
  ARCHIVE_API,
  ARCHIVE_DISPOSAL_API,
  ARCHIVE_TRANSFER_API,
  BANK_CARD_API,
  BORROWER_API,
  CONTRACT_API,
  HOME_API,
  MORTGAGE_FLOW_API,
  REPAYMENT_API,
  luhnCheckDigit,
} from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers/as-user';
import type { DemoUserName } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 29 item 5, "nobody is stuck": every approval has a to-do badge for the role that holds it,
 * counting what its list shows waiting; the salesperson adds a borrower's receiving card from the
 * borrower's page, checked by Luhn and BIN, the borrower taken from the path.
 */
const H = HOME_API.endpoints;

describe('approval to-do badges and the borrower page card (issue 29)', () => {
  let t: TestApp;
  const who = (name: DemoUserName) => as(t, name);
  const badges = async (name: DemoUserName) => (await who(name)).call(H.badges);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('each approval shows its waiting count to the role that holds it, and to no one else', async () => {
    const approver = await badges('mortgageApprover');
    const mortgageApprover = await who('mortgageApprover');
    const requests = (await mortgageApprover.call(MORTGAGE_FLOW_API.endpoints.requestList, { query: { status: 1, withTotal: '1' } })).total;
    const releases = (await mortgageApprover.call(MORTGAGE_FLOW_API.endpoints.releaseList, { query: { status: 2, withTotal: '1' } })).total;
    expect(requests).toBeGreaterThan(0);
    expect(releases).toBeGreaterThan(0);
    expect(approver['/mortgageRequest']).toBe(requests);
    expect(approver['/mortgageRelease']).toBe(releases);

    // A contract made by the back office waits for the director, whose badge counts it until it is decided.
    const C = CONTRACT_API.endpoints;
    const office = await who('backOffice');
    const director = await who('risk'); // role 10: contract approval
    const options = await office.call(C.options);
    const before = (await badges('risk'))['/agreementManager/agreementList'];
    const { id } = await office.call(C.create, {
      body: { billId: options.bills[0]!.id, templateId: options.templates.find((x) => x.kind === 'composite')!.id, kind: 'advance' },
    });
    const contracts = (await director.call(C.list, { query: { status: 1, withTotal: '1' } })).total;
    expect(contracts).toBe(before! + 1);
    expect((await badges('risk'))['/agreementManager/agreementList']).toBe(contracts);
    const { flow } = await director.call(C.detail, { params: { id } });
    await director.call(C.approve, { params: { id }, body: { flowVersion: flow!.version } });
    expect((await badges('risk'))['/agreementManager/agreementList']).toBe(before);

    // Role 20, the finance director: repayment review, both voucher levels.
    const pending = await (await who('financeHead')).call(REPAYMENT_API.endpoints.repayApplyList, { body: { status: 1, withTotal: '1' } });
    const waiting = pending.total;
    expect(waiting).toBeGreaterThan(0);
    const finance = await badges('financeHead');
    expect(finance['/repaymentManage/repayApplyReview']).toBe(waiting);
    // Both voucher levels wait for the finance director on the one list.
    expect(finance['/paymentRecordManage/loanVoucherApproveList']).toBeGreaterThan(0);

    // The salesperson holds none of these approvals: no such badge.
    const sales = await badges('sales');
    for (const key of ['/mortgageRequest', '/mortgageRelease', '/repaymentManage/repayApplyReview']) expect(sales[key]).toBeUndefined();
    expect(sales['/agreementManager/agreementList']).toBeUndefined();
  });

  it('the archive approver’s to-do counts transfer requests and 永久出库 requests waiting alike', async () => {
    const key = '/getArchivesManage/archiveApprovalListNew';
    const archiveApprover = await who('archiveApprover'); // role 61: transfer and 永久出库 approval
    const page = { pageNum: 1, pageSize: 10, status: 0, withTotal: '1' } as const;
    const waiting = async () =>
      (await archiveApprover.call(ARCHIVE_TRANSFER_API.endpoints.approvalList, { query: page })).total! +
      (await archiveApprover.call(ARCHIVE_DISPOSAL_API.endpoints.list, { query: page })).total!;
    const before = (await badges('archiveApprover'))[key]!;
    // The custodian (role 32) records a document of a bill, puts it into stock and asks to let it go (an exception reason: its loan is open).
    const custodian = await who('warrant');
    const { bills } = await custodian.call(ARCHIVE_API.endpoints.bills);
    const { id } = await custodian.call(ARCHIVE_API.endpoints.create, {
      body: { billId: bills[0]!.id, docType: 2, name: '不动产权证书原件（待办）' },
    });
    await custodian.call(ARCHIVE_API.endpoints.stockIn, { params: { id }, body: { version: 0 } });
    await custodian.call(ARCHIVE_DISPOSAL_API.endpoints.request, {
      params: { id },
      body: { version: 1, reason: '借款人申请取回原件', exceptionReason: '资金方同意' },
    });
    expect((await badges('archiveApprover'))[key]).toBe(before + 1);
    expect(before + 1).toBe(await waiting());
  });

  describe('a receiving card from the borrower page', () => {
    let borrowerId: number;
    const body = (over: { cardNo?: string } = {}) => {
      const stem = `62258800${String(Date.now()).slice(-7)}`;
      return { cardNo: stem + luhnCheckDigit(stem), accountName: '张伟', reservedMobile: '13912340009', status: 1, ...over };
    };
    const add = async (name: DemoUserName, card: ReturnType<typeof body>) =>
      (await who(name)).send(BANK_CARD_API.endpoints.borrowerCardCreate, { params: { id: borrowerId }, body: card });

    beforeAll(async () => {
      const { list } = await (await who('sales')).call(BORROWER_API.endpoints.list, { query: { pageSize: 1 } });
      borrowerId = list[0]!.id;
    });

    it('the salesperson adds it without any borrower number; the bank comes from the BIN', async () => {
      const payload = body();
      const res = await add('sales', payload);
      expect(res.status).toBe(200);
      const { id } = res.reply!;
      const shown = await (await who('admin')).call(BANK_CARD_API.endpoints.cardDetail, { params: { id } });
      expect(shown.borrowerId).toBe(borrowerId);
      expect(shown.bankCode).toBe('CMB');
    });

    it('an empty, a Luhn-failing or an unknown-BIN number is refused with the field and its message', async () => {
      const empty = await add('sales', body({ cardNo: '' }));
      expect(empty.status).toBe(400);
      expect(empty.body.data).toMatchObject({ field: 'cardNo' });
      expect(empty.body.msg).not.toMatch(/[[{]/);

      const luhn = await add('sales', body({ cardNo: '6225880000000002' }));
      expect(luhn.status).toBe(400);
      expect(luhn.body.data).toMatchObject({ field: 'cardNo' });

      const stem = '999999000000001';
      const unknown = await add('sales', body({ cardNo: stem + luhnCheckDigit(stem) }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.msg).toBeTruthy();
      expect(unknown.body.msg).not.toMatch(/[[{]/);
    });

    it('another area’s salesperson finds no such borrower; a role without the borrower page is refused', async () => {
      expect((await add('salesSh', body())).status).toBe(404);
      expect((await add('interviewAssistant', body())).status).toBe(403);
    });
  });
});
