import fs from 'node:fs';
import path from 'node:path';
import * as shared from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billApi } from './bill-fixtures';
import { type Caller, type Sent, as, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';
import { uploadVoucher } from './helpers/upload-voucher';

const { ACCESS_API, BILL_API, BORROW_API, FIVE_LEVEL_API, IDENTITY_API, LOAN_RECORDS_API, PAYMENT_RECORD_API } = shared;
/*
 * admin: every permission; inLoan (42): payment_record_list, granted payment_record_approve below;
 * backOffice (51): payment_record_list and payment_record_approve; sales (11): payment_confirm_salesman,
 * granted payment_confirm below, makes bills; finance (21): payment_confirm, records the demo deposits;
 * financeHead (20): asks for loan changes and decides them (loan_change_approve); interest (81): asks for
 * the demo adjustments and type changes; deptManager: bill_approve_vp, department scope; afterLoan (41):
 * asks for the demo five-level changes.
 */
const WHO = ['admin', 'inLoan', 'backOffice', 'sales', 'finance', 'financeHead', 'interest', 'deptManager', 'afterLoan'] as const;
type Who = (typeof WHO)[number];
const OWN = '不能审批自己发起的申请';
const TWICE = '同一人不能审批两级';

/** Issue 28 finding 3 and the maker-checker rule (decision 0062): no one approves what they made, or two levels of it. */
describe('maker-checker: the maker never approves, nor one person two levels', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let seq = 0;
  const key = () => `mc-${Date.now()}-${++seq}`;
  const refused = (res: Sent, msg: string) => expect([res.status, res.body.msg]).toEqual([403, msg]);
  const upload = (who: Who) => uploadVoucher(t, c[who].cookie);
  const grant = async (roleId: number, code: string) => {
    const admin = await as(t, 'admin');
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === roleId)!.codes, code];
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId }, body: { codes } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    await grant(42, 'payment_record_approve');
    await grant(11, 'payment_confirm');
    c = await asEach(t, ...WHO);
  }, 180_000);
  afterAll(() => t.close());

  describe('payment records (finding 3)', () => {
    const P = PAYMENT_RECORD_API.endpoints;
    const version = async (id: number) => (await c.admin.call(P.detail, { params: { id } })).version;
    const sent = async (maker: Who) => {
      const bill = (await c[maker].call(P.bills, { query: {} })).list[0]!;
      const { id } = await c[maker].call(P.create, {
        body: { billId: bill.id, payee: '北京市方正公证处', amount: '5000.00', kind: 1, idempotencyKey: key() },
      });
      await c[maker].call(P.vouchers, { params: { id }, body: { version: await version(id), imageIds: [await upload(maker)] } });
      return id;
    };
    const approve = async (who: Who, id: number) => c[who].send(P.approve, { params: { id }, body: { version: await version(id) } });
    const reject = async (who: Who, id: number, comment: string) =>
      c[who].send(P.reject, { params: { id }, body: { version: await version(id), comment } });

    it('the creator of a record approves it at neither level, nor rejects it; nothing moves', async () => {
      const id = await sent('inLoan');
      refused(await approve('inLoan', id), OWN);
      refused(await reject('inLoan', id, '自审'), OWN);
      expect((await approve('backOffice', id)).status).toBe(200);
      refused(await approve('inLoan', id), OWN);
      const row = await c.admin.call(P.detail, { params: { id } });
      expect([row.status, row.level, row.posting]).toEqual([3, 2, null]);
      expect((await approve('admin', id)).status).toBe(200);
    });

    it('the level-1 approver does not decide level 2', async () => {
      const id = await sent('inLoan');
      expect((await approve('backOffice', id)).status).toBe(200);
      refused(await approve('backOffice', id), TWICE);
      refused(await reject('backOffice', id, '再审'), TWICE);
    });
  });

  describe('borrow payments (finding 3)', () => {
    const B = BORROW_API.endpoints;
    it('the salesperson who reported a payment cannot confirm or reject it; finance can', async () => {
      const grantId = (await c.sales.call(B.salesmanAccounts, { query: {} })).list[0]!.id;
      const { id } = await c.sales.call(B.reportPayment, {
        body: {
          grantId,
          amount: '5000.00',
          payType: 2,
          paidOn: '2026-02-01',
          imageIds: [await upload('sales')],
          idempotencyKey: key(),
        },
      });
      const row = async () => (await c.finance.call(B.payments, { query: { pageSize: 100 } })).list.find((p) => p.id === id)!;
      const { version } = await row();
      refused(await c.sales.send(B.confirmPayment, { params: { id }, body: { version } }), OWN);
      refused(await c.sales.send(B.rejectPayment, { params: { id }, body: { version, comment: '自审' } }), OWN);
      expect((await row()).status).toBe(3);
      await c.finance.call(B.confirmPayment, { params: { id }, body: { version } });
    });
  });

  describe('lists of requests name their maker (issue 33 item 5)', () => {
    const L = LOAN_RECORDS_API.endpoints;
    const me = (who: Who) => c[who].call(IDENTITY_API.endpoints.userInfo);
    const ALL = { pageSize: 100, withTotal: '1' } as const;
    const rows = {
      deposits: async () => (await c.admin.call(L.deposits, { query: ALL })).list,
      adjustments: async (grantId?: number) => (await c.admin.call(L.adjustments, { query: { ...ALL, grantId } })).list,
      typeLog: async () => (await c.admin.call(L.typeLog, { query: ALL })).list,
      extensions: async () => (await c.admin.call(L.extensions, { query: ALL })).list,
    };

    it('each list of change names the maker of its rows, by id, as the rule needs', async () => {
      const makers = { deposits: 'finance', adjustments: 'interest', typeLog: 'interest', extensions: 'inLoan' } as const;
      for (const [list, who] of Object.entries(makers) as [keyof typeof makers, Who][]) {
        const { id, realName } = await me(who);
        const theirs = (await rows[list]()).filter((r) => r.createdByName === realName);
        expect(theirs.length, list).toBeGreaterThan(0);
        expect(new Set(theirs.map((r) => r.createdBy)), list).toEqual(new Set([id]));
      }
    });

    it('five-level change records name their applicant by id', async () => {
      const { id, realName } = await me('afterLoan');
      const { list } = await c.admin.call(FIVE_LEVEL_API.endpoints.changeRecords, { body: { pageSize: 100 } });
      const theirs = list.filter((r) => r.applicantName === realName);
      expect(theirs.length).toBeGreaterThan(0);
      expect(new Set(theirs.map((r) => r.applicantId))).toEqual(new Set([id]));
    });

    it('the maker read from the row refuses whom the server refuses, and lets the other approver decide', async () => {
      const grantId = (await c.admin.call(BORROW_API.endpoints.accounts, { query: { pageSize: 1 } })).list[0]!.id;
      const { id } = await c.financeHead.call(L.requestAdjustment, {
        body: { grantId, target: 2, direction: 2, amount: '10.00', reason: '减免利息', idempotencyKey: key() },
      });
      const row = (await rows.adjustments(grantId)).find((r) => r.id === id)!;
      expect(row.createdBy).toBe((await me('financeHead')).id);
      for (const who of ['financeHead', 'admin'] as const) {
        const may = shared.mayDecide({ makerId: row.createdBy, userId: (await me(who)).id });
        const res = await c[who].send(L.approveAdjustment, { params: { id }, body: { version: row.version } });
        expect([who, may, res.status]).toEqual(who === 'financeHead' ? ['financeHead', false, 403] : ['admin', true, 200]);
      }
    });
  });

  describe('the flow engine (bills and every process on it)', () => {
    const B = BILL_API.endpoints;
    const approve = (who: Who, id: number, flowVersion: number) =>
      c[who].send(B.approve, { params: { id }, body: { flowVersion, comment: '同意' } });
    const reject = (who: Who, id: number, flowVersion: number, to: 'applicant' | 'manager' = 'applicant', comment = '资料不全') =>
      c[who].send(B.reject, { params: { id }, body: { flowVersion, comment, to } });

    it('whoever approved an earlier node does not decide a later one; another person does', async () => {
      const bill = await billApi(t).submitted(c.sales.cookie);
      const first = await approve('admin', bill.id, bill.flowVersion);
      expect(first.status, first.body.msg).toBe(200);
      const version = first.reply!.flowVersion;
      refused(await approve('admin', bill.id, version), TWICE);
      refused(await reject('admin', bill.id, version), TWICE);
      refused(await approve('sales', bill.id, version), OWN);
    });

    it('the inbox and its badge leave out what an earlier node’s approver may not decide; the next approver finds it', async () => {
      type Page = 'manager' | 'vp';
      const inbox = async (who: Who, page: Page) => {
        // A bill list always counts (it takes no withTotal).
        const data = await c[who].call(shared.BILL_INBOX[page], { query: { pageSize: 100 } });
        return { ids: data.list.map((r) => r.id), total: data.total };
      };
      const badge = async (who: Who, page: Page) =>
        (await c[who].call(shared.HOME_API.endpoints.badges))[shared.BILL_APPROVAL_PAGES[page].route] ?? 0;
      const bill = await billApi(t).submitted(c.sales.cookie);
      expect((await inbox('admin', 'manager')).ids).toContain(bill.id);
      const before = { admin: await badge('admin', 'vp'), vp: await badge('deptManager', 'vp') };
      const first = await approve('admin', bill.id, bill.flowVersion);
      expect(first.status, first.body.msg).toBe(200);

      // At the VP node: the admin holds its code but approved the manager node, so neither the inbox nor the badge counts it.
      const atVp = await inbox('admin', 'vp');
      expect(atVp.ids).not.toContain(bill.id);
      expect(await badge('admin', 'vp')).toBe(before.admin);
      expect(await badge('admin', 'vp')).toBe(atVp.total);
      expect((await inbox('deptManager', 'vp')).ids).toContain(bill.id);
      expect(await badge('deptManager', 'vp')).toBe(before.vp + 1);

      // Sent back to the manager node, it is the admin's again: their approval was at the node it waits at.
      const back = await reject('deptManager', bill.id, first.reply!.flowVersion, 'manager', '请经理复核');
      expect(back.status, back.body.msg).toBe(200);
      expect((await inbox('admin', 'manager')).ids).toContain(bill.id);
      expect((await inbox('deptManager', 'vp')).ids).not.toContain(bill.id);
    });
  });
});

