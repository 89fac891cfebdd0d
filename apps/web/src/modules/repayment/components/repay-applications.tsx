import {
  REPAYMENT_API,
  REPAYMENT_APPLICATION_STATUS,
  REPAYMENT_MESSAGES,
  REPAYMENT_PERMISSION,
  type RepayApplyRow,
  groupAmount,
  mayDecide,
  repayApplyRejectBody,
  shanghaiMinute,
} from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useCurrentUser, usePermissions } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { approveRepayment, refreshRepayments, rejectRepayment, repayApplicationsQuery, repaymentKeys } from '../api/repayment-api';
import { useRepaymentText } from '../repayment.text';

/** Approve or reject one recorded repayment: finance, never the one who recorded it (the server checks both). */
export function ReviewActions({ row, onRejecting }: { row: RepayApplyRow; onRejecting: (row: RepayApplyRow) => void }) {
  const t = useRepaymentText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await approveRepayment(row.id);
      toast.success(REPAYMENT_API.endpoints.repayApplyApprove.done[locale]);
    } catch (error) {
      // A refusal (403, 409) was shown by the API client's catalogue: nothing is left uncaught in the page.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      await refreshRepayments(client);
    }
  };
  return (
    <Space>
      <Popconfirm title={t('approveAsk')} onConfirm={approve} okText={t('approve')} cancelText={t('cancel')}>
        <Button size="small" type="primary" loading={busy} aria-label={`${t('approve')} ${groupAmount(row.amount)}`}>
          {t('approve')}
        </Button>
      </Popconfirm>
      <Button size="small" danger onClick={() => onRejecting(row)} aria-label={`${t('reject')} ${groupAmount(row.amount)}`}>
        {t('reject')}
      </Button>
    </Space>
  );
}

/** A loan's recorded repayments (decision 0041): what awaits finance's review, what was posted and what was rejected. */
export function RepayApplications({ loanId }: { loanId: number }) {
  const t = useRepaymentText();
  const held = usePermissions();
  const me = useCurrentUser().data;
  const rows = useQuery(repayApplicationsQuery(loanId));
  const [rejecting, setRejecting] = useState<RepayApplyRow | null>(null);
  const reviews = held.has(REPAYMENT_PERMISSION.approveApply);
  if (rows.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  const columns: TableColumnsType<RepayApplyRow> = [
    {
      title: t('amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string, r) =>
        r.settle ? `${groupAmount(v)} ${t('settleTag')}` : r.refund ? `${groupAmount(v)} ${t('refundTag')}` : groupAmount(v),
    },
    { title: t('status'), dataIndex: 'status', render: (v: number) => <StatusTag list="repaymentApplication" code={v} /> },
    { title: t('recordedBy'), dataIndex: 'createdByName' },
    { title: t('recordedAt'), dataIndex: 'createdAt', render: (v: string) => shanghaiMinute(v) },
    { title: t('reviewedBy'), dataIndex: 'reviewedByName', render: (v: string | null) => v ?? '—' },
    {
      title: t('note'),
      key: 'note',
      render: (_, r) => r.rejectReason ?? (r.credit !== '0.00' ? t('creditLeft', { credit: groupAmount(r.credit) }) : '—'),
    },
  ];
  if (reviews)
    columns.push({
      title: t('actions'),
      key: 'actions',
      render: (_, r) =>
        // The recorder never decides it (the maker-checker rule, decision 0062).
        r.status === REPAYMENT_APPLICATION_STATUS.pending && me && mayDecide({ makerId: r.createdBy, userId: me.id }) ? (
          <ReviewActions row={r} onRejecting={setRejecting} />
        ) : null,
    });
  return (
    <Card size="small" title={t('applications')}>
      <Table<RepayApplyRow>
        aria-label={t('applications')}
        size="small"
        rowKey="id"
        loading={rows.isPending}
        columns={columns}
        dataSource={rows.data?.list ?? []}
        pagination={false}
      />
      {rejecting ? <RepayRejectModal row={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Card>
  );
}

/** Finance's rejection of one recorded repayment, with the reason for whoever recorded it. */
export function RepayRejectModal({ row, onClose }: { row: RepayApplyRow; onClose: () => void }) {
  const t = useRepaymentText();
  const { locale } = useLocale();
  const client = useQueryClient();
  return (
    <ConfigFormModal
      open
      onClose={onClose}
      name="repay-reject"
      title={t('reject')}
      fields={[{ key: 'reason', label: t('rejectReason'), type: 'textarea', verify: [repayApplyRejectBody.shape.reason] }]}
      save={async (values: FieldValues) => {
        await rejectRepayment(row.id, repayApplyRejectBody.shape.reason.parse(values.reason));
        await refreshRepayments(client);
      }}
      savedText={REPAYMENT_MESSAGES.rejected[locale]}
      invalidate={[repaymentKeys.all]}
      texts={{ save: t('reject'), cancel: t('cancel') }}
    />
  );
}
