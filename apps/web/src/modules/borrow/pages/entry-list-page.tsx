import { ENTRY_EVENT_TEXT, LEDGER_EVENT_TYPES, type LedgerEventType, groupAmount, ledgerMemoLabel, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { ENTRY_LIST, entryDetailHref, entryPostHref } from '../api/borrow-api';
import { fundPartyName } from '../components/loan-filters';
import { useEntryText } from '../entry.text';
import type { ListRow } from '@/lib/api-client';

type EntryRow = ListRow<typeof ENTRY_LIST>;

/** /borrowManage/entryBillList: the ledger entries about the loans in scope, newest first; each opens its lines. */
export default function EntryListPage() {
  const t = useEntryText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const kind = (v: string) => ENTRY_EVENT_TEXT[v as LedgerEventType]?.[locale] ?? v;
  const no = (r: EntryRow) => <Link to={entryDetailHref(r.id)}>{r.entryNo}</Link>;
  const columns: TableColumnsType<EntryRow> = [
    { title: t('entryNo'), key: 'no', width: 130, fixed: 'left', render: (_, r) => no(r) },
    { title: t('eventType'), dataIndex: 'eventType', width: 100, render: kind },
    { title: t('billNo'), dataIndex: 'billNo', width: 170 },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('fundingParty'), dataIndex: 'fundingParty', width: 120, render: (v: string | null) => (v ? fundPartyName(v, locale) : '—') },
    { title: t('amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('memo'), dataIndex: 'memo', width: 260, render: (v: string | null) => ledgerMemoLabel(v, locale) },
    { title: t('postedAt'), dataIndex: 'postedAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: EntryRow): CardSpec => ({
    title: no(r),
    fields: [
      { label: t('eventType'), value: kind(r.eventType) },
      { label: t('billNo'), value: r.billNo },
      { label: t('amount'), value: groupAmount(r.amount) },
    ],
  });
  return (
    <ListPage
      label={t('title')}
      source={ENTRY_LIST}
      filters={[
        { kind: 'text', name: 'keyword', label: t('keyword') },
        {
          kind: 'select',
          name: 'eventType',
          label: t('eventType'),
          width: 130,
          options: LEDGER_EVENT_TYPES.map((v) => ({ value: v, label: kind(v) })),
        },
        { kind: 'dateRange', from: 'postedFrom', to: 'postedTo', label: t('postedDates') },
      ]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() => (
        <Button type="primary" ghost onClick={() => navigate(entryPostHref())}>
          {t('post')}
        </Button>
      )}
    />
  );
}
