import { REPAYMENT_MESSAGES, REPAYMENT_PERMISSION, groupAmount } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { usePermission } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { applyRepayment, refreshRepayments } from '../api/repayment-api';
import { useRepaymentText } from '../repayment.text';

/**
 * Refund the credit a loan holds (decision 0053): recorded as an application for finance to pay
 * out (the applications list below approves it). The key is kept across retries of one click.
 */
export function CreditRefundButton({ loanId, credit }: { loanId: number; credit: string }) {
  const t = useRepaymentText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const may = usePermission(REPAYMENT_PERMISSION.list);
  const key = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  if (!may || /^0*(\.0*)?$/.test(credit)) return null;
  const refund = async () => {
    setBusy(true);
    try {
      await applyRepayment(loanId, credit, key.take(), { refund: true });
      key.settle();
      toast.success(REPAYMENT_MESSAGES.refundApplied[locale]);
      await refreshRepayments(client);
    } catch (error) {
      if (error instanceof Error) toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={t('refundAsk', { credit: groupAmount(credit) })}
      onConfirm={() => void refund()}
      okText={t('refund')}
      cancelText={t('cancel')}
    >
      <Button size="small" loading={busy}>
        {t('refund')}
      </Button>
    </Popconfirm>
  );
}
