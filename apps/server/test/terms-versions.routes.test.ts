import { readFileSync } from 'node:fs';
import type { BillDetail } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { U, attachRequiredDocuments, type billApi, finalTerms, openBillApp } from './bill-fixtures';
import { grantReadyBill } from './helpers/grant-at-finance';
import type { TestApp } from './helpers/test-app';

/*
 * Decision 0078 over HTTP: final review's terms are version 1; an approved extension of 30 days makes
 * version 2 with the term 30 days longer, on the bill, on the loan's copy and on its schedule (whose
 * last due day is the value date + the new term); a repeat approval and a rejected extension change
 * nothing. The migration's backfill gives every bill's terms a version.
 */
const USERS = {
  ...U,
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
  head: '13800000020', // role 20: loan_change_approve
  inLoan: '13800000042', // role 42: borrow_bill (requests extensions)
} as const;
const G = '/api/v1/grant';
const BILL = '/api/bill/v1/bill';
const BORROW = '/api/v1/borrow';
const PRINCIPAL = '500000.00';
const TERM = 180;

type Period = { reFundTime: string; beginRateTime: string };
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the terms are versioned through their change flows (decision 0078)', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  let billId = 0;
  let grantId = 0;
  let loanId = 0;
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c, USERS));
  }, 240_000);
  afterAll(() => t.close());

  const post = (who: string, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who]!, payload });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const billDetail = async () => (await api.detail(c.admin!, billId)).json().data as BillDetail;
  const schedule = async () => ((await post('admin', `${BILL}/repayManage/${loanId}`, {})).json().data as { schedule: Period[] }).schedule;
  const requestExtension = async (extraDays: number) => {
    const made = await post('inLoan', `${BORROW}/extensions`, {
      grantId,
      extraDays,
      fee: '0',
      reason: '资金周转',
      idempotencyKey: `terms-ext-${Math.random()}`,
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json().data.id as number;
  };

  it('final review decides version 1 and the draw makes the loan on it', async () => {
    const bill = await api.submitted(c.sales!);
    billId = bill.id;
    await attachRequiredDocuments(t, c.sales!, billId);
    let v = bill.flowVersion;
    for (const who of ['manager', 'vp', 'director', 'riskStaff']) {
      const res = await api.approve(c[who]!, billId, v);
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().data.flowVersion;
    }
    const terms = finalTerms(PRINCIPAL, TERM, { annualRate: '0.12', method: 'interestFirst', repaymentDay: 20 });
    expect((await api.approve(c.finalReview!, billId, v, '终审同意', terms)).statusCode).toBe(200);
    const { cardId } = await grantReadyBill(t, c.admin!, billId);
    const made = await post('riskStaff', G, { billId, cardId, fundingParty: 'hnxiaodai', amount: PRINCIPAL });
    expect(made.statusCode, made.body).toBe(200);
    grantId = made.json().data.id as number;
    for (const who of ['director', 'vp1', 'vp2']) {
      const flow = (await t.call({ method: 'GET', url: `${G}/${grantId}`, cookie: c[who]! })).json().data.flow as { version: number };
      expect((await post(who, `${G}/${grantId}/approve`, { flowVersion: flow.version, comment: '同意' })).statusCode).toBe(200);
    }
    const drawn = await post('finance', `${G}/${grantId}/draws`, { amount: PRINCIPAL, idempotencyKey: `terms-draw-${grantId}` });
    expect(drawn.statusCode, drawn.body).toBe(200);
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
    const approve = () => post('head', `${BORROW}/extensions/${id}/approve`, { version: 0, comment: '同意' });
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(409);

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
    expect((await post('head', `${BORROW}/extensions/${id}/reject`, { version: 0, comment: '不同意' })).statusCode).toBe(200);
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
