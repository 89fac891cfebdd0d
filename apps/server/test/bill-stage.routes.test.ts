import {
  ARCHIVE_API,
  ARCHIVE_DISPOSAL_API,
  BANK_CARD_API,
  BILL_API,
  BILL_STAGE,
  BORROW_API,
  CONTRACT_API,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
  GRANT_API,
  MORTGAGE_FLOW_API,
  REPAYMENT_API,
  addDays,
  luhnCheckDigit,
} from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRequiredDocuments, billApi, finalTerms } from './bill-fixtures';
import { callerOf } from './helpers/as-user';
import { demoMobiles } from './helpers/demo-users';
import { registerMortgage } from './helpers/register-mortgage';
import { signContractAndStock } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Decision 0074: after final review the bill's stage moves with its loan, and every list that
 * shows the bill shows where it is now. One bill goes the whole way over HTTP, as the staff of
 * each step do it; at each step the bill list, the bill detail and the list of the module whose
 * event moved it say the same stage.
 */
// DEMO_USERS' names: deptManager (1002) approves the VP node; risk (10) the supervisor node and the grant's first review;
// riskStaff (31) requests the grant; finance (21) draws and posts repayments; warrant (32) registers and keeps the archive.
const USERS = demoMobiles(
  'admin',
  'sales',
  'manager',
  'deptManager',
  'risk',
  'riskStaff',
  'finalReview',
  'vp1',
  'vp2',
  'finance',
  'warrant',
  'mortgageApprover',
  'archiveApprover',
);
type Who = keyof typeof USERS;
type Row = { billNo: string; billStage: number | null };
const S = BILL_STAGE;

