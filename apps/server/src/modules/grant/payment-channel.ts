import { randomUUID } from 'node:crypto';

/** What the channel said about a transfer: done, refused, or no answer in time (ask again later). */
export type TransferOutcome =
  | { kind: 'confirmed'; ref: string }
  | { kind: 'failed'; ref: string; reasonKey: 'grantChannelRefused' }
  | { kind: 'timeout'; ref: string };
export type TransferRequest = { drawId: number; amount: string; cardNo: string; accountName: string };

/** The payment-channel adapter a draw goes through; a bank's or a payment company's API would implement it. */
export type PaymentChannel = {
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  /** The outcome of a transfer that timed out. */
  query(ref: string): Promise<TransferOutcome>;
};

export type SimulatedOutcome = 'confirm' | 'fail' | 'timeout';

/**
 * The built-in simulator, the embedded default: every transfer confirms unless a test or demo
 * has asked for the next one to fail or time out (`setNext`, one transfer each). A query on a
 * timed-out transfer answers with the next outcome asked for (timeout again if that is it), else confirms.
 */
export function createSimulatedChannel(): PaymentChannel & { setNext(outcome: SimulatedOutcome): void } {
  const queued: SimulatedOutcome[] = [];
  const answer = (ref: string): TransferOutcome => {
    const next = queued.shift() ?? 'confirm';
    if (next === 'fail') return { kind: 'failed', ref, reasonKey: 'grantChannelRefused' };
    if (next === 'timeout') return { kind: 'timeout', ref };
    return { kind: 'confirmed', ref };
  };
  return {
    setNext: (outcome) => void queued.push(outcome),
    transfer: async () => answer(`SIM-${randomUUID()}`),
    query: async (ref) => answer(ref),
  };
}
