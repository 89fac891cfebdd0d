import { type GrantGate, grantGateOf, isLoanSettled, BILL_STATUS, MORTGAGE_REQUEST_STATUS } from '@lc/shared';
import type { MortgageFlowDeps } from './mortgage-flow.kit';
import type { MortgageRequestService } from './mortgage-request.service';

/**
 * The stage gates of issue 17 item 10, one place each, answering from the data that exists now:
 * `loanSettled` from the bill and its ledger lines (the repayment module will post the
 * repayments there), `grantGate` from the mortgage requests (contracts and archives are reported
 * as not yet checked). The grant and repayment modules call these through the mortgage service.
 */
export function createMortgageGates(
  deps: Pick<MortgageFlowDeps, 'bills' | 'ledger'> & { requests: Pick<MortgageRequestService, 'statusesOf'> },
) {
  return {
    async loanSettled(billId: number): Promise<boolean> {
      const bill = await deps.bills().loanFacts(billId);
      if (!bill) return false;
      const { lines } = await deps.ledger.loanStatement(billId, 'zh-CN');
      return isLoanSettled({ approved: bill.status === BILL_STATUS.approved, lines });
    },
    async grantGate(billId: number): Promise<GrantGate> {
      const live = (await deps.requests.statusesOf(billId)).filter((s) => s !== MORTGAGE_REQUEST_STATUS.rejected);
      return grantGateOf(live);
    },
  };
}
export type MortgageGates = ReturnType<typeof createMortgageGates>;
