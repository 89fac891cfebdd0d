import { type PaymentRecordVariant, groupAmount, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { PAYMENT_RECORD_LISTS } from '../api/payment-record-api';
import { usePaymentRecordText } from '../payment-record.text';
import { billRecordsHref, recordHref } from '../payment-record.paths';
import { kindName, kindOptions } from './payment-record-labels';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const PaymentRecordAddModal = lazyDialog(() => import('./payment-record-add-modal').then((m) => m.PaymentRecordAddModal));

type PaymentRecordRow = ListRow<(typeof PAYMENT_RECORD_LISTS)[keyof typeof PAYMENT_RECORD_LISTS]>;

const TITLE = { all: 'title', agency: 'titleAgency', direct: 'titleDirect', approve: 'titleApprove' } as const;

/** One of the four lists (or, with a bill, that bill's records): newest first, each row opening its record. */
export function PaymentRecordList({ variant, billId }: { variant: PaymentRecordVariant; billId?: number }) {
  const t = usePaymentRecordText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const status = (r: PaymentRecordRow) => (
    <>
      <StatusTag list="paymentApproval" code={r.status} />
      {r.level ? <span>{t('levelOf', { level: r.level })}</span> : null}
    </>
  );
  const billNo = (r: PaymentRecordRow) => (billId ? r.billNo : <Link to={billRecordsHref(variant, r.billId)}>{r.billNo}</Link>);
  const open = (r: PaymentRecordRow) => (
    <Link to={recordHref(variant, r.id)} aria-label={`${t('open')} ${r.payee} ${groupAmount(r.amount)}`}>
      {t('open')}
    </Link>
  );
  const filters: FilterField<ListFilter<(typeof PAYMENT_RECORD_LISTS)[keyof typeof PAYMENT_RECORD_LISTS]>>[] = [
    ...(billId ? [] : [{ kind: 'text' as const, name: 'keyword' as const, label: t('keyword') }]),
    { kind: 'select', name: 'status', label: t('status'), width: 150, options: statusFilterOptions('paymentApproval', locale) },
    {
      kind: 'select',
      name: 'kind',
      label: t('kind'),
      width: 140,
      options: kindOptions(locale).map((o) => ({ value: String(o.value), label: o.label })),
    },
  ];
  const columns: TableColumnsType<PaymentRecordRow> = [
    { title: t('billNo'), key: 'billNo', width: 180, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('source'), dataIndex: 'agency', width: 90, render: (v: boolean) => t(v ? 'agency' : 'direct') },
    { title: t('payee'), dataIndex: 'payee', width: 200, ellipsis: true },
    { title: t('amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('kind'), dataIndex: 'kind', width: 100, render: (v: number) => kindName(v, locale) },
    { title: t('status'), key: 'status', width: 190, render: (_, r) => status(r) },
    { title: t('owner'), dataIndex: 'ownerName', width: 150 },
    { title: t('createdBy'), dataIndex: 'createdByName', width: 150 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 90, fixed: 'right', render: (_, r) => open(r) },
  ];
  const card = (r: PaymentRecordRow): CardSpec => ({
    title: billNo(r),
    extra: status(r),
    fields: [
      { label: t('payee'), value: r.payee },
      { label: t('amount'), value: groupAmount(r.amount) },
      { label: t('kind'), value: kindName(r.kind, locale) },
    ],
    actions: [<span key="open">{open(r)}</span>],
  });

  return (
    <>
      <ListPage
        label={billId ? t('billTitle') : t(TITLE[variant])}
        source={PAYMENT_RECORD_LISTS[variant]}
        {...(billId ? { fixed: { billId: String(billId) } } : {})}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() =>
          variant === 'approve' ? null : (
            <Button type="primary" ghost onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )
        }
      />
      {adding ? <PaymentRecordAddModal billId={billId} onClose={() => setAdding(false)} /> : null}
    </>
  );
}
