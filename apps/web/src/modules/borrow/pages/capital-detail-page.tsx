import { ENTRY_EVENT_TEXT, type LedgerEventType, groupAmount, ledgerMemoLabel, shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { CAPITAL_DETAIL_LIST } from '../api/borrow-api';
import { useBooksText } from '../books.text';
import { fundPartyName, fundingPartyFilter } from '../components/loan-filters';
import type { ListRow } from '@/lib/api-client';

type CapitalDetailRow = ListRow<typeof CAPITAL_DETAIL_LIST>;

const amount = (v: string) => (v === '0.00' ? '—' : groupAmount(v));

/** /borrowManage/capitalEntryBillDetailList: each movement of a loan's principal, lent or repaid, in the caller's scope. */
export default function CapitalDetailPage() {
  const t = useBooksText();
  const { locale } = useLocale();
  const kind = (v: string) => ENTRY_EVENT_TEXT[v as LedgerEventType]?.[locale] ?? v;
  const columns: TableColumnsType<CapitalDetailRow> = [
    { title: t('entryNo'), dataIndex: 'entryNo', width: 130, fixed: 'left' },
    { title: t('billNo'), dataIndex: 'billNo', width: 170 },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('fundingParty'), dataIndex: 'fundingParty', width: 120, render: (v: string | null) => (v ? fundPartyName(v, locale) : '—') },
    { title: t('eventType'), dataIndex: 'eventType', width: 100, render: kind },
    { title: t('lent'), dataIndex: 'lent', width: 150, align: 'right', render: amount },
    { title: t('repaid'), dataIndex: 'repaid', width: 150, align: 'right', render: amount },
    { title: t('memo'), dataIndex: 'memo', width: 220, render: (v: string | null) => ledgerMemoLabel(v, locale) },
    { title: t('postedAt'), dataIndex: 'postedAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: CapitalDetailRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('eventType'), value: kind(r.eventType) },
      { label: t('lent'), value: amount(r.lent) },
      { label: t('repaid'), value: amount(r.repaid) },
    ],
  });
  return (
    <ListPage
      label={t('capitalDetailsTitle')}
      source={CAPITAL_DETAIL_LIST}
      filters={[
        { kind: 'text', name: 'keyword', label: t('keyword') },
        fundingPartyFilter(t('fundingParty'), locale),
        { kind: 'dateRange', from: 'from', to: 'to', label: t('postedDates') },
      ]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
    />
  );
}
