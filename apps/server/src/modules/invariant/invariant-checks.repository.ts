import type { MoneyInvariant } from '@lc/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * The money invariants (decision 0067) as set-based SQL: one query per invariant over the whole
 * book, grouped by bill, grant or funding party, answering only the breaches. The checker is an
 * auditor: it reads the grant, repayment, borrow, batch and ledger tables by name, read-only, here
 * and nowhere else (those modules publish no read surface for all of these, and an audit must not
 * go through the code it audits). A renamed column fails the invariant tests, which run every query.
 */
export type FoundBreach = {
  invariant: MoneyInvariant;
  billId: number | null;
  grantId: number | null;
  subject: string | null;
  left: string;
  right: string;
};

const ACCOUNT = { principal: '1301', customerPayable: '2202', partyBorrowings: '2001', bank: '1002' } as const;
const RECEIVABLES = ['1122', '1123', '1124'] as const;
/** Grant statuses that never carried money: rejected (3, 23, 33) and withdrawn (6), decision 0028. */
const CLOSED_WITHOUT_MONEY = [3, 23, 33, 6] as const;
/** loan_adjustments: approved (2), on principal (1), increase (1) or decrease (2), decision 0043. */
const ADJUST = { approved: 2, principal: 1, increase: 1 } as const;
const DRAW_TRANSFER_SUCCEEDED = 2;

