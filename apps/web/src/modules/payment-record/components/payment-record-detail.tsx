import { IMAGE_STATUS, LEDGER_ACCOUNTS, type PaymentRecordDetail as Detail, entryNo, groupAmount, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ImageViewer } from '@/components/image-viewer/image-viewer';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { paymentRecordDetailQuery } from '../api/payment-record-api';
import { usePaymentRecordText } from '../payment-record.text';
import { kindName } from './payment-record-labels';

/** One record, read only, with its vouchers; `actions` (upload or approval) go below, given the record read. */
export function PaymentRecordDetail({ id, actions }: { id: number; actions: (record: Detail) => ReactNode }) {
  const t = usePaymentRecordText();
  const { locale } = useLocale();
  const detail = useQuery(paymentRecordDetailQuery(id));
  if (detail.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = detail.data;
  const by = (name: string | null, at: string | null) => (name ? `${name} ${at ? shanghaiMinute(at) : ''}` : '—');

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ReadonlyCard
        title={`${d.billNo} ${d.payee}`}
        extra={<StatusTag list="paymentApproval" code={d.status} />}
        items={[
          { label: t('billNo'), value: d.billNo },
          { label: t('customer'), value: d.customerName },
          { label: t('source'), value: t(d.agency ? 'agency' : 'direct') },
          { label: t('payee'), value: d.payee },
          { label: t('amount'), value: groupAmount(d.amount) },
          { label: t('kind'), value: kindName(d.kind, locale) },
          { label: t('level'), value: d.level ? t('levelOf', { level: d.level }) : '—' },
          { label: t('owner'), value: d.ownerName ?? '—' },
          { label: t('createdBy'), value: `${d.createdByName} ${shanghaiMinute(d.createdAt)}` },
          { label: t('firstBy'), value: by(d.firstByName, d.firstAt) },
          { label: t('secondBy'), value: by(d.secondByName, d.secondAt) },
          { label: t('comment'), value: d.decisionComment ?? '—' },
          { label: t('remark'), value: d.remark ?? '—' },
        ]}
      />
      <ReadonlyCard
        title={t('vouchers')}
        items={[
          {
            label: t('vouchers'),
            value: d.vouchers.length ? (
              <ImageViewer
                items={d.vouchers.map((v) => ({ id: `voucher-${v.id}`, status: IMAGE_STATUS.stored, imageUrl: v.imageUrl }))}
                label={t('vouchersOf', { billNo: d.billNo })}
                size={88}
              />
            ) : (
              t('noVoucher')
            ),
          },
        ]}
      />
      {d.posting ? (
        <ReadonlyCard
          title={t('posting', { entryNo: entryNo(d.posting.entryId) })}
          items={[
            { label: t('postedAt'), value: shanghaiMinute(d.posting.postedAt) },
            ...d.posting.lines.map((l) => ({
              label: `${l.accountCode} ${LEDGER_ACCOUNTS.find((a) => a.code === l.accountCode)?.name[locale] ?? ''}`,
              value: l.debit !== '0.00' ? `${t('debit')} ${groupAmount(l.debit)}` : `${t('credit')} ${groupAmount(l.credit)}`,
            })),
          ]}
        />
      ) : null}
      {actions(d)}
    </Space>
  );
}
