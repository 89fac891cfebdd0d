import {
  LOAN_VOUCHER_API,
  LOAN_VOUCHER_PERMISSION,
  LOAN_VOUCHER_STATUS,
  type LoanVoucherDetail,
  loanVoucherRejectReason,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { usePermission } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { approveLoanVoucher, refreshLoanVouchers, rejectLoanVoucher } from '../api/loan-voucher-api';
import { useLoanVoucherText } from '../loan-voucher.text';

/** The audit of one level (loadVoucherDetail: level 1; secondDetail: level 2): approve, or reject with a reason. */
export function AuditActions({ voucher, level }: { voucher: LoanVoucherDetail; level: 1 | 2 }) {
  const t = useLoanVoucherText();
  const client = useQueryClient();
  const { locale } = useLocale();
  const allowed = usePermission(level === 1 ? LOAN_VOUCHER_PERMISSION.audit : LOAN_VOUCHER_PERMISSION.second);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!allowed || voucher.status !== LOAN_VOUCHER_STATUS.pending || voucher.level !== level) return null;
  const done = LOAN_VOUCHER_API.endpoints.firstAudit.done[locale];
  const approve = async () => {
    setBusy(true);
    try {
      await approveLoanVoucher(level, voucher.drawId, voucher.version);
      toast.success(done);
    } finally {
      setBusy(false);
      await refreshLoanVouchers(client);
    }
  };
  const reject = async (values: FieldValues) => {
    await rejectLoanVoucher(level, voucher.drawId, voucher.version, loanVoucherRejectReason.parse(values.comment));
    await refreshLoanVouchers(client);
  };
  return (
    <Card title={t('levelOf', { level })} size="small">
      <Space>
        {/* It closes at once: the audit then moves the voucher on and this card goes, with no popconfirm left open in it. */}
        <Popconfirm title={t('approveTitle')} onConfirm={() => void approve()} okText={t('approve')} cancelText={t('cancel')}>
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
          name="loan-voucher-reject"
          title={t('rejectTitle')}
          fields={[{ key: 'comment', label: t('rejectReason'), type: 'textarea', verify: [loanVoucherRejectReason] }]}
          save={reject}
          savedText={done}
          invalidate={[['loan-voucher']]}
          texts={{ save: t('reject'), cancel: t('cancel') }}
        />
      ) : null}
    </Card>
  );
}
