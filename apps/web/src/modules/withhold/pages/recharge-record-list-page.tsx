import { RECHARGE_STATUS, WITHHOLD_API, WITHHOLD_PERMISSION, groupAmount, mayDecide, shanghaiMinute } from '@lc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useCurrentUser, usePermissions } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { RECHARGE_LIST, approveRecharge, refreshWithholds } from '../api/withhold-api';
import { RejectRecharge } from '../components/reject-recharge';
import { loanFactColumns, loanFactFields } from '../components/withhold-columns';
import { useWithholdText } from '../withhold.text';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const RecordRechargeModal = lazyDialog(
  () => import('../components/record-recharge-modal').then((m) => m.RecordRechargeModal),
  (p) => p.open,
);

type RechargeRow = ListRow<typeof RECHARGE_LIST>;

/** Finance posts a recorded recharge or rejects it with a reason (never one they recorded: the server checks it too). */
function ReviewAction({ row }: { row: RechargeRow }) {
  const t = useWithholdText();
  const client = useQueryClient();
  const held = usePermissions();
  const me = useCurrentUser().data;
  const { locale } = useLocale();
  // A refusal is shown by the API client and kept by the mutation: nothing is left uncaught in the page.
  const approve = useMutation({
    mutationFn: () => approveRecharge(row.id),
    onSuccess: () => toast.success(WITHHOLD_API.endpoints.rechargeApprove.done[locale]),
    onSettled: () => refreshWithholds(client),
  });
  // The recorder never decides it (the maker-checker rule, decision 0062).
  const decides = me !== undefined && mayDecide({ makerId: row.createdBy, userId: me.id });
  if (row.status !== RECHARGE_STATUS.pending || !held.has(WITHHOLD_PERMISSION.review) || !decides) return null;
  return (
    <Space size={4}>
      <Popconfirm title={t('approveAsk')} onConfirm={() => approve.mutate()} okText={t('approve')} cancelText={t('cancel')}>
        <Button size="small" type="primary" loading={approve.isPending} aria-label={`${t('approve')} ${groupAmount(row.amount)}`}>
          {t('approve')}
        </Button>
      </Popconfirm>
      <RejectRecharge row={row} />
    </Space>
  );
}

/** /rechargeRecordManage/rechargeRecordList: money paid in by transfer, recorded, posted by finance or rejected (decision 0047). */
export default function RechargeRecordListPage() {
  const t = useWithholdText();
  const { locale } = useLocale();
  const [recording, setRecording] = useState(false);
  const note = (r: RechargeRow) => r.rejectReason ?? (r.credit !== '0.00' ? t('creditLeft', { credit: groupAmount(r.credit) }) : '—');
  const filters: FilterField<ListFilter<typeof RECHARGE_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'select', name: 'status', label: t('status'), width: 130, options: statusFilterOptions('recharge', locale) },
    { kind: 'dateRange', from: 'dayFrom', to: 'dayTo', label: t('paidDay') },
  ];
  const columns: TableColumnsType<RechargeRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customerName'), dataIndex: 'customerName', width: 100 },
    ...loanFactColumns<RechargeRow>(t),
    { title: t('rechargeAmount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('payerName'), dataIndex: 'payerName', width: 100 },
    { title: t('transferRef'), dataIndex: 'transferRef', width: 170 },
    { title: t('paidOn'), dataIndex: 'paidOn', width: 110 },
    { title: t('status'), dataIndex: 'status', width: 100, render: (v: number) => <StatusTag list="recharge" code={v} /> },
    { title: t('recordedBy'), dataIndex: 'createdByName', width: 110 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 150, render: (v: string) => shanghaiMinute(v) },
    { title: t('reviewedBy'), dataIndex: 'reviewedByName', width: 110, render: (v: string | null) => v ?? '—' },
    { title: t('note'), key: 'note', width: 200, render: (_, r) => note(r) },
    { title: t('actions'), key: 'actions', width: 170, fixed: 'right', render: (_, r) => <ReviewAction row={r} /> },
  ];
  const card = (r: RechargeRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('customerName'), value: r.customerName },
      ...loanFactFields(t, r),
      { label: t('rechargeAmount'), value: groupAmount(r.amount) },
      { label: t('paidOn'), value: r.paidOn },
      { label: t('status'), value: <StatusTag list="recharge" code={r.status} /> },
      { label: t('note'), value: note(r) },
    ],
    actions: [<ReviewAction key="review" row={r} />],
  });
  return (
    <>
      <ListPage
        label={t('rechargeTitle')}
        source={RECHARGE_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={2100}
        toolbar={() => (
          <Button type="primary" onClick={() => setRecording(true)}>
            {t('rechargeRecord')}
          </Button>
        )}
      />
      <RecordRechargeModal open={recording} onClose={() => setRecording(false)} />
    </>
  );
}
