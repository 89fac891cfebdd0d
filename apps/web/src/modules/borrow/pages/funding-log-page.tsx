import { ENTRY_EVENT_TEXT, LEDGER_EVENT_TYPES, type LedgerEventType, groupAmount, ledgerMemoLabel, shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { FUNDING_LOG_LIST } from '../api/borrow-api';
import { useBooksText } from '../books.text';
import { fundPartyName, fundingPartyFilter } from '../components/loan-filters';
import type { ListRow } from '@/lib/api-client';

type FundingLogRow = ListRow<typeof FUNDING_LOG_LIST>;

const amount = (v: string) => (v === '0.00' ? '—' : groupAmount(v));

/** /borrowManage/amountRecord: every ledger entry naming a funding party, with what it moved in and out of the bank. */
export default function FundingLogPage() {
  const t = useBooksText();
  const { locale } = useLocale();
  const kind = (v: string) => ENTRY_EVENT_TEXT[v as LedgerEventType]?.[locale] ?? v;
  const columns: TableColumnsType<FundingLogRow> = [
    { title: t('entryNo'), dataIndex: 'entryNo', width: 130, fixed: 'left' },
    { title: t('fundingParty'), dataIndex: 'fundingParty', width: 120, render: (v: string) => fundPartyName(v, locale) },
    { title: t('eventType'), dataIndex: 'eventType', width: 100, render: kind },
    { title: t('billNo'), dataIndex: 'billNo', width: 170, render: (v: string | null) => v ?? '—' },
    { title: t('inflow'), dataIndex: 'inflow', width: 150, align: 'right', render: amount },
    { title: t('outflow'), dataIndex: 'outflow', width: 150, align: 'right', render: amount },
    { title: t('memo'), dataIndex: 'memo', width: 240, render: (v: string | null) => ledgerMemoLabel(v, locale) },
    { title: t('postedAt'), dataIndex: 'postedAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: FundingLogRow): CardSpec => ({
    title: r.entryNo,
    fields: [
      { label: t('fundingParty'), value: fundPartyName(r.fundingParty, locale) },
      { label: t('eventType'), value: kind(r.eventType) },
      { label: t('inflow'), value: amount(r.inflow) },
      { label: t('outflow'), value: amount(r.outflow) },
    ],
  });
  return (
    <ListPage
      label={t('fundingLogTitle')}
      source={FUNDING_LOG_LIST}
      filters={[
        fundingPartyFilter(t('fundingParty'), locale),
        {
          kind: 'select',
          name: 'eventType',
          label: t('eventType'),
          width: 130,
          options: LEDGER_EVENT_TYPES.map((v) => ({ value: v, label: kind(v) })),
        },
        { kind: 'dateRange', from: 'from', to: 'to', label: t('postedDates') },
      ]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
    />
  );
}
