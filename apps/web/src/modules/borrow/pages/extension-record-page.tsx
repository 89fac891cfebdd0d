import { LOAN_RECORDS_API, LOAN_RECORDS_PERMISSION, extensionInput, groupAmount } from '@lc/shared';
import { Tag } from 'antd';
import { NeedsPermission } from '@/components/needs-permission/needs-permission';
import { useLocale } from '@/lib/i18n';
import { EXTENSION_LIST, requestExtension } from '../api/borrow-api';
import { changeCardActions, changeColumns, changeStatus, changeStatusFilter } from '../components/change-columns';
import { RecordListPage } from '../components/record-list-page';
import { useRecordsText } from '../records.text';
import type { ListRow } from '@/lib/api-client';

type ExtensionRow = ListRow<typeof EXTENSION_LIST>;

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
  return (
    <RecordListPage
      label={t('extensionsTitle')}
      list={EXTENSION_LIST}
      filter={changeStatusFilter(t, locale)}
      columns={[
        { title: t('billType'), key: 'billType', width: 100, render: () => <Tag color="purple">{t('extensionBill')}</Tag> },
        { title: t('oldDueDate'), dataIndex: 'oldDueDate', width: 120 },
        { title: t('newDueDate'), dataIndex: 'newDueDate', width: 120 },
        { title: t('extraDays'), dataIndex: 'extraDays', width: 100, align: 'right' },
        { title: t('fee'), dataIndex: 'fee', width: 120, align: 'right', render: (v: string) => groupAmount(v) },
        { title: t('reason'), dataIndex: 'reason', width: 200 },
        ...changeColumns<ExtensionRow>(t, 'extension', EXTENSION_LIST),
      ]}
      card={(r) => ({
        fields: [
          { label: t('newDueDate'), value: `${r.oldDueDate} → ${r.newDueDate}` },
          { label: t('fee'), value: groupAmount(r.fee) },
          { label: t('status'), value: changeStatus(r) },
        ],
        actions: changeCardActions('extension', r, EXTENSION_LIST),
      })}
      scrollX={1900}
      form={{
        kind: 'extension',
        name: 'extension-request',
        title: t('requestExtension'),
        savedText: LOAN_RECORDS_API.endpoints.requestExtension.done[locale],
        current: (l) => `${t('currentDue')} ${l.dueDate}`,
        fields: [
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
        ],
        save: (v, idempotencyKey) => requestExtension(extensionInput.parse({ ...v, extraDays: Number(v.extraDays), idempotencyKey })),
      }}
    />
  );
}
