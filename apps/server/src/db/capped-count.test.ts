import { describe, expect, it } from 'vitest';
import { announcedTablesRead } from './capped-count';

describe('which counts may be kept', () => {
  it('names the tables a count reads when all of them announce their changes', () => {
    const text =
      'select count(*) from (select 1 as "one" from "grants" inner join "bills" on "grants"."bill_id" = "bills"."id" ' +
      'where ("grants"."succeeded_amount" > $1 and (select min("grant_draws"."updated_at") from "grant_draws") is not null) limit $2) "capped"';
    expect(announcedTablesRead(text)).toEqual(['bills', 'grant_draws', 'grants']);
  });

  it('keeps nothing that reads an unannounced table, a function or a CTE, however it is spelt', () => {
    const counts = [
      'select count(*) from (select 1 from "grants" inner join "loan_extensions" on true limit $1) "capped"',
      'select count(*) from (select 1 from grants where exists (select 1 from repayment_loans) limit $1) c',
      'select count(*) from (select 1 from "bills", "repayment_loans" limit $1) c', // a table after a comma
      'select count(*) from generate_series(1, 10)',
      'with x as (select 1) select count(*) from x',
    ];
    for (const text of counts) expect(announcedTablesRead(text), text).toBeNull();
  });
});
