import fs from 'node:fs';
import path from 'node:path';
import * as shared from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billApi } from './bill-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { uploadVoucher } from './helpers/upload-voucher';

const USERS = {
  admin: '13800000000', // every permission
  clerk: '13800000042', // role 42: payment_record_list; granted payment_record_approve below
  office: '13800000051', // role 51: payment_record_list and payment_record_approve
  sales: '13800000011', // role 11: payment_confirm_salesman; granted payment_confirm below; makes bills
  finance: '13800000021', // role 21: payment_confirm; records the demo deposits
  head: '13800000020', // role 20: asks for loan changes and decides them (loan_change_approve)
  contracts: '13800000081', // role 81: asks for the demo adjustments and type changes
  vp: '13800001002', // role: bill_approve_vp, department scope
  afterLoan: '13800000041', // role 41: asks for the demo five-level changes
} as const;
type Who = keyof typeof USERS;
const OWN = '不能审批自己发起的申请';
const TWICE = '同一人不能审批两级';

/** Issue 28 finding 3 and the maker-checker rule (decision 0062): no one approves what they made, or two levels of it. */
describe('maker-checker: the maker never approves, nor one person two levels', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let seq = 0;
  const key = () => `mc-${Date.now()}-${++seq}`;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const refused = (res: { statusCode: number; json: () => { msg: string } }, msg: string) =>
    expect([res.statusCode, res.json().msg]).toEqual([403, msg]);
  const upload = (who: Who) => uploadVoucher(t, c[who]);
  const grant = async (roleId: number, code: string) => {
    const roles = (await get('admin', '/api/v1/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === roleId)!.codes, code];
    const res = await t.call({ method: 'PUT', url: `/api/v1/admin/roles/${roleId}/grants`, cookie: c.admin, payload: { codes } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    c.admin = await t.login(USERS.admin);
    await grant(42, 'payment_record_approve');
    await grant(11, 'payment_confirm');
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
  }, 180_000);
  afterAll(() => t.close());

  describe('payment records (finding 3)', () => {
    const P = '/api/v1/payment-record';
    const version = async (id: number) => ((await get('admin', `${P}/${id}`)).json().data as { version: number }).version;
    const sent = async (maker: Who) => {
      const bill = ((await get(maker, `${P}/bills`)).json().data.list as { id: number }[])[0]!;
      const made = await post(maker, P, { billId: bill.id, payee: '北京市方正公证处', amount: '5000.00', kind: 1, idempotencyKey: key() });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      const up = await post(maker, `${P}/${id}/vouchers`, { version: await version(id), imageIds: [await upload(maker)] });
      expect(up.statusCode, up.body).toBe(200);
      return id;
    };
    const approve = async (who: Who, id: number) => post(who, `${P}/${id}/approve`, { version: await version(id) });

    it('the creator of a record approves it at neither level, nor rejects it; nothing moves', async () => {
      const id = await sent('clerk');
      refused(await approve('clerk', id), OWN);
      refused(await post('clerk', `${P}/${id}/reject`, { version: await version(id), comment: '自审' }), OWN);
      expect((await approve('office', id)).statusCode).toBe(200);
      refused(await approve('clerk', id), OWN);
      const row = (await get('admin', `${P}/${id}`)).json().data as { status: number; level: number; posting: unknown };
      expect([row.status, row.level, row.posting]).toEqual([3, 2, null]);
      expect((await approve('admin', id)).statusCode).toBe(200);
    });

    it('the level-1 approver does not decide level 2', async () => {
      const id = await sent('clerk');
      expect((await approve('office', id)).statusCode).toBe(200);
      refused(await approve('office', id), TWICE);
      refused(await post('office', `${P}/${id}/reject`, { version: await version(id), comment: '再审' }), TWICE);
    });
  });

  describe('borrow payments (finding 3)', () => {
    const B = '/api/v1/borrow';
    it('the salesperson who reported a payment cannot confirm or reject it; finance can', async () => {
      const grantId = (await get('sales', `${B}/salesman/loans`)).json().data.list[0].id as number;
      const made = await post('sales', `${B}/salesman/payments`, {
        grantId,
        amount: '5000.00',
        payType: 2,
        paidOn: '2026-02-01',
        imageIds: [await upload('sales')],
        idempotencyKey: key(),
      });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      const row = async () =>
        ((await get('finance', `${B}/payments?pageSize=100`)).json().data.list as { id: number; status: number; version: number }[]).find(
          (p) => p.id === id,
        )!;
      const { version } = await row();
      refused(await post('sales', `${B}/payments/${id}/confirm`, { version }), OWN);
      refused(await post('sales', `${B}/payments/${id}/reject`, { version, comment: '自审' }), OWN);
      expect((await row()).status).toBe(3);
      const ok = await post('finance', `${B}/payments/${id}/confirm`, { version });
      expect(ok.statusCode, ok.body).toBe(200);
    });
  });

  describe('lists of requests name their maker (issue 33 item 5)', () => {
    const B = '/api/v1/borrow';
    type Made = { id: number; createdBy: number; createdByName: string; version: number };
    const me = async (who: Who) => (await get(who, '/api/auth/v1/userInfo/get')).json().data as { id: number; realName: string };
    const rows = async (path: string, query = '') => {
      const res = await get('admin', `${B}/${path}?pageSize=100&withTotal=1${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.list as Made[];
    };

    it('each list of change names the maker of its rows, by id, as the rule needs', async () => {
      const makers = { deposits: 'finance', adjustments: 'contracts', 'type-changes': 'contracts', extensions: 'clerk' } as const;
      for (const [path, who] of Object.entries(makers)) {
        const { id, realName } = await me(who);
        const theirs = (await rows(path)).filter((r) => r.createdByName === realName);
        expect(theirs.length, path).toBeGreaterThan(0);
        expect(new Set(theirs.map((r) => r.createdBy)), path).toEqual(new Set([id]));
      }
    });

    it('five-level change records name their applicant by id', async () => {
      const { id, realName } = await me('afterLoan');
      const res = await post('admin', shared.endpointUrl(shared.FIVE_LEVEL_API.endpoints.changeRecords), { pageSize: 100 });
      expect(res.statusCode, res.body).toBe(200);
      const theirs = (res.json().data.list as { applicantId: number; applicantName: string }[]).filter((r) => r.applicantName === realName);
      expect(theirs.length).toBeGreaterThan(0);
      expect(new Set(theirs.map((r) => r.applicantId))).toEqual(new Set([id]));
    });

    it('the maker read from the row refuses whom the server refuses, and lets the other approver decide', async () => {
      const grantId = ((await get('admin', `${B}/loans?pageSize=1`)).json().data.list as { id: number }[])[0]!.id;
      const made = await post('head', `${B}/adjustments`, {
        grantId,
        target: 2,
        direction: 2,
        amount: '10.00',
        reason: '减免利息',
        idempotencyKey: key(),
      });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      const row = (await rows('adjustments', `&grantId=${grantId}`)).find((r) => r.id === id)!;
      expect(row.createdBy).toBe((await me('head')).id);
      for (const who of ['head', 'admin'] as const) {
        const may = shared.mayDecide({ makerId: row.createdBy, userId: (await me(who)).id });
        const res = await post(who, `${B}/adjustments/${id}/approve`, { version: row.version });
        expect([who, may, res.statusCode]).toEqual(who === 'head' ? ['head', false, 403] : ['admin', true, 200]);
      }
    });
  });

  describe('the flow engine (bills and every process on it)', () => {
    it('whoever approved an earlier node does not decide a later one; another person does', async () => {
      const api = billApi(t);
      const bill = await api.submitted(c.sales);
      const first = await api.approve(c.admin, bill.id, bill.flowVersion);
      expect(first.statusCode, first.body).toBe(200);
      const version = first.json().data.flowVersion as number;
      refused(await api.approve(c.admin, bill.id, version), TWICE);
      refused(await api.reject(c.admin, bill.id, version), TWICE);
      refused(await api.approve(c.sales, bill.id, version), OWN);
    });

    it('the inbox and its badge leave out what an earlier node’s approver may not decide; the next approver finds it', async () => {
      const api = billApi(t);
      type Page = 'manager' | 'vp';
      const inbox = async (who: Who, page: Page) => {
        const res = await get(who, shared.endpointUrl(shared.BILL_INBOX[page], undefined, { pageSize: 100, withTotal: '1' }));
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data as { list: { id: number }[]; total: number };
        return { ids: data.list.map((r) => r.id), total: data.total };
      };
      const badge = async (who: Who, page: Page) =>
        ((await get(who, shared.endpointUrl(shared.HOME_API.endpoints.badges))).json().data as Record<string, number>)[
          shared.BILL_APPROVAL_PAGES[page].route
        ] ?? 0;
      const bill = await api.submitted(c.sales);
      expect((await inbox('admin', 'manager')).ids).toContain(bill.id);
      const before = { admin: await badge('admin', 'vp'), vp: await badge('vp', 'vp') };
      const first = await api.approve(c.admin, bill.id, bill.flowVersion);
      expect(first.statusCode, first.body).toBe(200);

      // At the VP node: the admin holds its code but approved the manager node, so neither the inbox nor the badge counts it.
      const atVp = await inbox('admin', 'vp');
      expect(atVp.ids).not.toContain(bill.id);
      expect(await badge('admin', 'vp')).toBe(before.admin);
      expect(await badge('admin', 'vp')).toBe(atVp.total);
      expect((await inbox('vp', 'vp')).ids).toContain(bill.id);
      expect(await badge('vp', 'vp')).toBe(before.vp + 1);

      // Sent back to the manager node, it is the admin's again: their approval was at the node it waits at.
      const back = await api.reject(c.vp, bill.id, first.json().data.flowVersion as number, 'manager', '请经理复核');
      expect(back.statusCode, back.body).toBe(200);
      expect((await inbox('admin', 'manager')).ids).toContain(bill.id);
      expect((await inbox('vp', 'vp')).ids).not.toContain(bill.id);
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
