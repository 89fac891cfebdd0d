import { type DepositRow, LOAN_RECORDS_API, depositInput, groupAmount, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-list';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { DEPOSIT_LIST, recordDeposit } from '../api/borrow-api';
import { RecordFormModal } from '../components/record-form-modal';
import { fundPartyName } from '../components/loan-filters';
import { useRecordsText } from '../records.text';

/** /borrowManage/earnestAmountRecord: deposits received from borrowers and refunded, each posted to deposits received (2241). */
export default function DepositRecordPage() {
  const t = useRecordsText();
  const { locale } = useLocale();
  const [recording, setRecording] = useState(false);
  const kind = (r: DepositRow) => <StatusTag list="depositMovement" code={r.kind} />;
  const columns: TableColumnsType<DepositRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('fundingParty'), dataIndex: 'fundingParty', width: 120, render: (v: string) => fundPartyName(v, locale) },
    { title: t('kind'), key: 'kind', width: 90, render: (_, r) => kind(r) },
    { title: t('amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('memo'), dataIndex: 'memo', width: 220 },
    { title: t('operator'), dataIndex: 'createdByName', width: 140 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: DepositRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('kind'), value: kind(r) },
      { label: t('amount'), value: groupAmount(r.amount) },
      { label: t('memo'), value: r.memo },
    ],
  });
  const kinds = statusFilterOptions('depositMovement', locale);
  return (
    <>
      <ListPage<DepositRow>
        label={t('depositsTitle')}
        {...DEPOSIT_LIST}
        filters={[
          { kind: 'text', name: 'keyword', label: t('keyword') },
          { kind: 'select', name: 'kind', label: t('kind'), width: 120, options: kinds },
        ]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1200}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setRecording(true)}>
            {t('recordDeposit')}
          </Button>
        )}
      />
      {recording ? (
        <RecordFormModal
          kind="deposit"
          name="deposit-record"
          title={t('recordDeposit')}
          list={DEPOSIT_LIST}
          onClose={() => setRecording(false)}
          savedText={LOAN_RECORDS_API.endpoints.recordDeposit.done[locale]}
          fields={[
            {
              key: 'kind',
              label: t('kind'),
              type: 'radio',
              options: kinds.map((o) => ({ value: Number(o.value), name: String(o.label) })),
              verify: [{ required: true, message: t('kind') }],
            },
            { key: 'amount', label: t('amount'), type: 'input', suffix: t('yuan'), verify: [depositInput.shape.amount] },
            { key: 'memo', label: t('memo'), type: 'input', verify: [depositInput.shape.memo] },
          ]}
          save={(v, idempotencyKey) => recordDeposit(depositInput.parse({ ...v, idempotencyKey }))}
        />
      ) : null}
    </>
  );
}
