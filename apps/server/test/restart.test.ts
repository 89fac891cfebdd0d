import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ConsoleProcess, killConsoles, startConsole } from './helpers/console-process';

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

const USERS = {
  admin: '13800000000',
  applicant: '13800000031',
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
} as const;
type Who = keyof typeof USERS;
const G = '/api/v1/grant';
const B = '/api/bill/v1/bill';

describe('the console restarts on a database staff have used', () => {
  it('after a grant, a draw and a repayment it starts again (and a second restart is quick)', { timeout: 900_000 }, async () => {
    running = await startConsole(dataDir);
    const c = {} as Record<Who, string>;
    for (const [who, mobile] of Object.entries(USERS)) c[who as Who] = await running.login(mobile);
    const call = async (who: Who, method: 'GET' | 'POST', url: string, body?: object) => {
      const res = await running!.fetch(url, { method, cookie: c[who], body });
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.json)}`).toBe(200);
      return (res.json as { data: never }).data;
    };

    // The demo's grant-ready bill (decision 0052): request, three approvals, a draw of 1,000.00.
    const bills = (await call('applicant', 'GET', `${G}/bills`)) as {
      list: { id: number; customerName: string; cards: { id: number }[] }[];
    };
    const bill = bills.list.find((b) => b.customerName === '韩磊');
    expect(bill?.cards.length, 'the grant-ready demo bill').toBeGreaterThan(0);
    const grant = (await call('applicant', 'POST', G, {
      billId: bill!.id,
      amount: '500000.00',
      cardId: bill!.cards[0]!.id,
      fundingParty: 'hnxiaodai',
    })) as { id: number };
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = (await call(who, 'GET', `${G}/${grant.id}`)) as { flow: { version: number } };
      await call(who, 'POST', `${G}/${grant.id}/approve`, { flowVersion: flow.version, comment: '同意' });
    }
    const draw = (await call('finance', 'POST', `${G}/${grant.id}/draws`, { amount: '1000.00', idempotencyKey: 'restart-draw' })) as {
      status: number;
    };
    expect(draw.status).toBe(2);

    // A repayment on the new loan, recorded and approved.
    const loans = (await call('admin', 'POST', `${B}/repayManage`, { pageSize: 100 })) as { list: { id: number; grantId: number }[] };
    const loan = loans.list.find((l) => l.grantId === grant.id);
    expect(loan, 'the draw made a loan').toBeDefined();
    const applied = (await call('admin', 'POST', `${B}/repayApply`, {
      loanId: loan!.id,
      amount: '10.00',
      idempotencyKey: 'restart-repay',
    })) as {
      id: number;
    };
    await call('finance', 'POST', `${B}/repayApply/${applied.id}/approve`);

    expect(await running.stop()).toBe(0);
    running = await startConsole(dataDir);
    expect(
      (await running.fetch('/api/auth/v1/userInfo/login', { method: 'POST', body: { mobile: USERS.admin, password: 'Demo@2026' } })).status,
    ).toBe(200);
    expect(await running.stop()).toBe(0);

    // Nothing new: the demo is complete, so the seed only checks it.
    running = await startConsole(dataDir);
    expect(running.demoData, running.log).toBe('complete');
    expect(
      (await running.fetch('/api/auth/v1/userInfo/login', { method: 'POST', body: { mobile: USERS.admin, password: 'Demo@2026' } })).status,
    ).toBe(200);
    expect(await running.stop()).toBe(0);
    running = undefined;
  });
});
