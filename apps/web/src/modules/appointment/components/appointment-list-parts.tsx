import { type AppointmentRow, shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { useAppointmentText } from '../appointment.text';
import { kindName, kindOptions, windowText } from './appointment-labels';

/** The filters, columns and phone cards every appointment list shares; rows link to `detailHref(id)`. */
export function useAppointmentListParts(detailHref: (id: number) => string) {
  const t = useAppointmentText();
  const { locale } = useLocale();
  const billNo = (r: AppointmentRow) => <Link to={detailHref(r.id)}>{r.billNo}</Link>;
  const status = (r: AppointmentRow) => <StatusTag list="appointment" code={r.status} />;

  const filters: FilterField<'keyword' | 'status' | 'kind'>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'select', name: 'status', label: t('status'), width: 190, options: statusFilterOptions('appointment', locale) },
    {
      kind: 'select',
      name: 'kind',
      label: t('kind'),
      width: 150,
      options: kindOptions(locale).map((o) => ({ value: String(o.value), label: o.name })),
    },
  ];
  const columns: TableColumnsType<AppointmentRow> = [
    { title: t('billNo'), key: 'billNo', width: 190, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 110 },
    { title: t('kind'), dataIndex: 'kind', width: 110, render: (v: number) => kindName(v, locale) },
    { title: t('window'), key: 'window', width: 190, render: (_, r) => windowText(r) },
    { title: t('address'), dataIndex: 'address', width: 240, ellipsis: true },
    { title: t('status'), key: 'status', width: 170, render: (_, r) => status(r) },
    { title: t('fieldPerson'), dataIndex: 'fieldPersonName', width: 150 },
    { title: t('owner'), dataIndex: 'ownerName', width: 150 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: AppointmentRow): CardSpec => ({
    title: billNo(r),
    extra: status(r),
    fields: [
      { label: t('customer'), value: r.customerName },
      { label: t('kind'), value: kindName(r.kind, locale) },
      { label: t('window'), value: windowText(r) },
      { label: t('address'), value: r.address },
      { label: t('fieldPerson'), value: r.fieldPersonName ?? '—' },
    ],
  });
  return { filters, columns, card };
}
