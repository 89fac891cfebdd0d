import {
  ACCOUNT_KINDS,
  type AccountCode,
  type AccountKind,
  LEDGER_ACCOUNTS,
  type LedgerSide,
  LEDGER_ENTITY,
  type Locale,
  type Statement,
  type TrialBalance,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Executor } from '../../db/client';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { keyAlreadyUsed } from '../../db/idempotency';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type CheckedLine, type Posting, checkedLines, lineFingerprint, mirrored } from './ledger-posting.rules';
import { type LedgerEntryRecord, ledgerRepository as repo } from './ledger.repository';

export type PostResult = { entry: LedgerEntryRecord; created: boolean };

const nameOf = (code: string, locale: Locale) => LEDGER_ACCOUNTS.find((a) => a.code === code)?.name[locale] ?? code;
/** An account's kind and normal side as the table holds them (the seed writes them from the chart). */
function kindAndSide(row: { code: string; kind: string; normalSide: string }): { kind: AccountKind; normalSide: LedgerSide } {
  const kind = ACCOUNT_KINDS.find((k) => k === row.kind);
  if (!kind || (row.normalSide !== 'debit' && row.normalSide !== 'credit'))
    throw new Error(`ledger account ${row.code}: unknown kind ${row.kind} or side ${row.normalSide}`);
  return { kind, normalSide: row.normalSide };
}
const asLines = (rows: CheckedLine[]) =>
  rows.map(({ accountCode, debit, credit, billId, fundingParty }) => ({ accountCode, debit, credit, billId, fundingParty }));

/**
 * The double-entry ledger (decision 0026). `post` and `reverse` run in the caller's transaction,
 * so a money event and its posting commit or roll back together; the reads serve finance.
 */
