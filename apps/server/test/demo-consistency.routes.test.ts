import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 29 item 7: the demo tells one story. Each check reads the seeded database as staff would
 * find it, and names what contradicts the story.
 */
describe('the demo data tells one consistent story', () => {
  let t: TestApp;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every card tied to a bill belongs to the bill’s own borrower, the person the bill names', async () => {
    const wrong = await sql<{ card: number; bill: string; holder: string | null }>(`
      select k.id::int card, b.bill_customer_name bill, w.name holder
        from bank_cards k join bills b on b.id = k.bill_id left join borrowers w on w.id = k.borrower_id
       where k.borrower_id is distinct from b.borrower_id or w.name is distinct from b.bill_customer_name or w.id_card is distinct from b.id_card`);
    expect(wrong).toEqual([]);
    // And every bill granted money has its receiving card.
    const cardless = await sql<{ bill: string }>(`
      select distinct b.bill_customer_name bill from grants g join bills b on b.id = g.bill_id
       where not exists (select 1 from bank_cards k where k.bill_id = b.id)`);
    expect(cardless).toEqual([]);
  });

  it('no grant, draw, loan or decided terms come before the bill they belong to', async () => {
    const early = await sql<{ what: string; bill: string }>(`
      select 'grant ' || g.id what, b.bill_customer_name bill from grants g join bills b on b.id = g.bill_id where g.created_at < b.created_at
      union all
      select 'draw ' || d.id, b.bill_customer_name from grant_draws d join grants g on g.id = d.grant_id join bills b on b.id = g.bill_id
       where d.created_at < b.created_at
      union all
      select 'loan ' || l.id, b.bill_customer_name from repayment_loans l join bills b on b.id = l.bill_id
       where l.draw_date < (b.created_at at time zone 'Asia/Shanghai')::date
      union all
      select 'terms of ' || b.bill_no, b.bill_customer_name from bill_terms x join bills b on b.id = x.bill_id
       where x.decided_at < b.created_at`);
    expect(early).toEqual([]);
    expect((await sql<{ n: number }>(`select count(*)::int n from repayment_loans`))[0]!.n).toBeGreaterThan(3);
  });

  it('an unpaid overdue instalment has been charged penalty for every day overdue up to the last run, at the rule’s daily figure (on principal and interest)', async () => {
    const rows = await sql<{ loan: number; period: number; days: number; penalty: string; daily: string }>(`
      select l.id::int loan, s.period, (l.accrued_through - s.re_fund_time)::int days, s.penalty::text,
             round((s.principal + s.interest) * r.penalty_daily_rate, 2)::text daily
        from repayment_schedules s join repayment_loans l on l.id = s.loan_id
        cross join lateral (select penalty_daily_rate from overdue_run_days order by business_date desc limit 1) r
       where s.paid_principal = 0 and s.paid_interest = 0 and s.paid_penalty = 0 and s.principal + s.interest > 0 and l.status <> 3
         and l.accrued_through is not null and s.re_fund_time < l.accrued_through`);
    expect(rows.length, 'the demo has overdue instalments').toBeGreaterThan(0);
    const wrong = rows.filter((r) => !new Decimal(r.penalty).eq(new Decimal(r.daily).times(r.days)));
    expect(wrong).toEqual([]);
  });
});
