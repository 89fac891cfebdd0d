import { type Endpoint, GRANT_API, LOAN_RECORDS_API, REPAYMENT_API, WITHHOLD_API, addDays, endpointUrl } from '@lc/shared';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { DEMO_USERS } from './demo-users';
import type { ReadyBill } from './ready-bills';
import { USERS } from './settlement-setup';
import type { TestApp } from './test-app';

/*
 * The money operations of issue 28's property (decision 0067), each over HTTP through its contract
 * as the demo staff do it, with the maker-checker rule kept (a second person approves). An
 * operation reads the sequence's bill to aim at something that exists (a grant, a loan, a due
 * instalment, a failed withholding); the server may still refuse it, which is an answer.
 */

export const STAFF = {
  ...USERS,
  head: DEMO_USERS.financeHead.mobile, // role 20: loan_change_approve, recharge review: checks what others made
  contracts: DEMO_USERS.interest.mobile, // role 81: requests adjustments
  inLoan: DEMO_USERS.inLoan.mobile, // role 42: requests extensions
} as const;
export type Staff = keyof typeof STAFF;

/** The channel's answer: mostly paid, so that most sequences reach the loan's operations. */
const outcome = fc.oneof(
  { arbitrary: fc.constant('confirm' as const), weight: 4 },
  { arbitrary: fc.constant('fail' as const), weight: 1 },
  { arbitrary: fc.constant('timeout' as const), weight: 1 },
);
type Outcome = 'confirm' | 'fail' | 'timeout';
/** Approved at once, rejected, or left waiting for `decidePending` (so it is checked again under the lock, later). */
const decide = fc.constantFrom('approve' as const, 'reject' as const, 'later' as const);
type Decide = 'approve' | 'reject' | 'later';
const pick = fc.nat(999);
const share = fc.integer({ min: 1, max: 100 });
/** Now and then an amount above the limit, to be refused. */
const over = fc.integer({ min: 0, max: 3 }).map((n) => n === 0);

export type Op =
  | { kind: 'draw'; pick: number; share: number; outcome: Outcome }
  | { kind: 'splitDraw'; pick: number; share: number; parts: number; failNth: number }
  | { kind: 'settleDraw'; pick: number }
  | { kind: 'retryDraw'; pick: number }
  | { kind: 'cancelDraw'; pick: number }
  | { kind: 'request'; share: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'resubmit'; pick: number; share: number }
  | { kind: 'repay'; pick: number; share: number; over: boolean; decide: Decide }
  | { kind: 'settle'; pick: number; extra: number }
  | { kind: 'refund'; pick: number; share: number }
  | { kind: 'adjust'; pick: number; target: 1 | 2; direction: 1 | 2; share: number; over: boolean; decide: Decide }
  | { kind: 'withhold'; pick: number; outcome: Outcome }
  | { kind: 'retryWithhold'; pick: number; outcome: Outcome }
  | { kind: 'queryWithhold'; pick: number }
  | { kind: 'recharge'; pick: number; share: number; over: boolean; decide: Decide }
  | { kind: 'extend'; pick: number; days: number; fee: number; decide: Decide }
  | { kind: 'decidePending'; pick: number; approve: boolean }
  | { kind: 'nightly'; days: number };
export type OpKind = Op['kind'];

