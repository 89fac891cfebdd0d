import { LOAN_RECORDS_API, adjustmentInput, groupAmount } from '@lc/shared';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { ADJUSTMENT_LIST, requestAdjustment } from '../api/borrow-api';
import { changeCardActions, changeColumns, changeStatus, changeStatusFilter } from '../components/change-columns';
import { RecordListPage } from '../components/record-list-page';
import { useRecordsText } from '../records.text';
import type { ListRow } from '@/lib/api-client';

type AdjustmentRow = ListRow<typeof ADJUSTMENT_LIST>;

const options = (list: 'adjustTarget' | 'adjustDirection', locale: 'zh-CN' | 'en-US') =>
  statusFilterOptions(list, locale).map((o) => ({ value: Number(o.value), name: String(o.label) }));

/** /borrowManage/capitalAndInterestAdjustDetailList: adjustments of a loan's principal or interest, posted once a second person approves. */
export default function AdjustmentPage() {
  const t = useRecordsText();
  const { locale } = useLocale();
  const what = (r: AdjustmentRow) => (
    <>
      <StatusTag list="adjustTarget" code={r.target} /> <StatusTag list="adjustDirection" code={r.direction} />
    </>
  );
  return (
    <RecordListPage
      label={t('adjustmentsTitle')}
      list={ADJUSTMENT_LIST}
      filter={changeStatusFilter(t, locale)}
      columns={[
        { title: t('target'), key: 'target', width: 150, render: (_, r) => what(r) },
        { title: t('amount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string) => groupAmount(v) },
        { title: t('reason'), dataIndex: 'reason', width: 200 },
        ...changeColumns<AdjustmentRow>(t, 'adjustment', ADJUSTMENT_LIST),
      ]}
      card={(r) => ({
        fields: [
          { label: t('target'), value: what(r) },
          { label: t('amount'), value: groupAmount(r.amount) },
          { label: t('status'), value: changeStatus(r) },
          { label: t('reason'), value: r.reason },
        ],
        actions: changeCardActions('adjustment', r, ADJUSTMENT_LIST),
      })}
      scrollX={1600}
      form={{
        kind: 'adjustment',
        name: 'adjustment-request',
        title: t('requestAdjustment'),
        savedText: LOAN_RECORDS_API.endpoints.requestAdjustment.done[locale],
        current: (l) =>
          l.outstanding === null
            ? t('noPlan')
            : `${t('currentOutstanding')} ${groupAmount(l.outstanding)} · ${t('currentInterest')} ${groupAmount(l.unpaidInterest ?? '0')}`,
        fields: [
          {
            key: 'target',
            label: t('target'),
            type: 'radio',
            span: 12,
            options: options('adjustTarget', locale),
            verify: [{ required: true, message: t('target') }],
          },
          {
            key: 'direction',
            label: t('direction'),
            type: 'radio',
            span: 12,
            options: options('adjustDirection', locale),
            verify: [{ required: true, message: t('direction') }],
          },
          { key: 'amount', label: t('amount'), type: 'input', suffix: t('yuan'), verify: [adjustmentInput.shape.amount] },
          { key: 'reason', label: t('reason'), type: 'textarea', verify: [adjustmentInput.shape.reason] },
        ],
        save: (v, idempotencyKey) => requestAdjustment(adjustmentInput.parse({ ...v, idempotencyKey })),
      }}
    />
  );
}