export function createLedgerService({ db }: { db: Db }) {
  /** Writes the entry and its lines unless the key already holds one; then that one is answered. */
  async function write(tx: Executor, actor: AuditActor, entry: Parameters<typeof repo.insertEntry>[1], lines: CheckedLine[]) {
    const created = await repo.insertEntry(tx, entry);
    if (created) {
      await repo.insertLines(tx, created.id, lines);
      await recordAudit(tx, actor, {
        entity: LEDGER_ENTITY,
        entityId: created.id,
        action: created.reversalOf ? 'reverse' : 'post',
        after: { ...entry, lines },
      });
      return { entry: created, created: true };
    }
    const existing = await repo.entryByKey(tx, entry.idempotencyKey);
    // The insert stood back for another unique index: the original already has its reversal.
    if (!existing) throw new Conflict(keyed('ledgerAlreadyReversed'));
    const same =
      existing.eventType === entry.eventType && lineFingerprint(asLines(await repo.linesOf(tx, existing.id))) === lineFingerprint(lines);
    // An internal posting key reused for other lines: the rule's answer for a key used before (decision 0076).
    if (!same) throw keyAlreadyUsed();
    return { entry: existing, created: false };
  }

  function statementOf(rows: Awaited<ReturnType<typeof repo.linesAbout>>, locale: Locale): Statement {
    const balances = new Map<string, Decimal>();
    for (const r of rows) balances.set(r.accountCode, (balances.get(r.accountCode) ?? new Decimal(0)).plus(r.debit).minus(r.credit));
    return {
      lines: rows.map((r) => ({
        entryId: r.entryId,
        eventType: r.eventType,
        postedAt: r.createdAt.toISOString(),
        memo: r.memo,
        reversalOf: r.reversalOf,
        accountCode: r.accountCode,
        accountName: nameOf(r.accountCode, locale),
        billId: r.billId,
        fundingParty: r.fundingParty,
        debit: new Decimal(r.debit).toFixed(2),
        credit: new Decimal(r.credit).toFixed(2),
      })),
      balances: [...balances.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([code, balance]) => ({ code, name: nameOf(code, locale), balance: balance.toFixed(2) })),
    };
  }

  return {
    /**
     * Posts one balanced entry. Refuses bad lines before writing; the same idempotency key
     * answers the entry it already holds (created: false), even under concurrency.
     */
    async post(tx: Executor, actor: AuditActor, posting: Posting): Promise<PostResult> {
      const lines = checkedLines(posting);
      return write(
        tx,
        actor,
        {
          eventType: posting.eventType,
          idempotencyKey: posting.idempotencyKey,
          memo: posting.memo ?? null,
          billId: posting.subject?.billId ?? null,
          fundingParty: posting.subject?.fundingParty ?? null,
          createdBy: actor.actorId,
        },
        lines,
      );
    },

    /** Corrects an entry by posting its mirror; the original stays. One reversal per entry. */
    async reverse(tx: Executor, actor: AuditActor, entryId: number, idempotencyKey: string, memo?: string): Promise<PostResult> {
      const original = await repo.entryById(tx, entryId);
      if (!original) throw new NotFound(keyed('ledgerEntryNotFound'));
      if (original.reversalOf !== null) throw new Validation(keyed('ledgerReverseReversal'));
      const lines = mirrored(asLines(await repo.linesOf(tx, entryId)));
      return write(
        tx,
        actor,
        {
          eventType: 'reversal',
          idempotencyKey,
          memo: memo ?? null,
          billId: original.billId,
          fundingParty: original.fundingParty,
          reversalOf: original.id,
          createdBy: actor.actorId,
        },
        lines,
      );
    },

    /** One bill's balance on one account, debit side positive, read in the caller's transaction (fees still owed on 1123). */
    billBalance: (ex: Executor, billId: number, account: AccountCode) => repo.billBalance(ex, billId, account),
    /** The entry an idempotency key already holds, if any (a caller that posts once per subject asks first). */
    entryByKey: (ex: Executor, key: string) => repo.entryByKey(ex, key),

    /** The chart of accounts (the seed keeps the table, which the lines reference, equal to it). */
    accounts(locale: Locale) {
      return Promise.resolve({
        list: LEDGER_ACCOUNTS.map((a) => ({ code: a.code, name: a.name[locale], kind: a.kind, normalSide: a.normalSide })),
      });
    },

    /**
     * Every account of the chart: what each side received, its balance in the debit or the credit
     * column, and on its normal side, signed (decimal throughout); the totals of both pairs.
     */
    async trialBalance(locale: Locale): Promise<TrialBalance> {
      const sum = { debit: new Decimal(0), credit: new Decimal(0), debitTotal: new Decimal(0), creditTotal: new Decimal(0) };
      const accounts = (await repo.totalsByAccount(db)).map((t) => {
        const { kind, normalSide } = kindAndSide(t);
        const net = new Decimal(t.debit).minus(t.credit);
        const side = { debit: Decimal.max(net, 0), credit: Decimal.max(net.negated(), 0) };
        const balance = normalSide === 'debit' ? net : net.negated();
        sum.debit = sum.debit.plus(side.debit);
        sum.credit = sum.credit.plus(side.credit);
        sum.debitTotal = sum.debitTotal.plus(t.debit);
        sum.creditTotal = sum.creditTotal.plus(t.credit);
        return {
          code: t.code,
          name: nameOf(t.code, locale),
          kind,
          normalSide,
          debitTotal: new Decimal(t.debit).toFixed(2),
          creditTotal: new Decimal(t.credit).toFixed(2),
          debit: side.debit.toFixed(2),
          credit: side.credit.toFixed(2),
          balance: balance.toFixed(2),
          // Decision 0061: no receivable below nil. A liability below nil (a deposit refunded beyond what
          // came in) is as wrong; income and expense may go either way (reversals, waivers).
          negative: (kind === 'asset' || kind === 'liability') && balance.lt(0),
        };
      });
      return {
        debit: sum.debit.toFixed(2),
        credit: sum.credit.toFixed(2),
        debitTotal: sum.debitTotal.toFixed(2),
        creditTotal: sum.creditTotal.toFixed(2),
        balanced: sum.debit.equals(sum.credit) && sum.debitTotal.equals(sum.creditTotal),
        accounts,
      };
    },

    async loanStatement(billId: number, locale: Locale) {
      return statementOf(await repo.linesAbout(db, { billId }), locale);
    },

    async fundingPartyStatement(code: string, locale: Locale) {
      return statementOf(await repo.linesAbout(db, { fundingParty: code }), locale);
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
