import { RISK_RECORD_ACTIONS, RISK_RECORD_NODE_KEYS } from '@lc/shared';
import { Typography } from 'antd';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { riskNodeName } from '../final-format';
import { RISK_RECORDS_LIST } from '../api/final-review-api';
import { useFinalReviewText } from '../final-review.text';
import { useRiskRecordColumns } from '../components/risk-record-columns';
import type { ListFilter } from '@/lib/api-client';

/** /riskControlRecord/riskControlRecordList: approvals and rejections at duplicate, document and final review. */
export default function RiskRecordListPage() {
  const t = useFinalReviewText();
  const { locale } = useLocale();
  const { columns, card } = useRiskRecordColumns();
  const filters: FilterField<ListFilter<typeof RISK_RECORDS_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    {
      kind: 'select',
      name: 'node',
      label: t('node'),
      options: RISK_RECORD_NODE_KEYS.map((k) => ({ value: k, label: riskNodeName(k, locale) })),
      width: 150,
    },
    {
      kind: 'select',
      name: 'action',
      label: t('result'),
      options: statusFilterOptions('flowResult', locale, RISK_RECORD_ACTIONS),
      width: 110,
    },
    { kind: 'dateRange', from: 'dateFrom', to: 'dateTo', label: t('dateRange') },
  ];
  return (
    <section aria-labelledby="risk-records-title">
      <Typography.Title level={4} id="risk-records-title" style={{ marginTop: 0 }}>
        {t('recordsTitle')}
      </Typography.Title>
      <ListPage
        label={t('recordsTitle')}
        source={RISK_RECORDS_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1250}
      />
    </section>
  );
}
