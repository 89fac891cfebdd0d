import { readFileSync } from 'node:fs';
import { BILL_API, GRANT_API, LOAN_RECORDS_API, REPAYMENT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRequiredDocuments, billApi, finalTerms } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { grantReadyBill } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Decision 0078 over HTTP: final review's terms are version 1; an approved extension of 30 days makes
 * version 2 with the term 30 days longer, on the bill, on the loan's copy and on its schedule (whose
 * last due day is the value date + the new term); a repeat approval and a rejected extension change
 * nothing. The migration's backfill gives every bill's terms a version.
 */
const G = GRANT_API.endpoints;
const L = LOAN_RECORDS_API.endpoints;
// financeHead (20): loan_change_approve; inLoan (42): borrow_bill (requests extensions).
const WHO = [
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
  'financeHead',
  'inLoan',
] as const;
const PRINCIPAL = '500000.00';
const TERM = 180;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the terms are versioned through their change flows (decision 0078)', () => {
  let t: TestApp;
  let c: Record<(typeof WHO)[number], Caller>;
  let billId = 0;
  let grantId = 0;
  let loanId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
  }, 240_000);
  afterAll(() => t.close());

  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const billDetail = () => c.admin.call(BILL_API.endpoints.detail, { params: { id: billId } });
  const schedule = async () => (await c.admin.call(REPAYMENT_API.endpoints.repayManageDetail, { params: { id: loanId } })).schedule;
  const requestExtension = async (extraDays: number) =>
    (
      await c.inLoan.call(L.requestExtension, {
        body: { grantId, extraDays, fee: '0', reason: '资金周转', idempotencyKey: `terms-ext-${Math.random()}` },
      })
    ).id;

  it('final review decides version 1 and the draw makes the loan on it', async () => {
    const bill = await billApi(t).submitted(c.sales.cookie);
    billId = bill.id;
    await attachRequiredDocuments(t, c.sales.cookie, billId);
    let v = bill.flowVersion;
    for (const who of ['manager', 'deptManager', 'risk', 'riskStaff'] as const) {
      v = (await c[who].call(BILL_API.endpoints.approve, { params: { id: billId }, body: { flowVersion: v, comment: '同意' } }))
        .flowVersion;
    }
    const terms = finalTerms(PRINCIPAL, TERM, { annualRate: '0.12', method: 'interestFirst', repaymentDay: 20 });
    await c.finalReview.call(BILL_API.endpoints.approve, { params: { id: billId }, body: { flowVersion: v, comment: '终审同意', terms } });
    const { cardId } = await grantReadyBill(t, c.admin.cookie, billId);
    grantId = (await c.riskStaff.call(G.request, { body: { billId, cardId, fundingParty: 'hnxiaodai', amount: PRINCIPAL } })).id;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await c[who].call(G.detail, { params: { id: grantId } });
      await c[who].call(G.approve, { params: { id: grantId }, body: { flowVersion: flow!.version, comment: '同意' } });
    }
    await c.finance.call(G.draw, { params: { id: grantId }, body: { amount: PRINCIPAL, idempotencyKey: `terms-draw-${grantId}` } });
    const [loan] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grantId}`);
    loanId = Number(loan!.id);

    const detail = await billDetail();
    expect(detail.terms).toMatchObject({ termDays: TERM, version: 1 });
    expect(detail.termsHistory.map((h) => [h.version, h.change, h.changeId, h.termDays])).toEqual([[1, 'finalReview', null, TERM]]);
    const periods = await schedule();
    expect(periods.at(-1)!.reFundTime).toBe(addDays(periods[0]!.beginRateTime, TERM));
  });

  it('an approved extension of 30 days makes version 2 on the bill, the loan’s terms and the schedule; a repeat approval versions nothing', async () => {
    const before = (await schedule()).at(-1)!.reFundTime;
    const id = await requestExtension(30);
    const approve = () => c.financeHead.send(L.approveExtension, { params: { id }, body: { version: 0, comment: '同意' } });
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(409);

    const detail = await billDetail();
    expect(detail.terms).toMatchObject({ termDays: TERM + 30, version: 2 });
    expect(detail.termsHistory.map((h) => [h.version, h.change, h.changeId, h.termDays, h.extraDays])).toEqual([
      [1, 'finalReview', null, TERM, null],
      [2, 'extension', id, TERM + 30, 30],
    ]);
    expect(detail.termsHistory[1]!.by).toBeTruthy();
    const [copy] = await sql<{ term_days: number }>(`select term_days from repayment_terms where grant_id = ${grantId}`);
    expect(copy!.term_days).toBe(TERM + 30);
    const periods = await schedule();
    expect(periods.at(-1)!.reFundTime).toBe(addDays(before, 30));
    expect(periods.at(-1)!.reFundTime).toBe(addDays(periods[0]!.beginRateTime, TERM + 30));
  });

  it('a rejected extension leaves the terms at version 2', async () => {
    const id = await requestExtension(15);
    expect((await c.financeHead.send(L.rejectExtension, { params: { id }, body: { version: 0, comment: '不同意' } })).status).toBe(200);
    const detail = await billDetail();
    expect(detail.terms).toMatchObject({ termDays: TERM + 30, version: 2 });
    expect(detail.termsHistory).toHaveLength(2);
  });

  it('every bill with terms has its current version in the history, and the migration’s backfill restores one taken away', async () => {
    const missing = async () =>
      sql<{ bill_id: number }>(
        `select bt.bill_id from bill_terms bt where not exists
           (select 1 from bill_terms_versions v where v.bill_id = bt.bill_id and v.version = bt.version)`,
      );
    const [{ n }] = (await sql<{ n: number }>(`select count(*)::int n from bill_terms`)) as [{ n: number }];
    expect(n).toBeGreaterThan(1);
    expect(await missing()).toEqual([]);

    const [demo] = await sql<{ bill_id: number }>(`select bill_id from bill_terms where bill_id <> ${billId} order by bill_id limit 1`);
    await sql(`delete from bill_terms_versions where bill_id = ${demo!.bill_id}`);
    expect((await missing()).map((r) => Number(r.bill_id))).toEqual([Number(demo!.bill_id)]);
    const migration = readFileSync(new URL('../drizzle/0062_terms_versions.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO'))!;
    await sql(backfill);
    expect(await missing()).toEqual([]);
    const [row] = await sql<{ change: string; change_id: number | null }>(
      `select change, change_id from bill_terms_versions where bill_id = ${demo!.bill_id}`,
    );
    expect(row).toEqual({ change: 'finalReview', change_id: null });
  });
});
