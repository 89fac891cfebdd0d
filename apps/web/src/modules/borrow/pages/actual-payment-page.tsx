import { groupAmount, shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { ACTUAL_PAYMENT_LIST } from '../api/borrow-api';
import { useBooksText } from '../books.text';
import { fundPartyName, fundingPartyFilter } from '../components/loan-filters';
import type { ListRow } from '@/lib/api-client';

type ActualPaymentRow = ListRow<typeof ACTUAL_PAYMENT_LIST>;

/** /borrowManage/expendCost: the draws that reached the borrower, newest first, in the caller's scope. */
export default function ActualPaymentPage() {
  const t = useBooksText();
  const { locale } = useLocale();
  const columns: TableColumnsType<ActualPaymentRow> = [
    { title: t('drawNo'), dataIndex: 'id', width: 110, fixed: 'left' },
    { title: t('billNo'), dataIndex: 'billNo', width: 170 },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('fundingParty'), dataIndex: 'fundingParty', width: 120, render: (v: string) => fundPartyName(v, locale) },
    { title: t('amount'), dataIndex: 'amount', width: 150, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('channelRef'), dataIndex: 'channelRef', width: 180, render: (v: string | null) => v ?? '—' },
    { title: t('paidBy'), dataIndex: 'paidBy', width: 100 },
    { title: t('paidAt'), dataIndex: 'paidAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: ActualPaymentRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('customer'), value: r.customerName },
      { label: t('amount'), value: groupAmount(r.amount) },
      { label: t('paidAt'), value: shanghaiMinute(r.paidAt) },
    ],
  });
  return (
    <ListPage
      label={t('actualPaymentsTitle')}
      source={ACTUAL_PAYMENT_LIST}
      filters={[
        { kind: 'text', name: 'keyword', label: t('keyword') },
        fundingPartyFilter(t('fundingParty'), locale),
        { kind: 'dateRange', from: 'from', to: 'to', label: t('paidDates') },
      ]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
    />
  );
}
