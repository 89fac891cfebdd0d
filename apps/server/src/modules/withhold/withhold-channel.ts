import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SimulatedOutcome } from '../grant/payment-channel';
import { type Clock, shanghaiDate } from '../../lib/time';

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
  debit(request: DebitRequest): Promise<DebitOutcome>;
  /** The outcome of a debit whose answer was lost (timed out). */
  query(ref: string): Promise<DebitOutcome>;
  /** The debits done on a Shanghai day, as the channel's statement lists them. */
  statement(day: string): Promise<StatementLine[]>;
};

/**
 * The built-in simulator, the embedded default: every debit succeeds unless a test or demo has asked
 * for the next one to fail or time out (`setNext`, one debit each). A timeout is a debit the channel
 * made but whose answer was lost: it is on the day's statement, and the status query confirms it.
 * What it did is kept in this process's memory (a simulator's statement does not outlive a restart).
 */
export function createSimulatedWithholdChannel(clock: Clock): WithholdChannel & { setNext(outcome: SimulatedOutcome): void } {
  const queued: SimulatedOutcome[] = [];
  const done = new Map<string, { day: string; amount: string; refused: boolean }>();
  return {
    setNext: (outcome) => void queued.push(outcome),
    async debit(request) {
      const ref = `WH-${randomUUID()}`;
      const next = queued.shift() ?? 'confirm';
      const day = shanghaiDate(clock.now());
      done.set(ref, { day, amount: new Decimal(request.amount).toFixed(2), refused: next === 'fail' });
      if (next === 'fail') return { kind: 'failed', ref, reasonKey: 'withholdChannelRefused' };
      if (next === 'timeout') return { kind: 'timeout', ref };
      return { kind: 'confirmed', ref };
    },
    async query(ref) {
      const found = done.get(ref);
      if (!found || found.refused) return { kind: 'failed', ref, reasonKey: 'withholdChannelRefused' };
      return { kind: 'confirmed', ref };
    },
    async statement(day) {
      return [...done.entries()].filter(([, d]) => d.day === day && !d.refused).map(([ref, d]) => ({ ref, amount: d.amount }));
    },
  };
}
