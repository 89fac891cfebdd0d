import { type FiveLevelLoanRow, groupAmount } from '@lc/shared';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useFiveLevelText } from '../five-level.text';

/**
 * A loan's own figures on the five-level pages, as the loan book and the overdue records show
 * them (decision 0066): principal drawn, outstanding, days past due, and the class they suggest.
 */
export function useLoanFigures() {
  const t = useFiveLevelText();
  const money = (v: string | null) => (v === null ? t('notDrawn') : groupAmount(v));
  return [
    {
      key: 'loanPrincipal',
      label: t('loanPrincipal'),
      width: 140,
      align: 'right' as const,
      value: (r: FiveLevelLoanRow) => money(r.loanPrincipal),
    },
    {
      key: 'outstanding',
      label: t('outstanding'),
      width: 140,
      align: 'right' as const,
      value: (r: FiveLevelLoanRow) => money(r.outstanding),
    },
    {
      key: 'daysPastDue',
      label: t('daysPastDue'),
      width: 90,
      align: 'right' as const,
      value: (r: FiveLevelLoanRow) => String(r.daysPastDue),
    },
    {
      key: 'suggestedClass',
      label: t('suggestedClass'),
      width: 110,
      align: 'left' as const,
      value: (r: FiveLevelLoanRow) => <StatusTag list="fiveLevel" code={r.suggestedClass} />,
    },
  ];
}
