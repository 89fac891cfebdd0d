import { groupAmount } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { LOAN_SUMMARY_LISTS, type LoanVariant } from '../api/borrow-api';
import { useBorrowText } from '../borrow.text';
import { fundPartyName, loanFilters } from './loan-filters';
import type { ListRow } from '@/lib/api-client';

type LoanSummaryRow = ListRow<(typeof LOAN_SUMMARY_LISTS)[keyof typeof LOAN_SUMMARY_LISTS]>;

const money = (v: string) => groupAmount(v);

/** borrowBillSummary and its salesperson variant: the filtered loans added up per funding party, then in all. */
export function LoanSummaryList({ variant }: { variant: LoanVariant }) {
  const t = useBorrowText();
  const { locale } = useLocale();
  const party = (r: LoanSummaryRow) => (r.fundingParty === null ? <strong>{t('total')}</strong> : fundPartyName(r.fundingParty, locale));
  const columns: TableColumnsType<LoanSummaryRow> = [
    { title: t('fundingParty'), key: 'fp', width: 160, render: (_, r) => party(r) },
    { title: t('count'), dataIndex: 'count', width: 100, align: 'right' },
    { title: t('approved'), dataIndex: 'approvedAmount', width: 160, align: 'right', render: money },
    { title: t('drawn'), dataIndex: 'drawnAmount', width: 160, align: 'right', render: money },
    { title: t('undrawn'), dataIndex: 'undrawnAmount', width: 160, align: 'right', render: money },
  ];
  const card = (r: LoanSummaryRow): CardSpec => ({
    title: party(r),
    fields: [
      { label: t('count'), value: String(r.count) },
      { label: t('approved'), value: money(r.approvedAmount) },
      { label: t('drawn'), value: money(r.drawnAmount) },
    ],
  });
  return (
    <ListPage
      label={t(variant === 'scoped' ? 'summary' : 'summarySalesman')}
      source={LOAN_SUMMARY_LISTS[variant]}
      filters={loanFilters(t, locale)}
      columns={columns}
      card={card}
      rowKey={(r) => r.fundingParty ?? '__total'}
      // Five columns fit the page: no sideways scroll region to reach.
      scrollX={740}
    />
  );
}
