import type { RepaymentService } from '../repayment/repayment.service';

type LoanFacts = Awaited<ReturnType<RepaymentService['loanFacts']>> extends Map<number, infer F> ? F : never;
/** The loan's amount drawn, method and a due day beside a row (decision 0065): the instalment's, else the next unpaid. */
export const withLoanFacts = <T extends object>(row: T, facts: LoanFacts | undefined, period?: number) => ({
  ...row,
  loanPrincipal: facts?.principal ?? null,
  loanMethod: facts?.method ?? null,
  dueDate: (period === undefined ? facts?.nextDueDate : facts?.dueOn.get(period)) ?? null,
});
