import { PAYMENT_RECORD_API, PAYMENT_RECORD_STATUS, type PaymentRecordDetail, paymentRecordRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { approvePaymentRecord, refreshPaymentRecords, rejectPaymentRecord } from '../api/payment-record-api';
import { usePaymentRecordText } from '../payment-record.text';

/** paymentRecordApproval: approve (level 1, then level 2 by another person) or reject with a reason. */
export function ApprovalActions({ record }: { record: PaymentRecordDetail }) {
  const t = usePaymentRecordText();
  const client = useQueryClient();
  const { locale } = useLocale();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record.status !== PAYMENT_RECORD_STATUS.pending) return null;
  const approve = async () => {
    setBusy(true);
    try {
      await approvePaymentRecord(record.id, record.version);
      toast.success(PAYMENT_RECORD_API.endpoints.approve.done[locale]);
    } finally {
      setBusy(false);
      await refreshPaymentRecords(client);
    }
  };
  const reject = async (values: FieldValues) => {
    await rejectPaymentRecord(record.id, record.version, paymentRecordRejectBody.shape.comment.parse(values.comment));
    await refreshPaymentRecords(client);
  };
  return (
    <Card title={t('levelOf', { level: record.level ?? 1 })} size="small">
      <Space>
        <Popconfirm title={t('approveTitle')} onConfirm={approve} okText={t('approve')} cancelText={t('cancel')}>
          <Button type="primary" loading={busy}>
            {t('approve')}
          </Button>
        </Popconfirm>
        <Button danger onClick={() => setRejecting(true)}>
          {t('reject')}
        </Button>
      </Space>
      {rejecting ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name="payment-record-reject"
          title={t('rejectTitle')}
          fields={[{ key: 'comment', label: t('rejectReason'), type: 'textarea', verify: [paymentRecordRejectBody.shape.comment] }]}
          save={reject}
          savedText={PAYMENT_RECORD_API.endpoints.reject.done[locale]}
          invalidate={[['payment-record']]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Card>
  );
}
