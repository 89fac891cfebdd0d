import { addDays } from '@lc/shared';
import type { TestApp } from './test-app';

/** Hand-made loans have grant ids from here up (their grants are not real: FK checks off for the insert). */
const OURS = 3_000_000;

export type HandMadeLoan = { principal: string; rate: string; method: string; drawn: number };
export type HandMadePeriod = { begin: number; due: number; principal: string; interest: string; paid?: boolean; penalty?: string };

/**
 * A loan on a bill of its own that owes no fees and has no grant (the k-th such, highest ids first),
 * in a demo loan's scope, with the instalments given (dates as days from `today`). A bill that owes
 * no fees (no 1123 line), so the fees the waterfall collects (decision 0050) are the ones a test posts;
 * highest ids first, away from the fresh bills real draws take. The one copy: the settlement tests
 * and the repayment tests share it.
 */
export async function handMadeLoan(t: TestApp, today: string, n: number, loan: HandMadeLoan, periods: HandMadePeriod[]) {
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const [bill] = await sql<{ id: number }>(
    `select b.id from bills b where not exists (select 1 from ledger_lines l where l.bill_id = b.id and l.account_code = '1123')
       and not exists (select 1 from grants g where g.bill_id = b.id)
       and not exists (select 1 from repayment_loans r where r.bill_id = b.id) order by b.id desc limit 1`,
  );
  await t.database.executeSql(`
    begin;
    set local session_replication_role = replica;
    insert into repayment_loans (grant_id, bill_id, funding_party, principal, annual_rate, method, term_months, repayment_day,
                                 draw_date, owner_id, area_code, department_code, group_id)
    select ${OURS + n}, ${bill!.id}, d.funding_party, ${loan.principal}, ${loan.rate}, '${loan.method}', ${periods.length}, 1,
           '${addDays(today, loan.drawn)}', d.owner_id, d.area_code, d.department_code, d.group_id
      from (select * from repayment_loans order by id limit 1) d;
    commit;`);
  const [made] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${OURS + n}`);
  const id = Number(made!.id);
  for (const [k, p] of periods.entries()) {
    await sql(`insert into repayment_schedules (loan_id, period, re_fund_time, begin_rate_time, end_rate_time, principal, interest,
                 paid_principal, paid_interest, penalty, status)
               values (${id}, ${k + 1}, '${addDays(today, p.due)}', '${addDays(today, p.begin)}', '${addDays(today, p.due)}',
                 ${p.principal}, ${p.interest}, ${p.paid ? p.principal : 0}, ${p.paid ? p.interest : 0}, ${p.penalty ?? 0},
                 ${p.paid ? 2 : p.due < 0 ? 4 : 1})`);
  }
  return { id, billId: Number(bill!.id) };
}
