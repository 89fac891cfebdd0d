import type { BankCardRow } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import type { ListFilter } from '@/lib/api-client';
import type { BANK_CARD_LIST } from '../api/bank-card-api';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import type { Locale } from '@/lib/i18n';
import type { useBankCardText } from '../bank-card.text';

type Text = ReturnType<typeof useBankCardText>;

/** The filters both card lists share: the names are the list query's. */
export const cardFilters = (t: Text, locale: Locale): FilterField<ListFilter<typeof BANK_CARD_LIST>>[] => [
  { kind: 'text', name: 'keyword', label: t('cardKeyword') },
  { kind: 'select', name: 'status', label: t('status'), width: 120, options: statusFilterOptions('bankCard', locale) },
];

/** The columns both card lists share; numbers and mobiles arrive masked. */
export const cardColumns = (t: Text): TableColumnsType<BankCardRow> => [
  { title: t('borrowerName'), dataIndex: 'borrowerName', width: 110, fixed: 'left' },
  { title: t('cardNo'), dataIndex: 'cardNoMasked', width: 190 },
  { title: t('issuingBank'), dataIndex: 'bankName', width: 150 },
  { title: t('accountName'), dataIndex: 'accountName', width: 110 },
  { title: t('reservedMobile'), dataIndex: 'reservedMobileMasked', width: 130 },
  { title: t('status'), key: 'status', width: 100, render: (_, r) => <StatusTag list="bankCard" code={r.status} /> },
];

export const cardCard = (t: Text, r: BankCardRow): Omit<CardSpec, 'actions'> => ({
  title: `${r.bankName} ${r.cardNoMasked}`,
  fields: [
    { label: t('borrowerName'), value: r.borrowerName },
    { label: t('accountName'), value: r.accountName },
    { label: t('status'), value: <StatusTag list="bankCard" code={r.status} /> },
  ],
});
