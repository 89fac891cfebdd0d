import { groupAmount } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { CAPITAL_COST_LIST } from '../api/borrow-api';
import { useBooksText } from '../books.text';
import { fundPartyName, fundingPartyFilter } from '../components/loan-filters';
import type { ListRow } from '@/lib/api-client';

type CapitalCostRow = ListRow<typeof CAPITAL_COST_LIST>;

/** /borrowManage/capitalCost: per funding party, what it lent the firm, what was paid back, what is owed and what it cost. */
export default function CapitalCostPage() {
  const t = useBooksText();
  const { locale } = useLocale();
  const party = (r: CapitalCostRow) => (r.fundingParty === null ? <strong>{t('total')}</strong> : fundPartyName(r.fundingParty, locale));
  const columns: TableColumnsType<CapitalCostRow> = [
    { title: t('fundingParty'), key: 'fp', width: 160, render: (_, r) => party(r) },
    { title: t('borrowed'), dataIndex: 'borrowed', width: 170, align: 'right', render: groupAmount },
    { title: t('repaidToParty'), dataIndex: 'repaid', width: 170, align: 'right', render: groupAmount },
    { title: t('outstanding'), dataIndex: 'outstanding', width: 170, align: 'right', render: groupAmount },
    { title: t('cost'), dataIndex: 'cost', width: 150, align: 'right', render: groupAmount },
  ];
  const card = (r: CapitalCostRow): CardSpec => ({
    title: party(r),
    fields: [
      { label: t('borrowed'), value: groupAmount(r.borrowed) },
      { label: t('outstanding'), value: groupAmount(r.outstanding) },
      { label: t('cost'), value: groupAmount(r.cost) },
    ],
  });
  return (
    <ListPage
      label={t('capitalCostTitle')}
      source={CAPITAL_COST_LIST}
      filters={[fundingPartyFilter(t('fundingParty'), locale), { kind: 'dateRange', from: 'from', to: 'to', label: t('postedDates') }]}
      columns={columns}
      card={card}
      rowKey={(r) => r.fundingParty ?? '__total'}
      // Five columns fit the page: no sideways scroll region to reach.
      scrollX={820}
    />
  );
}