describe('the bill follows the loan (decision 0074)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, mobile] of Object.entries(USERS)) c[k as Who] = await t.login(mobile);
  });
  afterAll(() => t.close());

  // `as never`: the input is typed by EndpointInput<E> here; a generic E cannot carry it through the caller's Args.
  const call = <E extends Endpoint>(who: Who, e: E, input: EndpointInput<E> = {} as EndpointInput<E>) =>
    callerOf(t, c[who]).call(e, input as never) as Promise<EndpointReply<E>>;
  /** The list of any module that shows the bill: of its rows, only the bill number and stage are read here. */
  const listOf = async (who: Who, e: Endpoint, opts: { query?: object; body?: object } = {}) =>
    (
      (await callerOf(t, c[who]).call(e, {
        query: { pageSize: 100, ...opts.query },
        ...(opts.body ? { body: { pageSize: 100, ...opts.body } } : {}),
      } as never)) as unknown as { list: Row[] }
    ).list;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];

  /** The bill list and the bill detail agree on the stage; answers the bill number. */
  async function expectStage(billId: number, stage: number | null) {
    const detail = await call('admin', BILL_API.endpoints.detail, {
      params: { id: billId },
    });
    expect(detail.billStage, 'detail').toBe(stage);
    const rows = await listOf('admin', BILL_API.endpoints.all, { query: { keyword: detail.billNo } });
    expect(
      rows.map((r) => r.billStage),
      'bill list',
    ).toEqual([stage]);
    return detail.billNo;
  }
  /** A module's list shows the bill's row(s) at the stage. */
  const expectRowStage = (rows: Row[], billNo: string, stage: number, what: string) => {
    const mine = rows.filter((r) => r.billNo === billNo);
    expect(mine.length, what).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.billStage)), what).toEqual(new Set([stage]));
  };

  it('keeps a bill with two loans overdue while either is, and a milestone arriving late moves nothing back', async () => {
    // The demo's 周明: one loan current, one overdue (seed/demo-repayments.ts).
    const [bill] = await sql<{ id: number }>(`select id from bills where bill_customer_name = '周明' and status = 4`);
    const billId = Number(bill!.id);
    const loans = await sql<{ id: number; status: number }>(`select id, status from repayment_loans where bill_id = ${billId} order by id`);
    expect(loans.map((l) => Number(l.status)).sort()).toEqual([1, 2]);
    await expectStage(billId, S.overdue);

    // A contract signed now is a milestone the bill is past: it stays overdue.
    await signContractAndStock(t, billId);
    await expectStage(billId, S.overdue);

    // The overdue loan's arrears paid: neither loan is overdue any more, so the bill is repaying.
    const overdue = Number(loans.find((l) => Number(l.status) === 2)!.id);
    const base = await call('admin', REPAYMENT_API.endpoints.repayApplyBase, { params: { id: overdue } });
    const paid = await call('admin', REPAYMENT_API.endpoints.repayApply, {
      body: { loanId: overdue, amount: base.dueNow, idempotencyKey: `stage-two-loans-${billId}` },
    });
    await call('finance', REPAYMENT_API.endpoints.repayApplyApprove, { params: { id: paid.id } });
    await expectStage(billId, S.repaying);
  });

  it('moves a bill from final review to its originals returned, every list and the detail showing where it is', async () => {
    // A bill through the approval chain to final review: no stage while it is in approval.
    const api = billApi(t);
    const bill = await api.submitted(c.sales);
    await attachRequiredDocuments(t, c.sales, bill.id);
    let v = bill.flowVersion;
    for (const who of ['manager', 'deptManager', 'risk', 'riskStaff'] as const) {
      const res = await api.approve(c[who], bill.id, v);
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().data.flowVersion;
    }
    const billId = bill.id;
    const billNo = await expectStage(billId, null);

    // Final review passes it with the terms: 终审通过.
    const passed = await api.approve(c.finalReview, billId, v, '同意', finalTerms('1000000.00', 90));
    expect(passed.statusCode, passed.body).toBe(200);
    await expectStage(billId, S.approved);

    // The contract signed (and one document put into stock): 已签合同, on the contract list too.
    await signContractAndStock(t, billId);
    await expectStage(billId, S.contractSigned);
    expectRowStage(
      await listOf('admin', CONTRACT_API.endpoints.list, { query: { keyword: billNo } }),
      billNo,
      S.contractSigned,
      'contracts',
    );

    // Every property registered: 已抵押登记, on the mortgage request list too.
    await registerMortgage(t, { warrant: c.warrant, approver: c.mortgageApprover }, billId);
    await expectStage(billId, S.mortgageRegistered);
    expectRowStage(await listOf('admin', MORTGAGE_FLOW_API.endpoints.requestList), billNo, S.mortgageRegistered, 'mortgage requests');

    // A grant requested and approved moves nothing; its first money does: 已放款, on the grant list and the loan book.
    const [holder] = await sql<{ id: number }>(`select id from borrowers where name = '王建国'`);
    const payload = `62220206${String(billId).padStart(10, '0')}`;
    const card = await call('admin', BANK_CARD_API.endpoints.cardCreate, {
      body: {
        borrowerId: Number(holder!.id),
        billId,
        cardNo: payload + luhnCheckDigit(payload),
        accountName: '王建国',
        reservedMobile: '13912340001',
        status: 1,
      },
    });
    const grant = await call('riskStaff', GRANT_API.endpoints.request, {
      body: { billId, amount: '1000000.00', cardId: card.id, fundingParty: 'hnxiaodai' },
    });
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await call(who, GRANT_API.endpoints.detail, { params: { id: grant.id } });
      await call(who, GRANT_API.endpoints.approve, { params: { id: grant.id }, body: { flowVersion: flow!.version, comment: '同意' } });
    }
    await expectStage(billId, S.mortgageRegistered);
    await call('finance', GRANT_API.endpoints.draw, {
      params: { id: grant.id },
      body: { amount: '1000000.00', idempotencyKey: `stage-${billId}` },
    });
    await expectStage(billId, S.granted);
    expectRowStage(await listOf('admin', GRANT_API.endpoints.list, { query: { keyword: billNo } }), billNo, S.granted, 'grants');
    expectRowStage(await listOf('admin', BORROW_API.endpoints.accounts, { query: { keyword: billNo } }), billNo, S.granted, 'loan book');

    // The business date past the first due day: the overdue run finds it: 已逾期, on the overdue list too.
    const [loan] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grant.id}`);
    const loanId = Number(loan!.id);
    const { schedule } = await call('admin', REPAYMENT_API.endpoints.repayManageDetail, {
      params: { id: loanId },
    });
    await call('admin', REPAYMENT_API.endpoints.advanceBusinessDate, { body: { businessDate: addDays(schedule[0]!.reFundTime, 1) } });
    await expectStage(billId, S.overdue);
    expectRowStage(
      await listOf('admin', REPAYMENT_API.endpoints.overdueLoans, { body: { keyword: billNo } }),
      billNo,
      S.overdue,
      'overdue loans',
    );

    // The arrears paid (recorded by one person, posted by finance): back to 还款中, on the repayment list too.
    // What is due on the business date, the bill's fees included: nothing is left overdue.
    const base = await call('admin', REPAYMENT_API.endpoints.repayApplyBase, { params: { id: loanId } });
    const arrears = base.dueNow;
    const paid = await call('admin', REPAYMENT_API.endpoints.repayApply, {
      body: { loanId, amount: arrears, idempotencyKey: `stage-arrears-${billId}` },
    });
    await expectStage(billId, S.overdue);
    await call('finance', REPAYMENT_API.endpoints.repayApplyApprove, { params: { id: paid.id } });
    await expectStage(billId, S.repaying);
    expectRowStage(
      await listOf('admin', REPAYMENT_API.endpoints.repayManage, { body: { keyword: billNo } }),
      billNo,
      S.repaying,
      'repayments',
    );

    // Settled early: 已结清.
    const quote = await call('admin', REPAYMENT_API.endpoints.prepaymentQuote, { params: { id: loanId } });
    const settle = await call('admin', REPAYMENT_API.endpoints.repayApply, {
      body: { loanId, amount: quote.toPay, idempotencyKey: `stage-settle-${billId}`, settle: true },
    });
    await call('finance', REPAYMENT_API.endpoints.repayApplyApprove, { params: { id: settle.id } });
    await expectStage(billId, S.settled);
    expectRowStage(
      await listOf('admin', REPAYMENT_API.endpoints.repayManage, { body: { keyword: billNo } }),
      billNo,
      S.settled,
      'repayments',
    );

    // Settlement opened the release; approved and done at the registry: 已解押, on the release list too.
    const status = await call('admin', REPAYMENT_API.endpoints.settleStatus, {
      body: { loanId },
    });
    const releaseId = status.mortgageRelease!.id;
    const release = await call('admin', MORTGAGE_FLOW_API.endpoints.releaseDetail, {
      params: { id: releaseId },
    });
    await call('mortgageApprover', MORTGAGE_FLOW_API.endpoints.releaseApprove, {
      params: { id: releaseId },
      body: { flowVersion: release.flow!.version },
    });
    await expectStage(billId, S.settled);
    const { version } = await call('admin', MORTGAGE_FLOW_API.endpoints.releaseDetail, { params: { id: releaseId } });
    await call('warrant', MORTGAGE_FLOW_API.endpoints.releaseDone, { params: { id: releaseId }, body: { version } });
    await expectStage(billId, S.released);
    expectRowStage(await listOf('admin', MORTGAGE_FLOW_API.endpoints.releaseList), billNo, S.released, 'releases');

    // The last original handed back (永久出库 under two keys): 已归档（档案已退还）, on the archive list too.
    const [item] = await listOf('warrant', ARCHIVE_API.endpoints.list, { query: { billNo } });
    const doc = item as unknown as { id: number; version: number };
    const asked = await call('warrant', ARCHIVE_DISPOSAL_API.endpoints.request, {
      params: { id: doc.id },
      body: { version: doc.version, reason: '借款已结清，原件退还借款人' },
    });
    const pending = (await listOf('archiveApprover', ARCHIVE_DISPOSAL_API.endpoints.list)) as unknown as { id: number; version: number }[];
    const disposal = pending.find((d) => d.id === asked.disposalId)!;
    await expectStage(billId, S.released);
    await call('archiveApprover', ARCHIVE_DISPOSAL_API.endpoints.approve, {
      params: { id: disposal.id },
      body: { version: disposal.version },
    });
    await expectStage(billId, S.archived);
    expectRowStage(await listOf('admin', ARCHIVE_API.endpoints.list, { query: { billNo } }), billNo, S.archived, 'archive');

    // Each move is audited on the bill, event by event.
    const moves = await sql<{ after: { stage: number; event: string } }>(
      `select after from audit_log where entity = 'bill' and entity_id = '${billId}' and action = 'stage' order by id`,
    );
    expect(moves.map((m) => m.after.event)).toEqual([
      'contractSigned',
      'mortgageRegistered',
      'granted',
      'overdue',
      'repaid',
      'settled',
      'released',
      'archived',
    ]);
  });
});
