import { MESSAGES, type MessageKey, type WithholdRow, groupAmount, shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import type { ListFilter } from '@/lib/api-client';
import type { WITHHOLD_RECORDS } from '../api/withhold-api';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import type { Locale } from '@/lib/i18n';
import type { useWithholdText } from '../withhold.text';

type T = ReturnType<typeof useWithholdText>;
/** The channel's reason, a catalogue key, in the reader's language. */
export const reasonText = (key: string | null, locale: Locale) =>
  key && key in MESSAGES ? MESSAGES[key as MessageKey][locale] : (key ?? '—');

const METHODS = ['interestFirst', 'equalInstalment', 'equalPrincipal', 'bullet'] as const;
/** The repayment method in the reader's words. */
export const methodText = (t: T, method: string | null) =>
  method && (METHODS as readonly string[]).includes(method) ? t(method as (typeof METHODS)[number]) : '—';
const money = (v: string | null) => (v ? groupAmount(v) : '—');

/**
 * What tells two loans of one bill apart (decision 0065): the loan's number, the amount drawn, the
 * method and the due day, beside the bill number on every withholding and recharge list.
 */
export const loanFactColumns = <R extends LoanFacts>(t: T): TableColumnsType<R> => [
  { title: t('loanId'), dataIndex: 'loanId', width: 90 },
  { title: t('loanPrincipal'), dataIndex: 'loanPrincipal', width: 130, align: 'right', render: money },
  { title: t('loanMethod'), dataIndex: 'loanMethod', width: 110, render: (v: string | null) => methodText(t, v) },
  { title: t('dueDate'), dataIndex: 'dueDate', width: 110, render: (v: string | null) => v ?? '—' },
];
export const loanFactFields = (t: T, r: LoanFacts) => [
  { label: t('loanId'), value: r.loanId },
  { label: t('loanPrincipal'), value: money(r.loanPrincipal) },
  { label: t('loanMethod'), value: methodText(t, r.loanMethod) },
  { label: t('dueDate'), value: r.dueDate ?? '—' },
];
type LoanFacts = { loanId: number; loanPrincipal: string | null; loanMethod: string | null; dueDate: string | null };

/** The withholding lists' filters: keyword, status (the status dictionary's withhold list) and the day sent. */
export const withholdFilters = (t: T, locale: Locale): FilterField<ListFilter<typeof WITHHOLD_RECORDS>>[] => [
  { kind: 'text', name: 'keyword', label: t('keyword') },
  { kind: 'select', name: 'status', label: t('status'), width: 130, options: statusFilterOptions('withhold', locale) },
  { kind: 'dateRange', from: 'dayFrom', to: 'dayTo', label: t('day') },
];

export const withholdColumns = (t: T, locale: Locale): TableColumnsType<WithholdRow> => [
  { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
  { title: t('customerName'), dataIndex: 'customerName', width: 100 },
  ...loanFactColumns<WithholdRow>(t),
  { title: t('period'), dataIndex: 'period', width: 80, render: (v: number) => t('periodN', { n: v }) },
  { title: t('amount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string) => groupAmount(v) },
  { title: t('card'), dataIndex: 'cardLabel', width: 220 },
  { title: t('status'), dataIndex: 'status', width: 100, render: (v: number) => <StatusTag list="withhold" code={v} /> },
  { title: t('attempts'), dataIndex: 'attempts', width: 90 },
  { title: t('reason'), dataIndex: 'failureReason', width: 200, render: (v: string | null) => (v ? reasonText(v, locale) : '—') },
  { title: t('createdBy'), dataIndex: 'createdByName', width: 110 },
  { title: t('createdAt'), dataIndex: 'createdAt', width: 150, render: (v: string) => shanghaiMinute(v) },
];

export const withholdCard =
  (t: T, locale: Locale, actions?: (r: WithholdRow) => ReactNode) =>
  (r: WithholdRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('customerName'), value: r.customerName },
      ...loanFactFields(t, r),
      { label: t('period'), value: t('periodN', { n: r.period }) },
      { label: t('amount'), value: groupAmount(r.amount) },
      { label: t('status'), value: <StatusTag list="withhold" code={r.status} /> },
      { label: t('reason'), value: r.failureReason ? reasonText(r.failureReason, locale) : '—' },
      ...(actions ? [{ label: t('actions'), value: actions(r) }] : []),
    ],
  });
