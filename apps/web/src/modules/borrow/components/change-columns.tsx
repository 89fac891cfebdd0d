import { shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { FilterField } from '@/components/list-page/filter-values';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import type { ListSource } from '@/lib/api-client';
import type { ChangeKind } from '../api/borrow-api';
import type { Locale } from '@/lib/i18n';
import type { useRecordsText } from '../records.text';
import { ChangeActions } from './change-actions';

/** An adjustment, extension or type change: a request a second person decides. */
type ChangeRow = {
  id: number;
  billNo: string;
  status: number;
  version: number;
  createdBy: number;
  createdByName: string;
  createdAt: string;
  decidedByName: string | null;
  decisionComment: string | null;
};
type Kind = ChangeKind;
type Text = ReturnType<typeof useRecordsText>;

export const changeStatus = (r: ChangeRow) => <StatusTag list="loanChange" code={r.status} />;

export const changeStatusFilter = (t: Text, locale: Locale): FilterField<'status'> => ({
  kind: 'select',
  name: 'status',
  label: t('status'),
  width: 120,
  options: statusFilterOptions('loanChange', locale),
});

/** The columns after the request's own: its status, who asked and when, who decided and what they said, the decision's buttons. */
export function changeColumns<T extends ChangeRow>(t: Text, kind: Kind, list: ListSource): TableColumnsType<T> {
  return [
    { title: t('status'), key: 'status', width: 100, render: (_, r) => changeStatus(r) },
    { title: t('requester'), dataIndex: 'createdByName', width: 140 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('decidedBy'), dataIndex: 'decidedByName', width: 140 },
    { title: t('decision'), dataIndex: 'decisionComment', width: 160 },
    { title: t('actions'), key: 'actions', width: 130, render: (_, r) => <ChangeActions kind={kind} row={r} list={list} /> },
  ];
}

/** The decision's buttons on a request's phone card. */
export const changeCardActions = (kind: Kind, row: ChangeRow, list: ListSource) => [
  <ChangeActions key="act" kind={kind} row={row} list={list} />,
];
