import { luhnCheckDigit } from '@lc/shared';
import { grantReadyBill } from './grant-at-finance';
import type { TestApp } from './test-app';

export type ReadyBill = { billId: number; billAmount: string; cardId: number };

/** A field of the copied row replaced, as SQL over the copy's numbering (`c.n`, `c.id` …). */
type Overrides = Record<string, string>;
const patched = (table: string, alias: string, overrides: Overrides) =>
  `(jsonb_populate_record(null::${table}, to_jsonb(${alias}) || jsonb_build_object(${Object.entries(overrides)
    .map(([k, v]) => `'${k}', ${v}`)
    .join(', ')}))).*`;
/** The copies' fee lines fall due each of the three ways in turn (decision 0073), so the money property meets them all. */
const ACCRUAL_BY_COPY = `(select jsonb_agg(f || jsonb_build_object('accrual', (array['perDays','perPeriod','upfront'])[c.id % 3 + 1]))
  from jsonb_array_elements(t.fee_lines) f)`;
const nextId = (table: string) => `nextval(pg_get_serial_sequence('${table}', 'id'))`;

/**
 * Bills ready for a grant request, cheaply (the money property needs one per sequence, thousands
 * of them; the demo has a dozen). One bill is made ready over HTTP as staff would
 * (grantReadyBill: its mortgage requested, approved and registered; its contract made, approved and
 * signed with a scan; a document in stock; a receiving card), then copied `batch` at a time in one
 * SQL batch: the bill (its number suffixed) and its agreed terms, its properties, its live mortgage request and the
 * registrations of its properties, its contract (number suffixed), its archive documents and its
 * card (a new, valid number). The copies pass the grant request's gate as the original does, and
 * take its scope, so the same demo staff act on them. Not copied: approval trails and audit, which
 * no money path reads.
 */
export function readyBills(t: TestApp, admin: string, batch: number) {
  let first: ReadyBill | undefined;
  const ready: ReadyBill[] = [];
  return {
    async take(): Promise<ReadyBill> {
      first ??= await grantReadyBill(t, admin);
      if (!ready.length) ready.push(...(await copies(t, first, batch)));
      return ready.shift()!;
    },
  };
}

async function copies(t: TestApp, first: ReadyBill, n: number): Promise<ReadyBill[]> {
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const [{ base } = { base: 0 }] = await sql<{ base: number }>(`select coalesce(max(id), 0)::int base from bank_cards`);
  // A card number per copy, unique and passing the check digit, as the card form requires.
  const cards = Array.from({ length: n }, (_, k) => {
    const payload = `62220205${String(base + k + 1).padStart(10, '0')}`;
    return `(${k + 1}, '${payload}${luhnCheckDigit(payload)}')`;
  }).join(', ');
  const from = first.billId;
  await t.database.executeSql(`
    begin;
    create temp table copy_bills on commit drop as
      select n, ${nextId('bills')} as id, c.card_no from (values ${cards}) as c(n, card_no);
    insert into bills select ${patched('bills', 'b', { id: 'c.id', bill_no: `b.bill_no || '-P' || c.id` })}
      from bills b, copy_bills c where b.id = ${from} order by c.n;
    create temp table copy_mortgages on commit drop as
      select c.n, c.id as bill_id, m.id as old_id, ${nextId('bill_mortgages')} as id
      from copy_bills c, bill_mortgages m where m.bill_id = ${from};
    insert into bill_mortgages select ${patched('bill_mortgages', 'm', { id: 'c.id', bill_id: 'c.bill_id' })}
      from bill_mortgages m join copy_mortgages c on c.old_id = m.id;
    create temp table copy_requests on commit drop as
      select c.n, c.id as bill_id, r.id as old_id, ${nextId('mortgage_requests')} as id
      from copy_bills c, mortgage_requests r where r.bill_id = ${from} and r.status <> -1;
    insert into mortgage_requests select ${patched('mortgage_requests', 'r', { id: 'c.id', bill_id: 'c.bill_id' })}
      from mortgage_requests r join copy_requests c on c.old_id = r.id;
    insert into mortgage_request_properties
      select ${patched('mortgage_request_properties', 'p', { id: nextId('mortgage_request_properties'), request_id: 'r.id', bill_mortgage_id: 'm.id' })}
      from mortgage_request_properties p join copy_requests r on r.old_id = p.request_id
      join copy_mortgages m on m.old_id = p.bill_mortgage_id and m.n = r.n;
    insert into bill_terms select ${patched('bill_terms', 't', { bill_id: 'c.id', fee_lines: ACCRUAL_BY_COPY })}
      from bill_terms t, copy_bills c where t.bill_id = ${from};
    insert into contracts
      select ${patched('contracts', 'x', { id: nextId('contracts'), bill_id: 'c.id', contract_no: `x.contract_no || '-P' || c.id` })}
      from contracts x, copy_bills c where x.bill_id = ${from};
    insert into archive_items select ${patched('archive_items', 'a', { id: nextId('archive_items'), bill_id: 'c.id' })}
      from archive_items a, copy_bills c where a.bill_id = ${from};
    insert into bank_cards
      select ${patched('bank_cards', 'k', { id: nextId('bank_cards'), bill_id: 'c.id', card_no: 'c.card_no' })}
      from bank_cards k, copy_bills c where k.id = ${first.cardId};
    commit;`);
  const made = await sql<{ bill_id: number; card_id: number }>(
    `select k.bill_id::int, k.id::int card_id from bank_cards k where k.id > ${base} and k.bill_id is not null order by k.bill_id`,
  );
  return made.map((m) => ({ billId: m.bill_id, billAmount: first.billAmount, cardId: m.card_id }));
}
