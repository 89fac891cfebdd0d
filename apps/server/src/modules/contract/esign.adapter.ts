import { randomUUID } from 'node:crypto';

/** What the e-signature provider answered: signed (its reference), or refused. */
export type SignOutcome = { kind: 'signed'; ref: string } | { kind: 'refused' };
export type SignRequest = { contractNo: string; pdfSha256: string; signedDate: string };

/** The e-signature adapter a contract is signed through; a real provider's API would implement it. */
export type ESignProvider = { sign(request: SignRequest): Promise<SignOutcome> };
export type SimulatedSign = 'sign' | 'refuse';

/**
 * The built-in simulator, the embedded default: it signs every contract unless a test or demo has
 * asked for the next one to be refused (`setNext`, one signing each). The reference names the
 * document's hash, so a signature is tied to the exact PDF that was previewed.
 */
export function createSimulatedESign(): ESignProvider & { setNext(outcome: SimulatedSign): void } {
  const queued: SimulatedSign[] = [];
  return {
    setNext: (outcome) => void queued.push(outcome),
    sign: async (request) =>
      (queued.shift() ?? 'sign') === 'refuse'
        ? { kind: 'refused' }
        : { kind: 'signed', ref: `SIM-${request.pdfSha256.slice(0, 12)}-${randomUUID().slice(0, 8)}` },
  };
}
