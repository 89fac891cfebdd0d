import { BORROW_API, PAYMENT_STATUS, type PaymentRow, paymentRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { confirmPayment, refreshPayments, rejectPayment } from '../api/borrow-api';
import { usePaymentText } from '../payment.text';

/** Finance's confirm and reject on a pending payment; a rejection says why. */
export function PaymentActions({ row }: { row: PaymentRow }) {
  const t = usePaymentText();
  const client = useQueryClient();
  const { locale } = useLocale();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (row.status !== PAYMENT_STATUS.pending) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await confirmPayment(row.id, row.version);
      toast.success(BORROW_API.endpoints.confirmPayment.done[locale]);
    } finally {
      setBusy(false);
      await refreshPayments(client);
    }
  };
  const reject = async (values: FieldValues) => {
    await rejectPayment(row.id, row.version, paymentRejectBody.shape.comment.parse(values.comment));
    await refreshPayments(client);
  };
  return (
    <Space size={4}>
      <Popconfirm title={t('confirmTitle')} onConfirm={confirm} okText={t('confirm')} cancelText={t('cancel')}>
        <Button size="small" type="link" loading={busy} aria-label={t('confirmFor', { billNo: row.billNo })}>
          {t('confirm')}
        </Button>
      </Popconfirm>
      <Button size="small" type="link" danger onClick={() => setRejecting(true)} aria-label={t('rejectFor', { billNo: row.billNo })}>
        {t('reject')}
      </Button>
      {rejecting ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name="payment-reject"
          title={t('rejectTitle')}
          fields={[{ key: 'comment', label: t('comment'), type: 'textarea', verify: [paymentRejectBody.shape.comment] }]}
          save={reject}
          savedText={BORROW_API.endpoints.rejectPayment.done[locale]}
          invalidate={[['borrow']]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
