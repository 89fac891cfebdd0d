import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SimulatedOutcome } from '../grant/payment-channel.adapter';
import type { Executor } from '../../db/client';
import { type Clock, shanghaiDate } from '../../lib/time';
import { simulatorBook } from './withhold.repository';

/** What the channel said about a debit: done, refused (with its reason, a catalogue key), or no answer in time. */
export type DebitOutcome =
  | { kind: 'confirmed'; ref: string }
  | { kind: 'failed'; ref: string; reasonKey: 'withholdChannelRefused' }
  | { kind: 'timeout'; ref: string };
export type DebitRequest = { requestId: number; amount: string; cardNo: string; accountName: string };
/** One debit the channel reports as done on a day (its statement). */
export type StatementLine = { ref: string; amount: string };

/**
 * The withholding-channel adapter (decision 0047), as the grant's payment channel (decision 0028):
 * a bank's or a payment company's collection API would implement it.
 */
export type WithholdChannel = {
  /** `ex`: the caller's transaction; only the simulator uses it, to keep its book (a real channel ignores it). */
  debit(request: DebitRequest, ex?: Executor): Promise<DebitOutcome>;
  /** The outcome of a debit whose answer was lost (timed out). */
  query(ref: string): Promise<DebitOutcome>;
  /** The debits done on a Shanghai day, as the channel's statement lists them. */
  statement(day: string): Promise<StatementLine[]>;
};

/**
 * The built-in simulator, the embedded default: every debit succeeds unless a test or demo has asked
 * for the next one to fail or time out (`setNext`, one debit each). A timeout is a debit the channel
 * made but whose answer was lost: it is on the day's statement, and the status query confirms it.
 * What it did is kept in its own table (`withhold_sim_debits`, in the caller's transaction: the
 * embedded database has one connection, so a write beside it would wait for it), so a status query
 * or a statement after a restart, or on another server process, finds it (decision 0053). Only the queue of next outcomes is per process: a test's or demo's wish.
 */
export function createSimulatedWithholdChannel(clock: Clock, db: Executor): WithholdChannel & { setNext(outcome: SimulatedOutcome): void } {
  const queued: SimulatedOutcome[] = [];
  return {
    setNext: (outcome) => void queued.push(outcome),
    async debit(request, ex = db) {
      const ref = `WH-${randomUUID()}`;
      const next = queued.shift() ?? 'confirm';
      const day = shanghaiDate(clock.now());
      await simulatorBook.record(ex, { ref, day, amount: new Decimal(request.amount).toFixed(2), refused: next === 'fail' });
      if (next === 'fail') return { kind: 'failed', ref, reasonKey: 'withholdChannelRefused' };
      if (next === 'timeout') return { kind: 'timeout', ref };
      return { kind: 'confirmed', ref };
    },
    async query(ref) {
      const found = await simulatorBook.find(db, ref);
      if (!found || found.refused) return { kind: 'failed', ref, reasonKey: 'withholdChannelRefused' };
      return { kind: 'confirmed', ref };
    },
    statement: (day) => simulatorBook.statement(db, day),
  };
}