export const operation: fc.Arbitrary<Op> = fc.oneof(
  // Draws weigh more: most other operations need money out first.
  { arbitrary: fc.record({ kind: fc.constant('draw' as const), pick, share: fc.constant(100), outcome }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('draw' as const), pick, share: fc.integer({ min: 1, max: 99 }), outcome }), weight: 4 },
  fc.record({
    kind: fc.constant('splitDraw' as const),
    pick,
    share,
    parts: fc.integer({ min: 2, max: 4 }),
    failNth: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({ kind: fc.constant('settleDraw' as const), pick }),
  fc.record({ kind: fc.constant('retryDraw' as const), pick }),
  fc.record({ kind: fc.constant('cancelDraw' as const), pick }),
  fc.record({ kind: fc.constant('request' as const), share }),
  fc.record({ kind: fc.constant('approve' as const), pick }),
  fc.record({ kind: fc.constant('reject' as const), pick }),
  fc.record({ kind: fc.constant('withdraw' as const), pick }),
  fc.record({ kind: fc.constant('resubmit' as const), pick, share }),
  { arbitrary: fc.record({ kind: fc.constant('repay' as const), pick, share, over, decide }), weight: 2 },
  fc.record({ kind: fc.constant('settle' as const), pick, extra: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 })) }),
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), pick, share }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      pick,
      target: fc.constantFrom(1 as const, 2 as const),
      direction: fc.constantFrom(1 as const, 2 as const),
      share,
      over,
      decide,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('withhold' as const), pick, outcome }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('retryWithhold' as const), pick, outcome }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('queryWithhold' as const), pick }), weight: 2 },
  fc.record({ kind: fc.constant('recharge' as const), pick, share, over, decide }),
  fc.record({
    kind: fc.constant('extend' as const),
    pick,
    days: fc.integer({ min: 1, max: 90 }),
    fee: fc.integer({ min: 0, max: 2000 }),
    decide,
  }),
  fc.record({ kind: fc.constant('decidePending' as const), pick, approve: fc.boolean() }),
  // Days pass: instalments fall due (withholdings need them), penalties start.
  { arbitrary: fc.record({ kind: fc.constant('nightly' as const), days: fc.integer({ min: 1, max: 70 }) }), weight: 3 },
);

/**
 * A sequence: a draw on the first grant (most of the rest needs money out), then anything, with a
 * month or two passing somewhere in it (instalments fall due, so withholdings, penalties and
 * overdue loans come up in most sequences, not only in those that drew a nightly run at the right place).
 */
export const operations = (length: { minLength: number; maxLength: number }) =>
  fc
    .tuple(
      fc.record({ kind: fc.constant('draw' as const), pick, share, outcome }),
      fc.array(operation, length),
      fc.nat(),
      fc.integer({ min: 28, max: 70 }),
    )
    .map(([first, rest, at, days]): Op[] => {
      const k = at % (rest.length + 1);
      return [first, ...rest.slice(0, k), { kind: 'nightly', days }, ...rest.slice(k)];
    });

/** A share (1–100 %) of an amount, to the fen, at least 0.01. */
export const part = (amount: Decimal.Value, pct: number) =>
  Decimal.max('0.01', new Decimal(amount).mul(pct).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN)).toFixed(2);
const of = <T>(list: T[], k: number) => (list.length ? list[k % list.length] : undefined);
const NODE_STAFF: Record<string, Staff> = { risk: 'risk', vp1: 'vp1', vp2: 'vp2', finance: 'finance' };
const TRANSFER_LIMIT = '5000000.00';

/** One answer of a sequence, for the report of a failing one. */
export type Answer = { op: OpKind; route: string; call: string; sent?: object; status: number; msg?: string };

/**
 * Runs operations on one ready bill. `call` refuses a 5xx (a server error is never an answer) and
 * records every answer; `sql` reads the bill's state to aim the next operation.
 */
