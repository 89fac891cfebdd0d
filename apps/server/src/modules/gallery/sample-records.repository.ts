import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sampleRecords } from './gallery.table';

/** A salesperson records are spread over: each record carries their area, department and group. */
export type SampleSalesperson = { id: number; areaCode: string; departmentCode: string | null; groupId: number | null };

/** What the generated values are drawn from (sample-records.seed.ts holds the demo's). */
export type SampleVocabulary = {
  /** Six-digit GB/T 2260 district codes of each city's area code, so that ID cards look local. */
  districts: Record<string, readonly string[]>;
  surnames: string;
  givenNames: string;
  /** The newest record's time (a timestamptz literal), and how far back the records reach. */
  newest: string;
  spanSeconds: number;
};

/** GB 11643: weights of the first 17 digits of an ID card; the sum mod 11 picks the check character. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const weighted = (digits: string, weights: readonly number[]) => [...digits].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0);

/** A CASE on the city that picks one of its districts by `h`, as the code or as its weighted digit sum. */
const districtCase = (districts: SampleVocabulary['districts'], h: string, as: 'code' | 'sum') =>
  `case area_code ${Object.entries(districts)
    .map(([area, codes]) => {
      const items = as === 'code' ? codes.map((c) => `'${c}'`) : codes.map((c) => String(weighted(c, ID_WEIGHTS.slice(0, 6))));
      return `when '${area}' then (array[${items.join(',')}])[1 + (${h} % ${codes.length})::int]`;
    })
    .join(' ')} end`;

/** Digit `i` (0 = leftmost) of a non-negative integer written with `width` digits. */
const digit = (x: string, width: number, i: number) => `(${x} / ${10 ** (width - 1 - i)} % 10)`;

/**
 * The ID card's weighted sum past the district: year (4 digits), month, day (2 each) and the
 * sequence number (3), read from integers rather than text, which keeps the seed fast.
 */
const idTailSum = [
  ...[0, 1, 2, 3].map((i) => `${digit('y', 4, i)} * ${ID_WEIGHTS[6 + i]}`),
  ...[0, 1].map((i) => `${digit('m', 2, i)} * ${ID_WEIGHTS[10 + i]}`),
  ...[0, 1].map((i) => `${digit('d', 2, i)} * ${ID_WEIGHTS[12 + i]}`),
  ...[0, 1, 2].map((i) => `${digit('q', 3, i)} * ${ID_WEIGHTS[14 + i]}`),
].join(' + ');

/**
 * Luhn over the 18-digit card body '62' + x (8 digits) + y (8 digits): from the right, every
 * other digit is doubled, starting with the body's last (minus 9 when that passes 9: 2d - 9·(d div 5)).
 */
const luhn = (d: string) => `(2 * ${d} - 9 * (${d} / 5))`;
const cardSum = [
  '6',
  luhn('2'),
  ...Array.from({ length: 8 }, (_, i) => (i % 2 === 1 ? luhn(digit('x', 8, i)) : digit('x', 8, i))),
  ...Array.from({ length: 8 }, (_, i) => (i % 2 === 1 ? luhn(digit('cy', 8, i)) : digit('cy', 8, i))),
].join(' + ');

const textArray = (chars: string) => `array[${[...chars].map((c) => `'${c}'`).join(',')}]`;
const pick = (chars: string, h: string) => `(${textArray(chars)})[1 + (${h} % ${[...chars].length})::int]`;

/** The salespeople as a table in the statement: k numbers them from 0, in the order given. */
const salesRows = (salespeople: SampleSalesperson[]) =>
  JSON.stringify(
    salespeople.map((s, k) => ({ id: s.id, area_code: s.areaCode, department_code: s.departmentCode, group_id: s.groupId, k })),
  );

export const sampleRecordGenerator = {
  /**
   * Adds `rows` sample records in one INSERT … SELECT over generate_series: deterministic
   * pseudo-random values (record numbers continue after the highest id), ID cards with correct
   * check digits, valid mobiles and Luhn-valid bank cards, spread over the salespeople, each record
   * carrying its salesperson's area, department and group. Rows go in in date order, which keeps
   * the index inserts local (≈2× faster on PGlite).
   */
  async insert(db: Executor, rows: number, salespeople: SampleSalesperson[], v: SampleVocabulary): Promise<void> {
    await db.execute(sql`
      with sales as (
        select * from json_to_recordset(${salesRows(salespeople)}::json)
          as s(id int, area_code text, department_code text, group_id int, k int)
      ),
      affine as (
        select (b.start + g)::bigint as n, (select count(*) from sales) as salespeople
        from generate_series(1, ${rows}::int) as g, (select coalesce(max(id), 0) as start from ${sampleRecords}) as b
      ),
      hashed as materialized (
        -- three pseudo-random streams: products of affine maps of n, all below 2^62 (no overflow)
        select n, salespeople,
               ((n * 1103515245 + 12345) % 2147483647) * ((n * 1327217885 + 7) % 2147483629) % 2147483647 as h1,
               ((n * 1327217885 + 7) % 2147483629) * ((n * 1597334677 + 3) % 2147483587) % 2147483629 as h2,
               ((n * 1597334677 + 3) % 2147483587) * ((n * 1103515245 + 12345) % 2147483647) % 2147483587 as h3
        from affine
      ),
      drawn as materialized (
        select r.n, r.h1, r.h2, r.h3, s.id as salesperson_id, s.area_code, s.department_code, s.group_id,
               1960 + r.h2 % 40 as y, 1 + r.h3 % 12 as m, 1 + r.h1 % 28 as d, r.h3 / 7 % 1000 as q,
               r.h1 / 3 % 100000000 as x, r.h2 / 3 % 100000000 as cy
        from hashed r join sales s on s.k = r.h1 % r.salespeople
      ),
      made as (
        select *, ${sql.raw(districtCase(v.districts, 'h3', 'code'))} as district,
               (${sql.raw(districtCase(v.districts, 'h3', 'sum'))}) + ${sql.raw(idTailSum)} as id_sum,
               ${sql.raw(cardSum)} as card_sum,
               h3 % ${v.spanSeconds} as age_seconds
        from drawn
      )
      insert into ${sampleRecords}
        (record_no, borrower_name, mobile, id_card, bank_card, loan_amount, status,
         area_code, department_code, group_id, salesperson_id, created_at)
      select 'SR' || lpad(n::text, 9, '0'),
             ${sql.raw(pick(v.surnames, 'h2'))} || ${sql.raw(pick(v.givenNames, 'h3'))}
               || case when h1 % 3 = 0 then '' else ${sql.raw(pick(v.givenNames, '(h1 / 7)'))} end,
             '1' || (3 + h1 % 7)::text || lpad((h3 % 1000000000)::text, 9, '0'),
             district || y::text || lpad(m::text, 2, '0') || lpad(d::text, 2, '0') || lpad(q::text, 3, '0')
               || substr('10X98765432', 1 + (id_sum % 11)::int, 1),
             '62' || lpad(x::text, 8, '0') || lpad(cy::text, 8, '0') || ((10 - card_sum % 10) % 10)::text,
             ((50 + h3 % 950) * 10000 + (h1 % 100) * 100)::numeric(14, 2),
             1 + h2 % 4,
             area_code, department_code, group_id, salesperson_id,
             timestamptz ${sql.raw(`'${v.newest}'`)} - age_seconds * interval '1 second'
      from made
      order by age_seconds
    `);
  },
};
