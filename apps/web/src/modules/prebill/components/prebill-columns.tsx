import type { PreBillRow } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import { useLocale } from '@/lib/i18n';
import { areaText, borrowTypeText, groupAmount, shanghaiTime } from '../prebill-format';
import { usePreBillText } from '../prebill.text';
import { PreBillStatusTag } from './prebill-status-tag';

export type PreBillColumnsOptions = {
  /** The row's actions (view, convert, the bill link). */
  actions: (row: PreBillRow) => ReactNode;
  /** The browse list shows each enquiry's area. */
  area?: boolean;
};

/** The enquiry lists' columns and phone cards: mobile and ID number as the server masked them, amounts as text. */
export function usePreBillColumns({ actions, area = false }: PreBillColumnsOptions) {
  const t = usePreBillText();
  const { locale } = useLocale();
  const amount = (r: PreBillRow) => groupAmount(r.borrowAmount);
  const term = (r: PreBillRow) => `${r.borrowDuration} ${t('days')}`;

  const columns: TableColumnsType<PreBillRow> = [
    { title: t('customerName'), dataIndex: 'customerName', width: 110, fixed: 'left' },
    { title: t('customerMobile'), dataIndex: 'customerMobile', width: 130 },
    { title: t('idCard'), dataIndex: 'idCard', width: 190 },
    { title: t('borrowType'), key: 'borrowType', width: 110, render: (_, r) => borrowTypeText(r.borrowType, locale) },
    { title: t('amountYuan'), key: 'borrowAmount', width: 150, align: 'right', render: (_, r) => amount(r) },
    { title: t('borrowDuration'), key: 'borrowDuration', width: 100, render: (_, r) => term(r) },
    { title: t('addressDetails'), dataIndex: 'addressDetails', width: 240, ellipsis: true },
    ...(area
      ? [{ title: t('area'), key: 'areaCode', width: 90, render: (_: unknown, r: PreBillRow) => areaText(r.areaCode, locale) }]
      : []),
    { title: t('status'), key: 'status', width: 110, render: (_, r) => <PreBillStatusTag status={r.status} /> },
    { title: t('createdAt'), key: 'createdAt', width: 150, render: (_, r) => shanghaiTime(r.createdAt) },
    { title: t('actions'), key: 'actions', width: 200, fixed: 'right', render: (_, r) => actions(r) },
  ];

  const card = (r: PreBillRow): CardSpec => ({
    title: r.customerName,
    extra: <PreBillStatusTag status={r.status} />,
    fields: [
      { label: t('customerMobile'), value: r.customerMobile },
      { label: t('idCard'), value: r.idCard },
      { label: t('amountYuan'), value: amount(r) },
      { label: t('borrowDuration'), value: term(r) },
      ...(area ? [{ label: t('area'), value: areaText(r.areaCode, locale) }] : []),
      { label: t('createdAt'), value: shanghaiTime(r.createdAt) },
    ],
    actions: [actions(r)],
  });
  return { columns, card };
}
