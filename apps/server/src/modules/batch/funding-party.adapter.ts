import { randomUUID } from 'node:crypto';
import type { PartyCall, PartyOutcome } from '@lc/shared';
import Decimal from 'decimal.js';

/** What a batch move asks the funding party. The key is ours: asking again with it asks after the same request. */
export type PartyRequest = {
  call: PartyCall;
  batchNo: string;
  fundingParty: string;
  loanCount: number;
  /** A withdrawal's or repayment's amount, a decimal string. */
  amount: string | null;
  idempotencyKey: string;
};
/** The party's answer; a withdrawal it paid in part says how much. */
export type PartyAnswer = { outcome: PartyOutcome; ref: string; amount: string | null };

/** The funding-party adapter a batch goes through; a trust's or a bank's loan-intake API would implement it. */
export type FundingPartyAdapter = { send(request: PartyRequest): Promise<PartyAnswer> };

export type SimulatedParty = FundingPartyAdapter & {
  setNext(outcome: PartyOutcome): void;
  /** How many requests reached the simulator (tests: a lost race never reaches the party). */
  received(): number;
};

/**
 * The built-in simulator, the embedded default: every request is accepted unless a test or demo
 * asked for the next one to be refused, paid in part (half, to the fen) or to time out. Like a
 * real party it is idempotent on our key: a request asked again after a final answer gets that
 * answer; after a timeout it gets the next outcome asked for.
 */
export function createSimulatedParty(): SimulatedParty {
  const queued: PartyOutcome[] = [];
  const answered = new Map<string, PartyAnswer>();
  let count = 0;
  return {
    setNext: (outcome) => void queued.push(outcome),
    received: () => count,
    async send(request) {
      count += 1;
      const key = `${request.call}:${request.batchNo}:${request.idempotencyKey}`;
      const earlier = answered.get(key);
      if (earlier) return earlier;
      const outcome = queued.shift() ?? 'accepted';
      const ref = `SIMFP-${randomUUID()}`;
      const half = request.amount === null ? null : new Decimal(request.amount).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
      const answer: PartyAnswer = { outcome, ref, amount: outcome === 'partial' ? half : outcome === 'accepted' ? request.amount : null };
      if (outcome !== 'timeout') answered.set(key, answer);
      return answer;
    },
  };
}
