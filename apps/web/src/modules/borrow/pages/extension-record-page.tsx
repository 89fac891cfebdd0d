import { type ExtensionRow, LOAN_RECORDS_API, LOAN_RECORDS_PERMISSION, extensionInput, groupAmount, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-list';
import { ListPage } from '@/components/list-page/list-page';
import { NeedsPermission } from '@/components/needs-permission/needs-permission';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { EXTENSION_LIST, requestExtension } from '../api/borrow-api';
import { ChangeActions } from '../components/change-actions';
import { RecordFormModal } from '../components/record-form-modal';
import { useRecordsText } from '../records.text';

/** /borrowManage/extensionRecords (hidden): a loan's extension bills (bill type 1), approved by a second person. */
export default function ExtensionRecordPage() {
  return (
    <NeedsPermission code={LOAN_RECORDS_PERMISSION.extensions}>
      <ExtensionRecords />
    </NeedsPermission>
  );
}

function ExtensionRecords() {
  const t = useRecordsText();
  const { locale } = useLocale();
  const [requesting, setRequesting] = useState(false);
  const status = (r: ExtensionRow) => <StatusTag list="loanChange" code={r.status} />;
  const columns: TableColumnsType<ExtensionRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('billType'), key: 'billType', width: 100, render: () => <Tag color="purple">{t('extensionBill')}</Tag> },
    { title: t('oldDueDate'), dataIndex: 'oldDueDate', width: 120 },
    { title: t('newDueDate'), dataIndex: 'newDueDate', width: 120 },
    { title: t('extraDays'), dataIndex: 'extraDays', width: 100, align: 'right' },
    { title: t('fee'), dataIndex: 'fee', width: 120, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('reason'), dataIndex: 'reason', width: 200 },
    { title: t('status'), key: 'status', width: 100, render: (_, r) => status(r) },
    { title: t('requester'), dataIndex: 'createdByName', width: 140 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('decidedBy'), dataIndex: 'decidedByName', width: 140 },
    { title: t('decision'), dataIndex: 'decisionComment', width: 160 },
    { title: t('actions'), key: 'actions', width: 130, render: (_, r) => <ChangeActions kind="extension" row={r} list={EXTENSION_LIST} /> },
  ];
  const card = (r: ExtensionRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('newDueDate'), value: `${r.oldDueDate} → ${r.newDueDate}` },
      { label: t('fee'), value: groupAmount(r.fee) },
      { label: t('status'), value: status(r) },
    ],
    actions: [<ChangeActions key="act" kind="extension" row={r} list={EXTENSION_LIST} />],
  });
  return (
    <>
      <ListPage<ExtensionRow>
        label={t('extensionsTitle')}
        {...EXTENSION_LIST}
        filters={[
          { kind: 'text', name: 'keyword', label: t('keyword') },
          { kind: 'select', name: 'status', label: t('status'), width: 120, options: statusFilterOptions('loanChange', locale) },
        ]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1900}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setRequesting(true)}>
            {t('requestExtension')}
          </Button>
        )}
      />
      {requesting ? (
        <RecordFormModal
          kind="extension"
          name="extension-request"
          title={t('requestExtension')}
          list={EXTENSION_LIST}
          onClose={() => setRequesting(false)}
          savedText={LOAN_RECORDS_API.endpoints.requestExtension.done[locale]}
          fields={[
            {
              key: 'extraDays',
              label: t('extraDays'),
              type: 'input',
              span: 12,
              suffix: t('days'),
              verify: [{ required: true, message: t('extraDays') }],
            },
            { key: 'fee', label: t('fee'), type: 'input', span: 12, suffix: t('yuan'), verify: [extensionInput.shape.fee] },
            { key: 'reason', label: t('reason'), type: 'textarea', verify: [extensionInput.shape.reason] },
          ]}
          save={(v, idempotencyKey) => requestExtension(extensionInput.parse({ ...v, extraDays: Number(v.extraDays), idempotencyKey }))}
        />
      ) : null}
    </>
  );
}
