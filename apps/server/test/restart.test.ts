import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Endpoint, type EndpointInput, type EndpointReply, GRANT_API, IDENTITY_API, REPAYMENT_API, endpointUrl } from '@lc/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type ConsoleProcess, killConsoles, startConsole } from './helpers/console-process';
import { type DemoUserName, demoMobile } from './helpers/demo-users';

/**
 * Issue 28 finding 8: the demo seed runs on every start, so it must find its own rows on a
 * database staff have used. Before the fix, a new loan changed which loan the demo fee seed picked
 * and the second start stopped on a reused ledger posting key. A real process on a fresh PGlite directory,
 * with demo data and file storage, as `npm start` runs it.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-restart-'));
let running: ConsoleProcess | undefined;
afterAll(async () => {
  killConsoles();
  await running?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// riskStaff (31) requests the grant; risk (10), vp1 (22) and vp2 (23) approve it; finance (21) draws and posts.
const WHO = ['admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance'] as const satisfies readonly DemoUserName[];
type Who = (typeof WHO)[number];
const G = GRANT_API.endpoints;
const R = REPAYMENT_API.endpoints;
const SIGN_IN = endpointUrl(IDENTITY_API.endpoints.login);

describe('the console restarts on a database staff have used', () => {
  it('after a grant, a draw and a repayment it starts again (and a second restart is quick)', { timeout: 900_000 }, async () => {
    running = await startConsole(dataDir);
    const c = {} as Record<Who, string>;
    for (const who of WHO) c[who] = await running.login(demoMobile(who));
    // A real process over a socket, not a test app: the request is built from the contract by hand
    // (its URL by endpointUrl, the body as given), and the reply typed by it.
    const call = async <E extends Endpoint & { method: 'GET' | 'POST' }>(who: Who, e: E, input?: EndpointInput<E>) => {
      const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object };
      const url = endpointUrl(e, params, query);
      const res = await running!.fetch(url, { method: e.method, cookie: c[who], body });
      expect(res.status, `${e.method} ${url}: ${JSON.stringify(res.json)}`).toBe(200);
      return (res.json as { data: EndpointReply<E> }).data;
    };

    // The demo's grant-ready bill (decision 0052): request, three approvals, a draw of 1,000.00.
    const bills = await call('riskStaff', G.grantableBills);
    const bill = bills.list.find((b) => b.customerName === '韩磊');
    expect(bill?.cards.length, 'the grant-ready demo bill').toBeGreaterThan(0);
    const grant = await call('riskStaff', G.request, {
      body: { billId: bill!.id, amount: '500000.00', cardId: bill!.cards[0]!.id, fundingParty: 'hnxiaodai' },
    });
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await call(who, G.detail, { params: { id: grant.id } });
      await call(who, G.approve, { params: { id: grant.id }, body: { flowVersion: flow!.version, comment: '同意' } });
    }
    const draw = await call('finance', G.draw, { params: { id: grant.id }, body: { amount: '1000.00', idempotencyKey: 'restart-draw' } });
    expect(draw.status).toBe(2);

    // A repayment on the new loan, recorded and approved.
    const loans = await call('admin', R.repayManage, { body: { pageSize: 100 } });
    const loan = loans.list.find((l) => l.grantId === grant.id);
    expect(loan, 'the draw made a loan').toBeDefined();
    const applied = await call('admin', R.repayApply, { body: { loanId: loan!.id, amount: '10.00', idempotencyKey: 'restart-repay' } });
    await call('finance', R.repayApplyApprove, { params: { id: applied.id } });

    expect(await running.stop()).toBe(0);
    running = await startConsole(dataDir);
    expect((await running.fetch(SIGN_IN, { method: 'POST', body: { mobile: demoMobile('admin'), password: 'Demo@2026' } })).status).toBe(
      200,
    );
    expect(await running.stop()).toBe(0);

    // Nothing new: the demo is complete, so the seed only checks it.
    running = await startConsole(dataDir);
    expect(running.demoData, running.log).toBe('complete');
    expect((await running.fetch(SIGN_IN, { method: 'POST', body: { mobile: demoMobile('admin'), password: 'Demo@2026' } })).status).toBe(
      200,
    );
    expect(await running.stop()).toBe(0);
    running = undefined;
  });
});
