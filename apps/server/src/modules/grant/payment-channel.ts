import { randomUUID } from 'node:crypto';

/** What the channel said about a transfer: done, refused, or no answer in time (ask again later). */
export type TransferOutcome =
  | { kind: 'confirmed'; ref: string }
  | { kind: 'failed'; ref: string; reasonKey: 'grantChannelRefused' }
  | { kind: 'timeout'; ref: string };
/** `reference`: the firm's own order number for the transfer, by which the channel can be asked about it if it never answered. */
export type TransferRequest = { drawId: number; reference: string; amount: string; cardNo: string; accountName: string };
export const drawReference = (drawId: number) => `LC-DRAW-${drawId}`;

/** The payment-channel adapter a draw goes through; a bank's or a payment company's API would implement it. */
export type PaymentChannel = {
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  /** The outcome of a transfer that timed out. */
  query(ref: string): Promise<TransferOutcome>;
};

export type SimulatedOutcome = 'confirm' | 'fail' | 'timeout';
/** The simulator's control: the next answer, and how long the channel takes to give it (a slow channel, for tests). */
export type SimulatorControl = { setNext(outcome: SimulatedOutcome, delayMs?: number): void };

/**
 * The built-in simulator, the embedded default: every transfer confirms unless a test or demo
 * has asked for the next one to fail or time out (`setNext`, one transfer each). A query on a
 * timed-out transfer answers with the next outcome asked for (timeout again if that is it), else confirms.
 * An answer asked for with a delay comes that many milliseconds later, as a slow bank's would.
 */
export function createSimulatedChannel(): PaymentChannel & SimulatorControl {
  const queued: { outcome: SimulatedOutcome; delayMs: number }[] = [];
  const answer = async (ref: string): Promise<TransferOutcome> => {
    const { outcome: next, delayMs } = queued.shift() ?? { outcome: 'confirm', delayMs: 0 };
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (next === 'fail') return { kind: 'failed', ref, reasonKey: 'grantChannelRefused' };
    if (next === 'timeout') return { kind: 'timeout', ref };
    return { kind: 'confirmed', ref };
  };
  return {
    setNext: (outcome, delayMs = 0) => void queued.push({ outcome, delayMs }),
    transfer: async () => answer(`SIM-${randomUUID()}`),
    query: async (ref) => answer(ref),
  };
}
