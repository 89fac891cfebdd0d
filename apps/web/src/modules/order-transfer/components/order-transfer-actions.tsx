import { ORDER_TRANSFER_API, ORDER_TRANSFER_STATUS, type OrderTransferDetail, orderTransferRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { approveOrderTransfer, refreshOrderTransfers, rejectOrderTransfer } from '../api/order-transfer-api';
import { useOrderTransferText } from '../order-transfer.text';

/** applyDetail opened from the approval list: approve (the bills move at once) or reject with a reason. */
export function OrderTransferActions({ transfer }: { transfer: OrderTransferDetail }) {
  const t = useOrderTransferText();
  const client = useQueryClient();
  const { locale } = useLocale();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (transfer.status !== ORDER_TRANSFER_STATUS.pending || !transfer.flow) return null;
  const flowVersion = transfer.flow.version;
  const approve = async () => {
    setBusy(true);
    try {
      await approveOrderTransfer(transfer.id, flowVersion);
      toast.success(ORDER_TRANSFER_API.endpoints.approve.done[locale]);
    } finally {
      setBusy(false);
      await refreshOrderTransfers(client);
    }
  };
  const reject = async (values: FieldValues) => {
    await rejectOrderTransfer(transfer.id, flowVersion, orderTransferRejectBody.shape.comment.parse(values.comment));
    await refreshOrderTransfers(client);
  };
  return (
    <Space>
      <Popconfirm title={t('approveTitle')} onConfirm={approve} okText={t('approve')} cancelText={t('cancel')}>
        <Button type="primary" loading={busy}>
          {t('approve')}
        </Button>
      </Popconfirm>
      <Button danger onClick={() => setRejecting(true)}>
        {t('reject')}
      </Button>
      {rejecting ? (
        <ConfigFormModal
          open
          onClose={() => setRejecting(false)}
          name="order-transfer-reject"
          title={t('rejectTitle')}
          fields={[{ key: 'comment', label: t('rejectReason'), type: 'textarea', verify: [orderTransferRejectBody.shape.comment] }]}
          save={reject}
          savedText={ORDER_TRANSFER_API.endpoints.reject.done[locale]}
          invalidate={[['order-transfer']]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Space>
  );
}