/**
 * Every approval decision the API offers, and what applies the rule to it (decision 0062): the
 * flow engine (its `decide` refuses the maker and an earlier node's approver) or the guard
 * (`assertMayDecide`) in the service that records the decision. A new decision route fails here
 * until it is listed, and a listed service that stops calling its guard fails too.
 */
const DECIDED_BY: Record<string, { file: string; via: 'engine' | 'guard' } | { exempt: string }> = {
  '/v1/payment-record/:id/approve': { file: 'payment-record/payment-approval.service.ts', via: 'guard' },
  '/v1/payment-record/:id/reject': { file: 'payment-record/payment-approval.service.ts', via: 'guard' },
  '/v1/borrow/payments/:id/confirm': { file: 'borrow/payment.service.ts', via: 'guard' },
  '/v1/borrow/payments/:id/reject': { file: 'borrow/payment.service.ts', via: 'guard' },
  '/v1/borrow/adjustments/:id/approve': { file: 'borrow/loan-changes.service.ts', via: 'guard' },
  '/v1/borrow/adjustments/:id/reject': { file: 'borrow/loan-changes.service.ts', via: 'guard' },
  '/v1/borrow/type-changes/:id/approve': { file: 'borrow/loan-changes.service.ts', via: 'guard' },
  '/v1/borrow/type-changes/:id/reject': { file: 'borrow/loan-changes.service.ts', via: 'guard' },
  '/v1/borrow/extensions/:id/approve': { file: 'borrow/loan-changes.service.ts', via: 'guard' },
  '/v1/borrow/extensions/:id/reject': { file: 'borrow/loan-changes.service.ts', via: 'guard' },
  '/v1/loan_voucher/:id/audit': { file: 'loan-voucher/loan-voucher-audit.service.ts', via: 'guard' },
  '/v1/loan_voucher/:id/audit/second': { file: 'loan-voucher/loan-voucher-audit.service.ts', via: 'guard' },
  '/v1/bill/repayApply/:id/approve': { file: 'repayment/repayment-applications.service.ts', via: 'guard' },
  '/v1/bill/repayApply/:id/reject': { file: 'repayment/repayment-applications.service.ts', via: 'guard' },
  '/v1/bill/recharge/:id/approve': { file: 'withhold/recharges.service.ts', via: 'guard' },
  '/v1/bill/recharge/:id/reject': { file: 'withhold/recharges.service.ts', via: 'guard' },
  '/v1/five_level/change_records/:id/approve': { file: 'five-level/five-level.service.ts', via: 'guard' },
  '/v1/five_level/change_records/:id/reject': { file: 'five-level/five-level.service.ts', via: 'guard' },
  '/v1/field-order/:id/approve': { file: 'field-order/field-order.service.ts', via: 'guard' },
  '/v1/field-order/:id/reject': { file: 'field-order/field-order.service.ts', via: 'guard' },
  '/v1/archive/disposals/:id/approve': { file: 'archive/archive-disposal.service.ts', via: 'guard' },
  '/v1/archive/disposals/:id/reject': { file: 'archive/archive-disposal.service.ts', via: 'guard' },
  '/v1/archiveTransfer/:id/extension/approve': { file: 'archive/archive-edit.service.ts', via: 'guard' },
  '/v1/archiveTransfer/:id/extension/reject': { file: 'archive/archive-edit.service.ts', via: 'guard' },
  '/v1/bill/:id/approve': { file: 'bill/bill-flow.service.ts', via: 'engine' },
  '/v1/bill/:id/reject': { file: 'bill/bill-flow.service.ts', via: 'engine' },
  '/v1/bill/approve/batch': { file: 'bill/bill-flow.service.ts', via: 'engine' },
  '/v1/grant/:id/approve': { file: 'grant/grant.service.ts', via: 'engine' },
  '/v1/grant/:id/reject': { file: 'grant/grant.service.ts', via: 'engine' },
  '/v1/contract/:id/approve': { file: 'contract/contract.service.ts', via: 'engine' },
  '/v1/contract/:id/reject': { file: 'contract/contract.service.ts', via: 'engine' },
  '/v1/cardChange/:id/approve': { file: 'bank-card/card-change.service.ts', via: 'engine' },
  '/v1/cardChange/:id/reject': { file: 'bank-card/card-change.service.ts', via: 'engine' },
  '/v1/systemChange/:id/approve': { file: 'system-change/system-change-decisions.service.ts', via: 'engine' },
  '/v1/systemChange/:id/reject': { file: 'system-change/system-change-decisions.service.ts', via: 'engine' },
  '/v1/transfer-order/:id/approve': { file: 'order-transfer/order-transfer.service.ts', via: 'engine' },
  '/v1/transfer-order/:id/reject': { file: 'order-transfer/order-transfer.service.ts', via: 'engine' },
  '/v1/mortgageRequest/:id/approve': { file: 'mortgage/mortgage-request.service.ts', via: 'engine' },
  '/v1/mortgageRequest/:id/reject': { file: 'mortgage/mortgage-request.service.ts', via: 'engine' },
  '/v1/mortgageRelease/:id/approve': { file: 'mortgage/mortgage-release.service.ts', via: 'engine' },
  '/v1/mortgageRelease/:id/reject': { file: 'mortgage/mortgage-release.service.ts', via: 'engine' },
  '/v1/archiveTransfer/:id/approve': { file: 'archive/archive-transfer.service.ts', via: 'engine' },
  '/v1/archiveTransfer/:id/reject': { file: 'archive/archive-transfer.service.ts', via: 'engine' },
  '/v1/archiveTransferOld/:id/approve': { file: 'archive/archive-transfer-old.service.ts', via: 'engine' },
  '/v1/archiveTransferOld/:id/reject': { file: 'archive/archive-transfer-old.service.ts', via: 'engine' },
  '/v1/archive/bill/:billId/audit': { exempt: 'the custodian checks documents into stock: no request, no maker' },
  '/v1/archiveTransfer/:id/settlement/confirm': { exempt: 'started by the settlement itself, not by a person' },
  '/v1/archiveTransfer/:id/settlement/refuse': { exempt: 'started by the settlement itself, not by a person' },
};