const fen = (expr: SQL) => sql`(${expr})::numeric(18,2)::text`;
const list = (xs: readonly (string | number)[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/** Each grant's approved principal adjustments, increases positive. */
const netAdjustments = sql`
  select grant_id, sum(case when direction = ${ADJUST.increase} then amount else -amount end) as net
  from loan_adjustments
  where status = ${ADJUST.approved} and target = ${ADJUST.principal}
  group by grant_id`;

/** What the ledger paid out per grant: 1301 debits of the entries its draws and their transfers posted. */
const paidPerGrant = sql`
  select p.grant_id, sum(l.debit) as paid
  from (
    select grant_id, ledger_entry_id as entry_id from grant_draws where ledger_entry_id is not null
    union
    select d.grant_id, x.ledger_entry_id from grant_draw_transfers x join grant_draws d on d.id = x.draw_id
    where x.ledger_entry_id is not null and x.status = ${DRAW_TRANSFER_SUCCEEDED}
  ) p
  join ledger_lines l on l.entry_id = p.entry_id and l.account_code = ${ACCOUNT.principal}
  group by p.grant_id`;

/** An account's balance per bill and funding party, on its debit side. */
const ledgerByLoan = (account: string) => sql`
  select bill_id, funding_party, sum(debit - credit) as balance
  from ledger_lines where account_code = ${account} and bill_id is not null
  group by bill_id, funding_party`;

/** The loan book per bill and funding party: principal outstanding, principal paid, credit held. */
const bookByLoan = sql`
  select rl.bill_id, rl.funding_party,
         coalesce(sum(s.outstanding), 0) as outstanding, coalesce(sum(s.paid), 0) as paid, sum(rl.credit) as credit
  from repayment_loans rl
  left join (
    select loan_id, sum(principal - paid_principal) as outstanding, sum(paid_principal) as paid
    from repayment_schedules group by loan_id
  ) s on s.loan_id = rl.id
  group by rl.bill_id, rl.funding_party`;

/** Drawn and adjusted per bill and funding party. */
const drawnByLoan = sql`
  select g.bill_id, g.funding_party, sum(g.succeeded_amount) as drawn, coalesce(sum(a.net), 0) as adjusted
  from grants g left join (${netAdjustments}) a on a.grant_id = g.id
  where g.succeeded_amount > 0
  group by g.bill_id, g.funding_party`;

const CHECKS: Record<MoneyInvariant, SQL> = {
  // The open grants of a bill, and any that carried money, within the bill's amount.
  grantsWithinBill: sql`
    select b.id as bill_id, null::bigint as grant_id, null as subject, ${fen(sql`b.borrow_amount`)} as left,
           ${fen(sql`t.total`)} as right
    from (
      select bill_id, sum(case when status in (${list(CLOSED_WITHOUT_MONEY)}) then succeeded_amount else amount end) as total
      from grants group by bill_id
    ) t join bills b on b.id = t.bill_id
    where t.total > b.borrow_amount`,

  drawsWithinGrant: sql`
    select g.bill_id, g.id as grant_id, g.funding_party as subject, ${fen(sql`g.amount`)} as left, ${fen(sql`p.paid`)} as right
    from grants g join (${paidPerGrant}) p on p.grant_id = g.id
    where p.paid > g.amount`,

  principalBookMatchesLedger: sql`
    select coalesce(k.bill_id, l.bill_id) as bill_id, null::bigint as grant_id,
           coalesce(k.funding_party, l.funding_party) as subject,
           ${fen(sql`coalesce(k.outstanding, 0)`)} as left, ${fen(sql`coalesce(l.balance, 0)`)} as right
    from (${bookByLoan}) k
    full join (${ledgerByLoan(ACCOUNT.principal)}) l on l.bill_id = k.bill_id and coalesce(l.funding_party, '') = coalesce(k.funding_party, '')
    where coalesce(k.outstanding, 0) <> coalesce(l.balance, 0)`,

  principalLedgerMatchesFlows: sql`
    select coalesce(f.bill_id, l.bill_id) as bill_id, null::bigint as grant_id,
           coalesce(f.funding_party, l.funding_party) as subject,
           ${fen(sql`coalesce(f.expected, 0)`)} as left, ${fen(sql`coalesce(l.balance, 0)`)} as right
    from (
      select d.bill_id, d.funding_party, d.drawn + d.adjusted - coalesce(k.paid, 0) as expected
      from (${drawnByLoan}) d
      left join (${bookByLoan}) k on k.bill_id = d.bill_id and k.funding_party = d.funding_party
    ) f
    full join (${ledgerByLoan(ACCOUNT.principal)}) l on l.bill_id = f.bill_id and coalesce(l.funding_party, '') = coalesce(f.funding_party, '')
    where coalesce(f.expected, 0) <> coalesce(l.balance, 0)`,

  // The schedule's principal is what interest runs on: never more than was drawn (and adjusted).
  interestOnDrawnPrincipal: sql`
    select g.bill_id, g.id as grant_id, g.funding_party as subject,
           ${fen(sql`g.succeeded_amount + coalesce(a.net, 0)`)} as left, ${fen(sql`s.scheduled`)} as right
    from repayment_loans rl
    join grants g on g.id = rl.grant_id
    join (select loan_id, sum(principal) as scheduled from repayment_schedules group by loan_id) s on s.loan_id = rl.id
    left join (${netAdjustments}) a on a.grant_id = g.id
    where s.scheduled > g.succeeded_amount + coalesce(a.net, 0)`,

  partyShareWithinDrawn: sql`
    select g.bill_id, g.id as grant_id, g.funding_party as subject, ${fen(sql`g.succeeded_amount`)} as left,
           ${fen(sql`sum(bl.principal)`)} as right
    from batch_loans bl join grants g on g.id = bl.grant_id
    where bl.open = 1
    group by g.id, g.bill_id, g.funding_party, g.succeeded_amount
    having sum(bl.principal) > g.succeeded_amount`,

  partyBorrowingsMatchLedger: sql`
    select null::bigint as bill_id, null::bigint as grant_id, coalesce(b.funding_party, l.funding_party) as subject,
           ${fen(sql`coalesce(b.used, 0)`)} as left, ${fen(sql`coalesce(l.balance, 0)`)} as right
    from (select funding_party, sum(withdrawn_amount - repaid_amount) as used from batches group by funding_party) b
    full join (
      -- The batch moves' own postings: a party's direct funding (a trust's lump sum, the ledger's
      -- opening entries) is borrowed outside any batch, so it is not a batch's use.
      select funding_party, sum(credit - debit) as balance from ledger_lines
      where account_code = ${ACCOUNT.partyBorrowings}
        and entry_id in (select ledger_entry_id from batch_moves where ledger_entry_id is not null)
      group by funding_party
    ) l on coalesce(l.funding_party, '') = coalesce(b.funding_party, '')
    where coalesce(b.used, 0) <> coalesce(l.balance, 0)`,

  // Net money in from the borrower on the loan (receipts less refunds) bounds the credit held.
  creditWithinReceived: sql`
    select c.bill_id, null::bigint as grant_id, c.funding_party as subject,
           ${fen(sql`coalesce(r.received, 0)`)} as left, ${fen(sql`c.held`)} as right
    from (
      select bill_id, funding_party, -balance as held from (${ledgerByLoan(ACCOUNT.customerPayable)}) x
    ) c
    left join (
      select l.bill_id, l.funding_party, sum(l.debit - l.credit) as received
      from ledger_lines l join ledger_entries e on e.id = l.entry_id
      where l.account_code = ${ACCOUNT.bank} and e.event_type = 'repayment' and l.bill_id is not null
      group by l.bill_id, l.funding_party
    ) r on r.bill_id = c.bill_id and coalesce(r.funding_party, '') = coalesce(c.funding_party, '')
    where c.held > coalesce(r.received, 0)`,

  creditBookMatchesLedger: sql`
    select coalesce(k.bill_id, l.bill_id) as bill_id, null::bigint as grant_id,
           coalesce(k.funding_party, l.funding_party) as subject,
           ${fen(sql`coalesce(k.credit, 0)`)} as left, ${fen(sql`-coalesce(l.balance, 0)`)} as right
    from (${bookByLoan}) k
    full join (${ledgerByLoan(ACCOUNT.customerPayable)}) l on l.bill_id = k.bill_id and coalesce(l.funding_party, '') = coalesce(k.funding_party, '')
    where coalesce(k.credit, 0) <> -coalesce(l.balance, 0)`,

  // Per bill (fees carry no funding party): a receivable below nil was collected twice or never charged.
  receivableNotNegative: sql`
    select bill_id, null::bigint as grant_id, account_code as subject, '0.00' as left, ${fen(sql`sum(debit - credit)`)} as right
    from ledger_lines
    where account_code in (${list(RECEIVABLES)}) and bill_id is not null
    group by bill_id, account_code
    having sum(debit - credit) < 0`,

  collectionsWithinOwed: sql`
    select rl.bill_id, rl.grant_id, rl.funding_party as subject,
           ${fen(sql`sum(s.principal + s.interest + s.penalty + s.fee)`)} as left,
           ${fen(sql`sum(s.paid_principal + s.paid_interest + s.paid_penalty + s.paid_fee)`)} as right
    from repayment_schedules s join repayment_loans rl on rl.id = s.loan_id
    where s.paid_principal > s.principal or s.paid_interest > s.interest or s.paid_penalty > s.penalty or s.paid_fee > s.fee
    group by rl.id, rl.bill_id, rl.grant_id, rl.funding_party`,

  // The whole book, then each entry that does not balance on its own.
  trialBalance: sql`
    select null::bigint as bill_id, null::bigint as grant_id, null as subject,
           ${fen(sql`coalesce(sum(debit), 0)`)} as left, ${fen(sql`coalesce(sum(credit), 0)`)} as right
    from ledger_lines having coalesce(sum(debit), 0) <> coalesce(sum(credit), 0)
    union all
    select max(bill_id), null::bigint, 'entry:' || entry_id, ${fen(sql`sum(debit)`)}, ${fen(sql`sum(credit)`)}
    from ledger_lines group by entry_id having sum(debit) <> sum(credit)`,
};

type Row = { bill_id: string | number | null; grant_id: string | number | null; subject: string | null; left: string; right: string };
const idOf = (x: string | number | null) => (x === null ? null : Number(x));

/** Runs one invariant's query: its breaches, ordered so that two runs list them alike. */
export async function findBreaches(db: Executor, invariant: MoneyInvariant): Promise<FoundBreach[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select * from (${CHECKS[invariant]}) q order by bill_id nulls first, grant_id nulls first, subject`,
  );
  return rows.map((r) => ({
    invariant,
    billId: idOf(r.bill_id),
    grantId: idOf(r.grant_id),
    subject: r.subject,
    left: r.left,
    right: r.right,
  }));
}

/** How much a run looks at: loans (grants that drew money) and their bills. */
export async function countChecked(db: Executor) {
  const [row] = await queryRows<{ loans: string | number; bills: string | number }>(
    db,
    sql`select count(*) as loans, count(distinct bill_id) as bills from grants where succeeded_amount > 0`,
  );
  return { loans: Number(row?.loans ?? 0), bills: Number(row?.bills ?? 0) };
}
