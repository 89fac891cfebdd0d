import { CITY_AREA_CODES, SALESPERSON_ROLE_ID } from '@lc/shared';
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sampleRecords } from './gallery.table';

/** GB 11643: weights of the first 17 digits of an ID card; the sum mod 11 picks the check character. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const weighted = (digits: string, weights: readonly number[]) => [...digits].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0);

/** Six-digit GB/T 2260 district codes of each city, so that ID cards look local. */
const DISTRICTS: Record<(typeof CITY_AREA_CODES)[number], string[]> = {
  BJ_11: ['110101', '110102', '110105', '110106', '110108'],
  SH_31: ['310101', '310104', '310105', '310115'],
  XA_61: ['610102', '610103', '610104', '610113'],
  WH_42: ['420102', '420103', '420106', '420111'],
};
/** A CASE on the city that picks one of its districts by `h`, as the code or as its weighted digit sum. */
const districtCase = (h: string, as: 'code' | 'sum') =>
  `case area_code ${Object.entries(DISTRICTS)
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
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国文辉鑫宇婷雪琳浩然';
const pick = (chars: string, h: string) => `(${textArray(chars)})[1 + (${h} % ${[...chars].length})::int]`;

/** Two years of records up to this moment (fixed, so seeded data is the same on every machine). */
const NEWEST = '2026-11-20 18:00:00+08';
const SPAN_SECONDS = 730 * 86_400;

/**
 * Adds `rows` sample records in one INSERT … SELECT over generate_series: deterministic
 * pseudo-random values (record numbers continue after the highest id), ID cards with correct
 * check digits, valid mobiles and Luhn-valid bank cards, spread over the salespeople (role 11) of
 * the four cities, each record carrying its salesperson's area, department and group. The demo
 * salespeople come from the identity tables, read here by name: a seed, not a request path.
 * Rows go in in date order, which keeps the index inserts local (≈2× faster on PGlite).
 */
export async function seedSampleRecords(db: Executor, rows: number): Promise<void> {
  if (rows <= 0) return;
  await db.execute(sql`
    with sales as (
      select u.id, u.area_code, u.department_code,
             (select min(ug.group_id) from user_groups ug where ug.user_id = u.id) as group_id,
             row_number() over (order by u.id) - 1 as k
      from users u
      where exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role_id = ${SALESPERSON_ROLE_ID})
        and u.area_code in (${sql.raw(CITY_AREA_CODES.map((c) => `'${c}'`).join(', '))})
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
      select *, ${sql.raw(districtCase('h3', 'code'))} as district,
             (${sql.raw(districtCase('h3', 'sum'))}) + ${sql.raw(idTailSum)} as id_sum,
             ${sql.raw(cardSum)} as card_sum,
             h3 % ${SPAN_SECONDS} as age_seconds
      from drawn
    )
    insert into ${sampleRecords}
      (record_no, borrower_name, mobile, id_card, bank_card, loan_amount, status,
       area_code, department_code, group_id, salesperson_id, created_at)
    select 'SR' || lpad(n::text, 9, '0'),
           ${sql.raw(pick(SURNAMES, 'h2'))} || ${sql.raw(pick(GIVEN, 'h3'))}
             || case when h1 % 3 = 0 then '' else ${sql.raw(pick(GIVEN, '(h1 / 7)'))} end,
           '1' || (3 + h1 % 7)::text || lpad((h3 % 1000000000)::text, 9, '0'),
           district || y::text || lpad(m::text, 2, '0') || lpad(d::text, 2, '0') || lpad(q::text, 3, '0')
             || substr('10X98765432', 1 + (id_sum % 11)::int, 1),
           '62' || lpad(x::text, 8, '0') || lpad(cy::text, 8, '0') || ((10 - card_sum % 10) % 10)::text,
           ((50 + h3 % 950) * 10000 + (h1 % 100) * 100)::numeric(14, 2),
           1 + h2 % 4,
           area_code, department_code, group_id, salesperson_id,
           timestamptz ${sql.raw(`'${NEWEST}'`)} - age_seconds * interval '1 second'
    from made
    order by age_seconds
  `);
}

/** SAMPLE_RECORDS: how many sample records a demo installation starts with. */
export const sampleRecordCount = (env: NodeJS.ProcessEnv = process.env) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .default(2_000)
    .parse(env.SAMPLE_RECORDS === '' ? undefined : env.SAMPLE_RECORDS);

/** With the demo data: fills an empty table once; later starts leave it as it is. */
export async function seedDemoSampleRecords(db: Executor, rows = sampleRecordCount()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(sampleRecords);
  if ((existing?.n ?? 0) === 0) await seedSampleRecords(db, rows);
}
