import { MORTGAGE_ORDERS, type MortgageRequestDetail } from '@lc/shared';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useLocale } from '@/lib/i18n';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { MortgageRequestStatus } from './mortgage-request-columns';

/** A request at a glance on the registration pages: bill, mortgagee, order, status and how many are registered. */
export function MortgageRequestSummary({ request: d }: { request: MortgageRequestDetail }) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  return (
    <ReadonlyCard
      title={d.billNo}
      items={[
        { label: t('customer'), value: d.customerName },
        { label: t('mortgagee'), value: d.mortgageeName },
        { label: t('order'), value: d.order === 1 || d.order === 2 ? MORTGAGE_ORDERS[d.order][locale] : '' },
        { label: t('status'), value: <MortgageRequestStatus r={d} /> },
        { label: t('registered'), value: `${d.registeredCount} / ${d.propertyCount}` },
      ]}
    />
  );
}
