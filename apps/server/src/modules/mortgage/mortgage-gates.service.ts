import { type GrantGate, mortgageGateOf, isLoanSettled, BILL_STATUS, MORTGAGE_REQUEST_STATUS } from '@lc/shared';
import type { MortgageFlowDeps } from './mortgage-flow-deps.service';
import type { MortgageRequestService } from './mortgage-request.service';

/**
 * The stage gates of issue 17 item 10, one place each, answering from the data that exists now:
 * `loanSettled` from the bill and its ledger lines (the repayment module will post the
 * repayments there), `grantGate` (the draw's) and `liveStatuses` (for the grant request's, grant-gate.service.ts) from the
 * mortgage requests. The grant and repayment modules call these through the mortgage service.
 */
export function createMortgageGates(
  deps: Pick<MortgageFlowDeps, 'bills' | 'ledger'> & { requests: Pick<MortgageRequestService, 'statusesOf'> },
) {
  const liveStatuses = async (billId: number) =>
    (await deps.requests.statusesOf(billId)).filter((s) => s !== MORTGAGE_REQUEST_STATUS.rejected);
  return {
    async loanSettled(billId: number): Promise<boolean> {
      const bill = await deps.bills().loanFacts(billId);
      if (!bill) return false;
      const { lines } = await deps.ledger.loanStatement(billId, 'zh-CN');
      return isLoanSettled({ approved: bill.status === BILL_STATUS.approved, lines });
    },
    /** The bill's live (not rejected) mortgage request statuses, for the grant request's gate. */
    liveStatuses,
    /** The draw's gate: the mortgage fully registered. */
    async grantGate(billId: number): Promise<GrantGate> {
      return mortgageGateOf(await liveStatuses(billId));
    },
  };
}
export type MortgageGates = ReturnType<typeof createMortgageGates>;
