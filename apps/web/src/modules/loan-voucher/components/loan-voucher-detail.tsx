import { FUND_PARTIES, IMAGE_STATUS, type LoanVoucherDetail as Detail, groupAmount, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ImageViewer } from '@/components/image-viewer/image-viewer';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { loanVoucherDetailQuery } from '../api/loan-voucher-api';
import { useLoanVoucherText } from '../loan-voucher.text';

type Image = Detail['images'][number];
const asItems = (images: Image[]) => images.map((i) => ({ id: `loan-voucher-${i.id}`, status: IMAGE_STATUS.stored, imageUrl: i.imageUrl }));

/** One paid draw and its voucher, read only, with the images of this round (and earlier ones); `actions` go below. */
export function LoanVoucherDetail({ id, actions }: { id: number; actions: (voucher: Detail) => ReactNode }) {
  const t = useLoanVoucherText();
  const { locale } = useLocale();
  const detail = useQuery(loanVoucherDetailQuery(id));
  if (detail.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = detail.data;
  const by = (name: string | null, at: string | null) => (name ? `${name} ${at ? shanghaiMinute(at) : ''}` : '—');
  const current = d.images.filter((i) => i.round === d.round);
  const earlier = d.images.filter((i) => i.round !== d.round);
  const party = FUND_PARTIES[d.fundingParty as keyof typeof FUND_PARTIES]?.name[locale] ?? d.fundingParty;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ReadonlyCard
        title={`${d.billNo} ${groupAmount(d.amount)}`}
        extra={<StatusTag list="paymentApproval" code={d.status} />}
        items={[
          { label: t('billNo'), value: d.billNo },
          { label: t('customer'), value: d.customerName },
          { label: t('fundingParty'), value: party },
          { label: t('amount'), value: groupAmount(d.amount) },
          { label: t('approvedAmount'), value: groupAmount(d.approvedAmount) },
          { label: t('paidAt'), value: shanghaiMinute(d.paidAt) },
          { label: t('paidBy'), value: d.paidByName },
          { label: t('channelRef'), value: d.channelRef ?? '—' },
          { label: t('status'), value: d.level ? t('levelOf', { level: d.level }) : '—' },
          { label: t('round'), value: d.round ? String(d.round) : '—' },
          { label: t('uploadedBy'), value: by(d.uploadedByName, d.uploadedAt) },
          { label: t('firstBy'), value: by(d.firstByName, d.firstAt) },
          { label: t('secondBy'), value: by(d.secondByName, d.secondAt) },
          { label: t('comment'), value: d.decisionComment ?? '—' },
        ]}
      />
      <ReadonlyCard
        title={t('vouchers')}
        items={[
          {
            label: t('vouchers'),
            value: current.length ? (
              <ImageViewer items={asItems(current)} label={t('vouchersOf', { billNo: d.billNo })} size={88} />
            ) : (
              t('noVoucher')
            ),
          },
          ...(earlier.length
            ? [{ label: t('earlier'), value: <ImageViewer items={asItems(earlier)} label={t('earlier')} size={64} /> }]
            : []),
        ]}
      />
      {actions(d)}
    </Space>
  );
}
