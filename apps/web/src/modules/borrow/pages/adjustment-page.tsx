import { type AdjustmentRow, LOAN_RECORDS_API, adjustmentInput, groupAmount, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-list';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { ADJUSTMENT_LIST, requestAdjustment } from '../api/borrow-api';
import { ChangeActions } from '../components/change-actions';
import { RecordFormModal } from '../components/record-form-modal';
import { useRecordsText } from '../records.text';

const options = (list: 'adjustTarget' | 'adjustDirection', locale: 'zh-CN' | 'en-US') =>
  statusFilterOptions(list, locale).map((o) => ({ value: Number(o.value), name: String(o.label) }));

/** /borrowManage/capitalAndInterestAdjustDetailList: adjustments of a loan's principal or interest, posted once a second person approves. */
export default function AdjustmentPage() {
  const t = useRecordsText();
  const { locale } = useLocale();
  const [requesting, setRequesting] = useState(false);
  const status = (r: AdjustmentRow) => <StatusTag list="loanChange" code={r.status} />;
  const what = (r: AdjustmentRow) => (
    <>
      <StatusTag list="adjustTarget" code={r.target} /> <StatusTag list="adjustDirection" code={r.direction} />
    </>
  );
  const actions = (r: AdjustmentRow) => <ChangeActions kind="adjustment" row={r} list={ADJUSTMENT_LIST} />;
  const columns: TableColumnsType<AdjustmentRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('target'), key: 'target', width: 150, render: (_, r) => what(r) },
    { title: t('amount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('reason'), dataIndex: 'reason', width: 200 },
    { title: t('status'), key: 'status', width: 100, render: (_, r) => status(r) },
    { title: t('requester'), dataIndex: 'createdByName', width: 140 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('decidedBy'), dataIndex: 'decidedByName', width: 140 },
    { title: t('decision'), dataIndex: 'decisionComment', width: 160 },
    { title: t('actions'), key: 'actions', width: 130, render: (_, r) => actions(r) },
  ];
  const card = (r: AdjustmentRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('target'), value: what(r) },
      { label: t('amount'), value: groupAmount(r.amount) },
      { label: t('status'), value: status(r) },
      { label: t('reason'), value: r.reason },
    ],
    actions: [<ChangeActions key="act" kind="adjustment" row={r} list={ADJUSTMENT_LIST} />],
  });
  return (
    <>
      <ListPage<AdjustmentRow>
        label={t('adjustmentsTitle')}
        {...ADJUSTMENT_LIST}
        filters={[
          { kind: 'text', name: 'keyword', label: t('keyword') },
          { kind: 'select', name: 'status', label: t('status'), width: 120, options: statusFilterOptions('loanChange', locale) },
        ]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1600}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setRequesting(true)}>
            {t('requestAdjustment')}
          </Button>
        )}
      />
      {requesting ? (
        <RecordFormModal
          kind="adjustment"
          name="adjustment-request"
          title={t('requestAdjustment')}
          list={ADJUSTMENT_LIST}
          onClose={() => setRequesting(false)}
          savedText={LOAN_RECORDS_API.endpoints.requestAdjustment.done[locale]}
          fields={[
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
          ]}
          save={(v, idempotencyKey) => requestAdjustment(adjustmentInput.parse({ ...v, idempotencyKey }))}
        />
      ) : null}
    </>
  );
}