type AnyEndpoint = { method: string; path: string };
const isContract = (v: unknown): v is { module: string; endpoints: Record<string, AnyEndpoint> } =>
  typeof v === 'object' && v !== null && 'module' in v && 'endpoints' in v;
/** The POST routes that decide something: approve, reject, confirm, refuse, audit, review. */
const decisionRoutes = () =>
  Object.values(shared)
    .filter(isContract)
    .flatMap((c) => Object.entries(c.endpoints))
    .filter(([key, e]) => e.method === 'POST' && /approv|confirm|audit|review|reject|refuse|decide/i.test(`${key} ${e.path}`))
    .map(([, e]) => e.path)
    .filter((p) => !p.endsWith('/list') && p !== '/v1/transferArchiveRole');

describe('the maker-checker route walk', () => {
  const MODULES = path.resolve(import.meta.dirname, '../src/modules');

  it('lists every decision route of the contracts, and each is decided through the rule', () => {
    expect(new Set(decisionRoutes())).toEqual(new Set(Object.keys(DECIDED_BY)));
    for (const [route, by] of Object.entries(DECIDED_BY)) {
      if ('exempt' in by) continue;
      const source = fs.readFileSync(path.join(MODULES, by.file), 'utf8');
      const through = by.via === 'guard' ? /assertMayDecide\(/ : /\bflow\.act\(|\bsteps\.decide\(/;
      expect(through.test(source), `${route}: ${by.file}`).toBe(true);
    }
  });
});
