import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';

/** Why the channel did not pay (a message key): it refused, or it never received the transfer (and now never will). */
export type RefusalKey = 'grantChannelRefused' | 'grantChannelNotReceived';
/** What the channel said about a transfer: done, refused, or no answer in time (ask again later). */
export type TransferOutcome =
  | { kind: 'confirmed'; ref: string }
  | { kind: 'failed'; ref: string; reasonKey: RefusalKey }
  | { kind: 'timeout'; ref: string };
/** The channel's answer to a cancellation: `cancelled` when it has not paid and never will; else what it knows of the transfer. */
export type CancelOutcome = { kind: 'cancelled'; ref: string } | TransferOutcome;
/** `reference`: the firm's own order number for the transfer, by which the channel can be asked about it if it never answered. */
export type TransferRequest = { drawId: number; reference: string; amount: string; cardNo: string; accountName: string };
export const drawReference = (drawId: number) => `LC-DRAW-${drawId}`;
/** The firm's reference of one transfer of a split draw. */
export const transferReference = (drawId: number, seq: number) => `LC-DRAW-${drawId}-${seq}`;
/** The channel's default per-transfer limit: a draw above it goes out as several transfers. */
export const DEFAULT_TRANSFER_LIMIT = '5000000.00';

/** The payment-channel adapter a draw goes through; a bank's or a payment company's API would implement it. */
export type PaymentChannel = {
  /** The most one transfer may carry (decimal text). */
  transferLimit(): string;
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  /**
   * The outcome of a transfer, by the channel's reference or the firm's (`LC-DRAW-<id>`). A
   * reference the channel never received is `failed` (grantChannelNotReceived), and the channel
   * refuses it from then on, so a transfer still on its way cannot pay afterwards.
   */
  query(ref: string): Promise<TransferOutcome>;
  /** Stops a transfer that has not paid: `cancelled` (it never will), `confirmed` (too late, it paid) or `timeout` (it cannot say yet). */
  cancel(ref: string): Promise<CancelOutcome>;
};

export type SimulatedOutcome = 'confirm' | 'fail' | 'timeout';
/** The simulator's control: the next answer, and how long the channel takes to give it (a slow channel, for tests). */
export type SimulatorControl = {
  setNext(outcome: SimulatedOutcome, delayMs?: number): void;
  /** The per-transfer limit, and which transfers from now on fail (1 = the next one), whatever was asked for next. */
  setTransfers(options: { limit?: string; failNth?: number[] }): string;
};

type Known = 'confirmed' | 'failed' | 'pending' | 'void';

/**
 * The built-in simulator, the embedded default: every transfer confirms unless a test or demo
 * has asked for the next one to fail or time out (`setNext`, one transfer each). A query on a
 * timed-out transfer answers with the next outcome asked for (timeout again if that is it), else
 * confirms; a cancellation of one stops it unless the next outcome asked for is confirm (it paid
 * meanwhile) or timeout. It knows each transfer by the firm's reference as well as its own; a
 * reference it never received is voided when asked about (decision 0052).
 * A draw above its per-transfer limit (DEFAULT_TRANSFER_LIMIT unless set) goes as several
 * transfers; `setTransfers({ failNth })` fails the n-th transfer from then on.
 * An answer asked for with a delay comes that many milliseconds later, as a slow bank's would.
 */
export function createSimulatedChannel(): PaymentChannel & SimulatorControl {
  let limit = DEFAULT_TRANSFER_LIMIT;
  let counted = 0;
  let failing = new Set<number>();
  const queued: { outcome: SimulatedOutcome; delayMs: number }[] = [];
  const known = new Map<string, Known>();
  const firmRefOf = new Map<string, string>();
  const next = async () => {
    const { outcome, delayMs } = queued.shift() ?? { outcome: 'confirm' as const, delayMs: 0 };
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return outcome;
  };
  const answer = (firmRef: string, ref: string, outcome: SimulatedOutcome): TransferOutcome => {
    known.set(firmRef, outcome === 'confirm' ? 'confirmed' : outcome === 'fail' ? 'failed' : 'pending');
    if (outcome === 'fail') return { kind: 'failed', ref, reasonKey: 'grantChannelRefused' };
    if (outcome === 'timeout') return { kind: 'timeout', ref };
    return { kind: 'confirmed', ref };
  };
  return {
    setNext: (outcome, delayMs = 0) => void queued.push({ outcome, delayMs }),
    setTransfers(options) {
      if (options.limit) limit = new Decimal(options.limit).toFixed(2);
      if (options.failNth) {
        counted = 0;
        failing = new Set(options.failNth);
      }
      return limit;
    },
    transferLimit: () => limit,
    async transfer(request) {
      const ref = `SIM-${randomUUID()}`;
      counted += 1;
      if (known.get(request.reference) === 'void') return { kind: 'failed', ref: request.reference, reasonKey: 'grantChannelRefused' };
      firmRefOf.set(ref, request.reference);
      if (failing.delete(counted)) return answer(request.reference, ref, 'fail');
      return answer(request.reference, ref, await next());
    },
    async query(ref) {
      const firmRef = firmRefOf.get(ref) ?? ref;
      const state = known.get(firmRef);
      if (state === 'pending') return answer(firmRef, ref, await next());
      if (state === 'confirmed') return { kind: 'confirmed', ref };
      if (state === undefined) known.set(firmRef, 'void');
      return { kind: 'failed', ref, reasonKey: state === 'failed' ? 'grantChannelRefused' : 'grantChannelNotReceived' };
    },
    async cancel(ref) {
      const firmRef = firmRefOf.get(ref) ?? ref;
      const state = known.get(firmRef);
      if (state === 'confirmed') return { kind: 'confirmed', ref };
      if (state === 'pending' && queued.length) {
        const outcome = await next();
        if (outcome !== 'fail') return answer(firmRef, ref, outcome);
      }
      known.set(firmRef, 'void');
      return { kind: 'cancelled', ref };
    },
  };
}
