import { FUND_PARTIES, fundPartyOfRoute } from '@lc/shared';
import { useLocation } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { useFinalReviewText } from '../final-review.text';
import { FinalList } from '../components/final-list';

/** /finalManage/finalCustomers and its per-party routes (finalCustomersForGm, …): one page, the party read from the route. */
export default function FinalCustomersPage() {
  const t = useFinalReviewText();
  const { locale } = useLocale();
  const party = fundPartyOfRoute(useLocation().pathname);
  const title = party ? t('customersTitleOf', { party: FUND_PARTIES[party].name[locale] }) : t('customersTitle');
  // Keyed by party: moving between party pages starts a fresh list.
  return <FinalList key={party ?? 'all'} kind="customers" title={title} party={party} />;
}
