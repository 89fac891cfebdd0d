import { shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { ORDER_TRANSFER_LISTS, type OrderTransferVariant } from '../api/order-transfer-api';
import { transferDetailHref } from '../order-transfer.paths';
import { useOrderTransferText } from '../order-transfer.text';
import { orderTransferFilters } from './order-transfer-filters';
import type { ListRow } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const OrderTransferApplyModal = lazyDialog(() => import('./order-transfer-apply-modal').then((m) => m.OrderTransferApplyModal));

type OrderTransferRow = ListRow<(typeof ORDER_TRANSFER_LISTS)[keyof typeof ORDER_TRANSFER_LISTS]>;

/** The applicant's requests (with the new-request form), or the approval list (starts on status 1: the route's reset default). */
export function OrderTransferList({ variant }: { variant: OrderTransferVariant }) {
  const t = useOrderTransferText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const open = (r: OrderTransferRow) => (
    <Link to={transferDetailHref(r.id, variant)} aria-label={`${t('open')} ${r.fromName ?? ''} → ${r.toName ?? ''}`}>
      {t('open')}
    </Link>
  );
  const result = (r: OrderTransferRow) => (r.status === 2 ? t('resultOf', { moved: r.movedCount, skipped: r.skippedCount }) : '—');
  const filters = orderTransferFilters(t, locale);
  const columns: TableColumnsType<OrderTransferRow> = [
    { title: t('mode'), dataIndex: 'mode', width: 170, render: (v: OrderTransferRow['mode']) => t(`mode_${v}`) },
    { title: t('from'), dataIndex: 'fromName', width: 150 },
    { title: t('to'), dataIndex: 'toName', width: 150 },
    { title: t('bills'), dataIndex: 'billCount', width: 80, align: 'right' },
    { title: t('status'), dataIndex: 'status', width: 110, render: (v: number) => <StatusTag list="orderTransfer" code={v} /> },
    { title: t('result'), key: 'result', width: 150, render: (_, r) => result(r) },
    { title: t('reason'), dataIndex: 'reason', width: 220, ellipsis: true },
    { title: t('applicant'), dataIndex: 'applicantName', width: 150 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 90, fixed: 'right', render: (_, r) => open(r) },
  ];
  const card = (r: OrderTransferRow): CardSpec => ({
    title: `${r.fromName ?? ''} → ${r.toName ?? ''}`,
    extra: <StatusTag list="orderTransfer" code={r.status} />,
    fields: [
      { label: t('mode'), value: t(`mode_${r.mode}`) },
      { label: t('bills'), value: String(r.billCount) },
      { label: t('reason'), value: r.reason },
    ],
    actions: [<span key="open">{open(r)}</span>],
  });

  return (
    <>
      <ListPage
        label={t(variant === 'mine' ? 'titleMine' : 'titleApprove')}
        source={ORDER_TRANSFER_LISTS[variant]}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() =>
          variant === 'mine' ? (
            <Button type="primary" ghost onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          ) : null
        }
      />
      {adding ? <OrderTransferApplyModal onClose={() => setAdding(false)} /> : null}
    </>
  );
}
