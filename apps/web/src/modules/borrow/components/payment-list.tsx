import { IMAGE_STATUS, PAY_TYPES, type PayType, groupAmount, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ImageViewer } from '@/components/image-viewer/image-viewer';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { type LoanVariant, PAYMENT_LISTS } from '../api/borrow-api';
import { usePaymentText } from '../payment.text';
import { PaymentActions } from './payment-actions';
import type { ListRow } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const PaymentReportModal = lazyDialog(() => import('./payment-report-modal').then((m) => m.PaymentReportModal));

type PaymentRow = ListRow<(typeof PAYMENT_LISTS)[keyof typeof PAYMENT_LISTS]>;

/** paymentConfirm (finance confirms or rejects) and paymentConfirmSalesman (the salesperson reports), newest first. */
export function PaymentList({ variant }: { variant: LoanVariant }) {
  const t = usePaymentText();
  const { locale } = useLocale();
  const [reporting, setReporting] = useState(false);
  const payType = (v: number) => PAY_TYPES[v as PayType]?.[locale] ?? String(v);
  const vouchers = (r: PaymentRow) => (
    <ImageViewer
      items={r.vouchers.map((v) => ({ id: `voucher-${v.id}`, status: IMAGE_STATUS.stored, imageUrl: v.imageUrl }))}
      label={t('vouchersOf', { billNo: r.billNo })}
      size={48}
    />
  );
  const status = (r: PaymentRow) => <StatusTag list="paymentApproval" code={r.status} />;
  const columns: TableColumnsType<PaymentRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('amount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('payType'), dataIndex: 'payType', width: 100, render: payType },
    { title: t('paidOn'), dataIndex: 'paidOn', width: 110 },
    { title: t('status'), key: 'status', width: 100, render: (_, r) => status(r) },
    { title: t('vouchers'), key: 'vouchers', width: 200, render: (_, r) => vouchers(r) },
    { title: t('reporter'), dataIndex: 'createdByName', width: 110 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('decision'), dataIndex: 'decisionComment', width: 160 },
    ...(variant === 'scoped'
      ? [{ title: t('actions'), key: 'actions', width: 170, render: (_: unknown, r: PaymentRow) => <PaymentActions row={r} /> }]
      : []),
  ];
  const card = (r: PaymentRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('amount'), value: groupAmount(r.amount) },
      { label: t('paidOn'), value: r.paidOn },
      { label: t('status'), value: status(r) },
      { label: t('vouchers'), value: vouchers(r) },
    ],
    ...(variant === 'scoped' ? { actions: [<PaymentActions key="act" row={r} />] } : {}),
  });
  return (
    <>
      <ListPage
        label={t(variant === 'scoped' ? 'title' : 'titleSalesman')}
        source={PAYMENT_LISTS[variant]}
        filters={[
          { kind: 'text', name: 'keyword', label: t('keyword') },
          { kind: 'select', name: 'status', label: t('status'), width: 120, options: statusFilterOptions('paymentApproval', locale) },
        ]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1600}
        {...(variant === 'salesman'
          ? {
              toolbar: () => (
                <Button type="primary" ghost onClick={() => setReporting(true)}>
                  {t('report')}
                </Button>
              ),
            }
          : {})}
      />
      {reporting ? <PaymentReportModal onClose={() => setReporting(false)} /> : null}
    </>
  );
}
