import { ENTRY_EVENT_TEXT, type EntryDetail, type LedgerEventType, groupAmount, ledgerMemoLabel, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Spin, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useLocale } from '@/lib/i18n';
import { ENTRY_LIST_PATH, entryQuery } from '../api/borrow-api';
import { fundPartyName } from '../components/loan-filters';
import { useEntryText } from '../entry.text';

type Line = EntryDetail['lines'][number];

/** /borrowManage/entryBillNo?id=: one entry bill and its lines (debits equal credits). */
export default function EntryDetailPage() {
  const t = useEntryText();
  const { locale } = useLocale();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const entry = useQuery({ ...entryQuery(id), enabled: valid });
  const d = entry.data;
  const body = !valid ? (
    <Alert type="error" showIcon title={t('missingId')} />
  ) : entry.isError ? (
    <Alert type="error" showIcon title={t('loadFailed')} />
  ) : !d ? (
    <Spin style={{ display: 'block', margin: 24 }} />
  ) : (
    <>
      <ReadonlyCard
        title={d.entryNo}
        items={[
          { label: t('eventType'), value: ENTRY_EVENT_TEXT[d.eventType as LedgerEventType]?.[locale] ?? d.eventType },
          { label: t('billNo'), value: d.billNo },
          { label: t('customer'), value: d.customerName },
          { label: t('fundingParty'), value: d.fundingParty ? fundPartyName(d.fundingParty, locale) : '—' },
          { label: t('amount'), value: groupAmount(d.amount) },
          { label: t('postedAt'), value: shanghaiMinute(d.postedAt) },
          { label: t('memo'), value: ledgerMemoLabel(d.memo, locale) || '—' },
        ]}
      />
      <Card size="small" title={t('lines')}>
        <Table<Line>
          size="small"
          pagination={false}
          rowKey={(l) => `${l.accountCode}-${l.debit}-${l.credit}`}
          dataSource={d.lines}
          columns={[
            { title: t('account'), key: 'account', render: (_, l) => `${l.accountCode} ${l.accountName}` },
            { title: t('debit'), dataIndex: 'debit', align: 'right', render: (v: string) => groupAmount(v) },
            { title: t('credit'), dataIndex: 'credit', align: 'right', render: (v: string) => groupAmount(v) },
          ]}
        />
      </Card>
    </>
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detailTitle')} backTo={ENTRY_LIST_PATH} backText={t('back')} />
      {body}
    </Space>
  );
}
