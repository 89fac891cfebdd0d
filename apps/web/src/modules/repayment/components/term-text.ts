import type { RepayLoanRow } from '@lc/shared';
import type { useRepaymentText } from '../repayment.text';

/** A loan's term as it was agreed: in days since decision 0070, in months for loans made before. */
export const termText = (loan: Pick<RepayLoanRow, 'termDays' | 'termMonths'>, t: ReturnType<typeof useRepaymentText>) =>
  loan.termDays ? t('days', { n: loan.termDays }) : t('months', { n: loan.termMonths });
