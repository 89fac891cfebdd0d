import { SYSTEM_CHANGE_FIELDS, SYSTEM_CHANGE_FIELD_KEYS, shanghaiMinute, systemChangeValueText } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { SYSTEM_CHANGE_VERSION_LIST } from '../api/system-change-api';
import { useSystemChangeText } from '../system-change.text';
import type { ListRow } from '@/lib/api-client';

type SystemChangeVersionRow = ListRow<typeof SYSTEM_CHANGE_VERSION_LIST>;

/** /systemSetting/changeVersion: every field an approved system change wrote, before → after, who and when. */
export default function ChangeVersionPage() {
  const t = useSystemChangeText();
  const { locale } = useLocale();
  const field = (r: SystemChangeVersionRow) => SYSTEM_CHANGE_FIELDS[r.field][locale];
  const value = (r: SystemChangeVersionRow, which: 'before' | 'after') => systemChangeValueText(r.field, r[which], locale);
  const columns: TableColumnsType<SystemChangeVersionRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('field'), key: 'field', width: 130, render: (_, r) => field(r) },
    { title: t('before'), key: 'before', width: 140, render: (_, r) => value(r, 'before') },
    { title: t('after'), key: 'after', width: 140, render: (_, r) => value(r, 'after') },
    { title: t('billVersion'), dataIndex: 'billVersion', width: 100 },
    { title: t('applicant'), dataIndex: 'applicantName', width: 140 },
    { title: t('approver'), dataIndex: 'approverName', width: 140 },
    { title: t('changedAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: SystemChangeVersionRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: field(r), value: `${value(r, 'before')} → ${value(r, 'after')}` },
      { label: t('approver'), value: r.approverName },
      { label: t('changedAt'), value: shanghaiMinute(r.createdAt) },
    ],
  });
  return (
    <ListPage
      label={t('versionsTitle')}
      source={SYSTEM_CHANGE_VERSION_LIST}
      filters={[
        { kind: 'text', name: 'keyword', label: t('billNo') },
        {
          kind: 'select',
          name: 'field',
          label: t('field'),
          width: 150,
          options: SYSTEM_CHANGE_FIELD_KEYS.map((k) => ({ value: k, label: SYSTEM_CHANGE_FIELDS[k][locale] })),
        },
        { kind: 'dateRange', from: 'from', to: 'to', label: t('changedOn') },
      ]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
    />
  );
}
