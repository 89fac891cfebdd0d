import { BORROW_TYPE_TEXT, type BorrowTypeLogRow, LOAN_RECORDS_API, borrowTypeChangeInput, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-list';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { TYPE_LOG_LIST, changeBorrowType } from '../api/borrow-api';
import { RecordFormModal } from '../components/record-form-modal';
import { useRecordsText } from '../records.text';

/** /borrowManage/borrowTypeLog: each change of a loan's borrow type, from what to what, by whom and why. */
export default function BorrowTypeLogPage() {
  const t = useRecordsText();
  const { locale } = useLocale();
  const [changing, setChanging] = useState(false);
  const typeName = (v: number) => BORROW_TYPE_TEXT[v as keyof typeof BORROW_TYPE_TEXT]?.[locale] ?? String(v);
  const types = Object.keys(BORROW_TYPE_TEXT).map((v) => ({ value: v, label: typeName(Number(v)) }));
  const columns: TableColumnsType<BorrowTypeLogRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('fromType'), dataIndex: 'fromType', width: 130, render: typeName },
    { title: t('toType'), dataIndex: 'toType', width: 130, render: typeName },
    { title: t('reason'), dataIndex: 'reason', width: 260 },
    { title: t('operator'), dataIndex: 'createdByName', width: 140 },
    { title: t('changedAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: BorrowTypeLogRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('fromType'), value: typeName(r.fromType) },
      { label: t('toType'), value: typeName(r.toType) },
      { label: t('reason'), value: r.reason },
    ],
  });
  return (
    <>
      <ListPage<BorrowTypeLogRow>
        label={t('typeLogTitle')}
        {...TYPE_LOG_LIST}
        filters={[
          { kind: 'text', name: 'keyword', label: t('keyword') },
          { kind: 'select', name: 'toType', label: t('toType'), width: 140, options: types },
        ]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1100}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setChanging(true)}>
            {t('changeType')}
          </Button>
        )}
      />
      {changing ? (
        <RecordFormModal
          kind="typeChange"
          name="type-change"
          title={t('changeType')}
          list={TYPE_LOG_LIST}
          onClose={() => setChanging(false)}
          savedText={LOAN_RECORDS_API.endpoints.changeType.done[locale]}
          fields={[
            {
              key: 'toType',
              label: t('toType'),
              type: 'select',
              options: types.map((o) => ({ value: Number(o.value), name: o.label })),
              verify: [{ required: true, message: t('toType') }],
            },
            { key: 'reason', label: t('reason'), type: 'textarea', verify: [borrowTypeChangeInput.shape.reason] },
          ]}
          save={(v) => changeBorrowType(borrowTypeChangeInput.parse(v))}
        />
      ) : null}
    </>
  );
}