export function moneyOperations(t: TestApp, cookies: Record<Staff, string>, bill: ReadyBill, fail: (message: string) => never) {
  const answers: Answer[] = [];
  let keys = 0;
  const key = () => `prop-${bill.billId}-${++keys}`;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];

  async function call(op: OpKind, who: Staff, e: Endpoint, params?: Record<string, unknown>, payload?: object) {
    const res = await t.call({
      method: e.method,
      url: endpointUrl(e, params),
      cookie: cookies[who],
      ...(e.method === 'GET' ? {} : { payload: payload ?? {} }),
    });
    const body = res.json() as { msg?: string; data?: Record<string, unknown> };
    answers.push({
      op,
      route: `${e.method} ${e.path}`,
      call: `${who} ${e.method} ${endpointUrl(e, params)}`,
      ...(payload ? { sent: payload } : {}),
      status: res.statusCode,
      ...(res.statusCode === 200 ? {} : { msg: body.msg ?? '' }),
    });
    if (res.statusCode >= 500) fail(`${e.method} ${e.path} answered ${res.statusCode}: ${res.body}`);
    return { ok: res.statusCode === 200, data: (body.data ?? {}) as Record<string, unknown> };
  }

  type GrantRow = { id: number; status: number; amount: string; drawn: string; version: number; node: string | null; flow: number | null };
  const grants = () =>
    sql<GrantRow>(
      `select g.id::int, g.status, g.amount::text, g.drawn_amount::text drawn, g.version,
              f.nodes -> f.node_index ->> 'key' node, f.version flow
         from grants g left join flow_instances f on f.process = 'grant' and f.subject_id = g.id and f.status = 'pending'
        where g.bill_id = ${bill.billId} order by g.id`,
    );
  type LoanRow = { id: number; grantId: number; credit: string; status: number };
  const loans = () =>
    sql<LoanRow>(
      `select id::int, grant_id::int "grantId", credit::text, status from repayment_loans where bill_id = ${bill.billId} order by id`,
    );
  const businessDate = async () => (await sql<{ d: string }>(`select business_date::text d from business_calendar`))[0]!.d;
  const atFinance = async (k: number) =>
    of(
      (await grants()).filter((g) => g.node === 'finance' && new Decimal(g.amount).gt(g.drawn)),
      k,
    );
  const drawsOf = async (statuses: number[], k: number) =>
    of(
      await sql<{ id: number; grantId: number }>(
        `select d.id::int, d.grant_id::int "grantId" from grant_draws d join grants g on g.id = d.grant_id
          where g.bill_id = ${bill.billId} and d.status in (${statuses.join(', ')}) order by d.id`,
      ),
      k,
    );
  const remaining = (g: GrantRow) => new Decimal(g.amount).minus(g.drawn);

  /** The request and its decision by the second person (approve, reject, or left waiting). */
  async function decided(made: { ok: boolean }, how: Decide, approve: () => Promise<unknown>, reject: () => Promise<unknown>) {
    if (made.ok && how !== 'later') await (how === 'approve' ? approve() : reject());
  }

  const adjustmentDecision = (op: OpKind, id: number, version: number, approve: boolean) =>
    approve
      ? call(op, 'head', LOAN_RECORDS_API.endpoints.approveAdjustment, { id }, { version, comment: '同意' })
      : call(op, 'head', LOAN_RECORDS_API.endpoints.rejectAdjustment, { id }, { version, comment: '核对不符' });
  const extensionDecision = (op: OpKind, id: number, version: number, approve: boolean) =>
    approve
      ? call(op, 'head', LOAN_RECORDS_API.endpoints.approveExtension, { id }, { version, comment: '同意' })
      : call(op, 'head', LOAN_RECORDS_API.endpoints.rejectExtension, { id }, { version, comment: '资料不全' });
  const applicationDecision = (op: OpKind, id: number, approve: boolean) =>
    approve
      ? call(op, 'finance', REPAYMENT_API.endpoints.repayApplyApprove, { id })
      : call(op, 'finance', REPAYMENT_API.endpoints.repayApplyReject, { id }, { reason: '未到账' });
  const rechargeDecision = (op: OpKind, id: number, approve: boolean) =>
    approve
      ? call(op, 'head', WITHHOLD_API.endpoints.rechargeApprove, { id })
      : call(op, 'head', WITHHOLD_API.endpoints.rechargeReject, { id }, { reason: '登记错借款' });

  /** What is owed on the business date, the bill's fees included: the repayment form's starting figure. */
  async function owedNow(op: OpKind, loanId: number) {
    const base = await call(op, 'admin', REPAYMENT_API.endpoints.repayApplyBase, { id: loanId });
    return new Decimal(base.ok ? String(base.data.dueNow ?? '0') : '0');
  }

  /** A grant's node approved by that node's staff (the finance node is approved by the draw that completes it). */
  async function approveOnce(op: OpKind, g: GrantRow) {
    const who = g.node && g.node !== 'finance' ? NODE_STAFF[g.node] : undefined;
    if (who && g.flow !== null) await call(op, who, GRANT_API.endpoints.approve, { id: g.id }, { flowVersion: g.flow, comment: '同意' });
  }

  const perform: { [K in OpKind]: (op: Extract<Op, { kind: K }>) => Promise<void> } = {
    draw: async (op) => {
      const g = await atFinance(op.pick);
      if (!g) return;
      if (op.outcome !== 'confirm') await call(op.kind, 'finance', GRANT_API.endpoints.channelNext, undefined, { outcome: op.outcome });
      await call(
        op.kind,
        'finance',
        GRANT_API.endpoints.draw,
        { id: g.id },
        { amount: part(remaining(g), op.share), idempotencyKey: key() },
      );
    },
    splitDraw: async (op) => {
      const g = await atFinance(op.pick);
      if (!g) return;
      const amount = part(remaining(g), op.share);
      const limit = Decimal.max('0.01', new Decimal(amount).div(op.parts).toDecimalPlaces(2, Decimal.ROUND_UP)).toFixed(2);
      await call(op.kind, 'finance', GRANT_API.endpoints.channelTransfers, undefined, { limit, failNth: op.failNth ? [op.failNth] : [] });
      await call(op.kind, 'finance', GRANT_API.endpoints.draw, { id: g.id }, { amount, idempotencyKey: key() });
      // The channel as it was: no limit in reach and nothing set to fail.
      await call(op.kind, 'finance', GRANT_API.endpoints.channelTransfers, undefined, { limit: TRANSFER_LIMIT, failNth: [] });
    },
    settleDraw: async (op) => {
      const d = await drawsOf([1], op.pick);
      if (d) await call(op.kind, 'finance', GRANT_API.endpoints.settleDraw, { id: d.grantId, drawId: d.id });
    },
    retryDraw: async (op) => {
      const d = await drawsOf([4], op.pick);
      if (d) await call(op.kind, 'finance', GRANT_API.endpoints.retryDraw, { id: d.grantId, drawId: d.id }, { idempotencyKey: key() });
    },
    cancelDraw: async (op) => {
      const d = await drawsOf([0, 1, 3], op.pick);
      if (d) await call(op.kind, 'finance', GRANT_API.endpoints.cancelDraw, { id: d.grantId, drawId: d.id });
    },
    request: async (op) => {
      const amount = part(bill.billAmount, op.share);
      await call(op.kind, 'applicant', GRANT_API.endpoints.request, undefined, {
        billId: bill.billId,
        amount,
        cardId: bill.cardId,
        fundingParty: 'hnxiaodai',
      });
    },
    approve: async (op) => {
      const g = of(
        (await grants()).filter((x) => x.node && x.node !== 'finance'),
        op.pick,
      );
      if (g) await approveOnce(op.kind, g);
    },
    reject: async (op) => {
      const g = of(
        (await grants()).filter((x) => x.node),
        op.pick,
      );
      if (g?.node && g.flow !== null)
        await call(
          op.kind,
          NODE_STAFF[g.node] ?? 'risk',
          GRANT_API.endpoints.reject,
          { id: g.id },
          { flowVersion: g.flow, comment: '资料不全' },
        );
    },
    withdraw: async (op) => {
      // Only before the first review acts (later the server refuses, as grant.routes.test shows).
      const g = of(
        (await grants()).filter((x) => x.node === 'risk'),
        op.pick,
      );
      if (g && g.flow !== null) await call(op.kind, 'applicant', GRANT_API.endpoints.withdraw, { id: g.id }, { flowVersion: g.flow });
    },
    resubmit: async (op) => {
      const g = of(
        (await grants()).filter((x) => [3, 23, 33, 6].includes(x.status)),
        op.pick,
      );
      if (!g) return;
      const amount = part(bill.billAmount, op.share);
      await call(
        op.kind,
        'applicant',
        GRANT_API.endpoints.resubmit,
        { id: g.id },
        { amount, cardId: bill.cardId, fundingParty: 'hnxiaodai', version: g.version },
      );
    },
    repay: async (op) => {
      const loan = of(await loans(), op.pick);
      if (!loan) return;
      const owed = await owedNow(op.kind, loan.id);
      const amount = op.over ? owed.plus(part(owed.plus(1), op.share)).toFixed(2) : part(owed, op.share);
      const made = await call(op.kind, 'admin', REPAYMENT_API.endpoints.repayApply, undefined, {
        loanId: loan.id,
        amount,
        idempotencyKey: key(),
      });
      const id = Number(made.data.id);
      await decided(
        made,
        op.decide,
        () => applicationDecision(op.kind, id, true),
        () => applicationDecision(op.kind, id, false),
      );
    },
    settle: async (op) => {
      const loan = of(await loans(), op.pick);
      if (!loan) return;
      const quote = await call(op.kind, 'admin', REPAYMENT_API.endpoints.prepaymentQuote, { id: loan.id });
      if (!quote.ok) return;
      const toPay = Decimal.max('0.01', new Decimal(String(quote.data.toPay ?? '0')).plus(op.extra)).toFixed(2);
      const made = await call(op.kind, 'admin', REPAYMENT_API.endpoints.repayApply, undefined, {
        loanId: loan.id,
        amount: toPay,
        idempotencyKey: key(),
        settle: true,
      });
      if (made.ok) await applicationDecision(op.kind, Number(made.data.id), true);
    },
    refund: async (op) => {
      const loan = of(
        (await loans()).filter((l) => new Decimal(l.credit).gt(0)),
        op.pick,
      );
      if (!loan) return;
      const made = await call(op.kind, 'admin', REPAYMENT_API.endpoints.repayApply, undefined, {
        loanId: loan.id,
        amount: part(loan.credit, op.share),
        idempotencyKey: key(),
        refund: true,
      });
      if (made.ok) await applicationDecision(op.kind, Number(made.data.id), true);
    },
    adjust: async (op) => {
      const loan = of(await loans(), op.pick);
      if (!loan) return;
      // The limit decision 0061 gives each kind: what the adjustment may take off or put back.
      const [limits] = await sql<{ outstanding: string; drawnLeft: string; unpaidInterest: string; waived: string }>(
        `select coalesce(sum(s.principal - s.paid_principal), 0)::text outstanding,
                (max(g.succeeded_amount) - coalesce(sum(s.principal - s.paid_principal), 0))::text "drawnLeft",
                coalesce(sum(s.interest - s.paid_interest), 0)::text "unpaidInterest", coalesce(sum(s.interest_waived), 0)::text waived
           from repayment_loans l join grants g on g.id = l.grant_id left join repayment_schedules s on s.loan_id = l.id where l.id = ${loan.id}`,
      );
      const limit = new Decimal(
        op.target === 1
          ? op.direction === 2
            ? limits!.outstanding
            : limits!.drawnLeft
          : op.direction === 2
            ? limits!.unpaidInterest
            : limits!.waived,
      );
      const amount = op.over ? limit.plus(part(limit.plus(1), op.share)).toFixed(2) : part(Decimal.max(limit, 0), op.share);
      const made = await call(op.kind, 'contracts', LOAN_RECORDS_API.endpoints.requestAdjustment, undefined, {
        grantId: loan.grantId,
        target: op.target,
        direction: op.direction,
        amount,
        reason: '核对调整',
        idempotencyKey: key(),
      });
      const id = Number(made.data.id);
      const version = Number(made.data.version ?? 0);
      await decided(
        made,
        op.decide,
        () => adjustmentDecision(op.kind, id, version, true),
        () => adjustmentDecision(op.kind, id, version, false),
      );
    },
    withhold: async (op) => {
      const loan = of(
        (await loans()).filter((l) => l.status !== 3),
        op.pick,
      );
      if (!loan) return;
      const [due] = await sql<{ period: number }>(
        `select period from repayment_schedules where loan_id = ${loan.id} and status <> 2 and re_fund_time <= '${await businessDate()}'
          and not exists (select 1 from withhold_requests w where w.loan_id = ${loan.id} and w.period = repayment_schedules.period and w.status in (1, 4))
          order by period limit 1`,
      );
      if (!due) return;
      if (op.outcome !== 'confirm') await call(op.kind, 'finance', WITHHOLD_API.endpoints.channelNext, undefined, { outcome: op.outcome });
      await call(op.kind, 'finance', WITHHOLD_API.endpoints.start, undefined, {
        loanId: loan.id,
        period: due.period,
        idempotencyKey: key(),
      });
    },
    retryWithhold: async (op) => {
      const w = of(await withholds(3), op.pick);
      if (!w) return;
      if (op.outcome !== 'confirm') await call(op.kind, 'finance', WITHHOLD_API.endpoints.channelNext, undefined, { outcome: op.outcome });
      await call(op.kind, 'finance', WITHHOLD_API.endpoints.retry, { id: w.id });
    },
    queryWithhold: async (op) => {
      const w = of(await withholds(4), op.pick);
      if (w) await call(op.kind, 'finance', WITHHOLD_API.endpoints.query, { id: w.id });
    },
    recharge: async (op) => {
      const loan = of(
        (await loans()).filter((l) => l.status !== 3),
        op.pick,
      );
      if (!loan) return;
      const owed = await owedNow(op.kind, loan.id);
      const amount = op.over ? owed.plus(part(owed.plus(1), op.share)).toFixed(2) : part(owed, op.share);
      const made = await call(op.kind, 'finance', WITHHOLD_API.endpoints.recharge, undefined, {
        loanId: loan.id,
        amount,
        payerName: '王建国',
        transferRef: key(),
        paidOn: await businessDate(),
        idempotencyKey: key(),
      });
      const id = Number(made.data.id);
      await decided(
        made,
        op.decide,
        () => rechargeDecision(op.kind, id, true),
        () => rechargeDecision(op.kind, id, false),
      );
    },
    extend: async (op) => {
      const loan = of(
        (await loans()).filter((l) => l.status !== 3),
        op.pick,
      );
      if (!loan) return;
      const made = await call(op.kind, 'inLoan', LOAN_RECORDS_API.endpoints.requestExtension, undefined, {
        grantId: loan.grantId,
        extraDays: op.days,
        fee: String(op.fee),
        reason: '资金周转',
        idempotencyKey: key(),
      });
      const id = Number(made.data.id);
      const version = Number(made.data.version ?? 0);
      await decided(
        made,
        op.decide,
        () => extensionDecision(op.kind, id, version, true),
        () => extensionDecision(op.kind, id, version, false),
      );
    },
    decidePending: async (op) => {
      const waiting = await sql<{ kind: string; id: number; version: number }>(
        `select 'adjustment' kind, a.id::int, a.version from loan_adjustments a join grants g on g.id = a.grant_id where g.bill_id = ${bill.billId} and a.status = 1
         union all select 'extension', e.id::int, e.version from loan_extensions e join grants g on g.id = e.grant_id where g.bill_id = ${bill.billId} and e.status = 1
         union all select 'application', r.id::int, 0 from repayment_applications r join repayment_loans l on l.id = r.loan_id where l.bill_id = ${bill.billId} and r.status = 1
         union all select 'recharge', r.id::int, 0 from recharge_records r join repayment_loans l on l.id = r.loan_id where l.bill_id = ${bill.billId} and r.status = 1
         order by 1, 2`,
      );
      const w = of(waiting, op.pick);
      if (!w) return;
      if (w.kind === 'adjustment') await adjustmentDecision(op.kind, w.id, w.version, op.approve);
      else if (w.kind === 'extension') await extensionDecision(op.kind, w.id, w.version, op.approve);
      else if (w.kind === 'application') await applicationDecision(op.kind, w.id, op.approve);
      else await rechargeDecision(op.kind, w.id, op.approve);
    },
    nightly: async (op) => {
      await call(op.kind, 'admin', REPAYMENT_API.endpoints.advanceBusinessDate, undefined, {
        businessDate: addDays(await businessDate(), op.days),
      });
    },
  };
  const withholds = (status: number) =>
    sql<{ id: number }>(
      `select w.id::int from withhold_requests w join repayment_loans l on l.id = w.loan_id where l.bill_id = ${bill.billId} and w.status = ${status} order by w.id`,
    );

  return {
    answers,
    /** The sequence's first grant: requested by the applicant for `amount` and approved by risk, vp1 and vp2, so it waits at finance. */
    async firstGrant(amount: string) {
      const made = await call('request', 'applicant', GRANT_API.endpoints.request, undefined, {
        billId: bill.billId,
        amount,
        cardId: bill.cardId,
        fundingParty: 'hnxiaodai',
      });
      if (!made.ok) fail(`the first grant was refused: ${JSON.stringify(answers.at(-1))}`);
      for (let level = 0; level < 3; level++) {
        const g = (await grants()).find((x) => x.id === Number(made.data.id))!;
        await approveOnce('approve', g);
      }
    },
    run: (op: Op) => (perform[op.kind] as (o: Op) => Promise<void>)(op),
  };
}
