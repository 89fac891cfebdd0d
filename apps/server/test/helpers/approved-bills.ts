import type { TestApp } from './test-app';

/**
 * Bills waiting in approval (or those `where` picks) made final-approved directly, for tests whose
 * subject comes after final review: each gets the terms a final reviewer would have decided
 * (decision 0070) — the whole amount at 9.6 % a year, interest first, the bill's term — since
 * no grant may be requested without them. A test of final review itself goes through its route.
 */
export async function approveBillsDirectly(t: TestApp, where = 'status = 1') {
  await t.database.executeSql(`
    with approved as (update bills set status = 4 where ${where} returning id, borrow_amount, borrow_duration)
    insert into bill_terms (bill_id, amount, annual_rate, method, term_days, penalty_daily_rate)
      select id, borrow_amount, 0.096, 'interestFirst', borrow_duration, 0.0005 from approved
    on conflict (bill_id) do nothing`);
}
