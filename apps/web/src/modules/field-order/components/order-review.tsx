import { FIELD_ORDER_MESSAGES, type FieldOrderDetail } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { approveFieldOrder, refreshFieldOrders, rejectFieldOrder } from '../api/field-order-api';
import { useFieldOrderText } from '../field-order.text';

/** A reviewer's approve (with a confirm) and reject (with a reason); the server refuses a second decision. */
export function OrderReview({ order }: { order: FieldOrderDetail }) {
  const t = useFieldOrderText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      void message.success(done);
      setRejecting(false);
    } catch (error) {
      void message.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      await refreshFieldOrders(client);
    }
  };

  return (
    <Space wrap>
      <Popconfirm
        title={t('approveConfirm')}
        okText={t('confirm')}
        cancelText={t('cancel')}
        onConfirm={() => act(() => approveFieldOrder(order.id, order.version), FIELD_ORDER_MESSAGES.approved[locale])}
      >
        <Button type="primary" loading={busy}>
          {t('approve')}
        </Button>
      </Popconfirm>
      <Button danger onClick={() => setRejecting(true)} disabled={busy}>
        {t('reject')}
      </Button>
      <ConfirmModal
        open={rejecting}
        kind="warning"
        title={t('reject')}
        onOk={() => act(() => rejectFieldOrder(order.id, order.version, reason.trim()), FIELD_ORDER_MESSAGES.rejected[locale])}
        onCancel={() => setRejecting(false)}
        okText={t('confirm')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        okDanger
      >
        <Input.TextArea
          aria-label={t('rejectReason')}
          placeholder={t('rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
        />
      </ConfirmModal>
    </Space>
  );
}
