import { Link } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { LENDER_CARD_LIST } from '../api/bank-card-api';
import { useBankCardText } from '../bank-card.text';
import { lenderCardHref } from '../bank-card.paths';
import { cardCard, cardColumns, cardFilters } from '../components/card-columns';
import type { ListRow } from '@/lib/api-client';

type BankCardRow = ListRow<typeof LENDER_CARD_LIST>;

/** /lenderManage/bankCardList: the cards grants pay to, read only, in this page's scope. */
export default function LenderCardListPage() {
  const t = useBankCardText();
  const { locale } = useLocale();
  const view = (r: BankCardRow) => (
    <Link to={lenderCardHref(r.id)} aria-label={`${t('view')} ${r.cardNoMasked}`}>
      {t('view')}
    </Link>
  );
  return (
    <ListPage
      label={t('lenderCardTitle')}
      source={LENDER_CARD_LIST}
      filters={cardFilters(t, locale)}
      columns={[...cardColumns(t), { title: t('actions'), key: 'actions', width: 90, render: (_, r) => view(r) }]}
      card={(r) => ({ ...cardCard(t, r), actions: [view(r)] })}
      rowKey={(r) => r.id}
    />
  );
}
