import { BORROW_TYPE_TEXT, LOAN_RECORDS_API, borrowTypeChangeInput } from '@lc/shared';
import { useLocale } from '@/lib/i18n';
import { TYPE_LOG_LIST, changeBorrowType } from '../api/borrow-api';
import { changeCardActions, changeColumns, changeStatus } from '../components/change-columns';
import { RecordListPage } from '../components/record-list-page';
import { useRecordsText } from '../records.text';
import type { ListRow } from '@/lib/api-client';

type BorrowTypeLogRow = ListRow<typeof TYPE_LOG_LIST>;

/** /borrowManage/borrowTypeLog: each change of a loan's borrow type, from what to what, by whom and why; it takes effect once another person approves. */
export default function BorrowTypeLogPage() {
  const t = useRecordsText();
  const { locale } = useLocale();
  const typeName = (v: number) => BORROW_TYPE_TEXT[v as keyof typeof BORROW_TYPE_TEXT]?.[locale] ?? String(v);
  const types = Object.keys(BORROW_TYPE_TEXT).map((v) => ({ value: v, label: typeName(Number(v)) }));
  return (
    <RecordListPage
      label={t('typeLogTitle')}
      list={TYPE_LOG_LIST}
      filter={{ kind: 'select', name: 'toType', label: t('toType'), width: 140, options: types }}
      columns={[
        { title: t('fromType'), dataIndex: 'fromType', width: 130, render: typeName },
        { title: t('toType'), dataIndex: 'toType', width: 130, render: typeName },
        { title: t('reason'), dataIndex: 'reason', width: 260 },
        ...changeColumns<BorrowTypeLogRow>(t, 'typeChange', TYPE_LOG_LIST),
      ]}
      card={(r) => ({
        fields: [
          { label: t('fromType'), value: typeName(r.fromType) },
          { label: t('toType'), value: typeName(r.toType) },
          { label: t('status'), value: changeStatus(r) },
          { label: t('reason'), value: r.reason },
        ],
        actions: changeCardActions('typeChange', r, TYPE_LOG_LIST),
      })}
      scrollX={1500}
      form={{
        kind: 'typeChange',
        name: 'type-change',
        title: t('changeType'),
        savedText: LOAN_RECORDS_API.endpoints.changeType.done[locale],
        current: (l) => `${t('currentType')} ${typeName(l.borrowType)}`,
        fields: [
          {
            key: 'toType',
            label: t('toType'),
            type: 'select',
            options: types.map((o) => ({ value: Number(o.value), name: o.label })),
            verify: [{ required: true, message: t('toType') }],
          },
          { key: 'reason', label: t('reason'), type: 'textarea', verify: [borrowTypeChangeInput.shape.reason] },
        ],
        save: (v) => changeBorrowType(borrowTypeChangeInput.parse(v)),
      }}
    />
  );
}
