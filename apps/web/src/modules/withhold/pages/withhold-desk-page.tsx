import { WITHHOLD_STATUS } from '@lc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { WITHHOLD_DESK, queryWithhold, refreshWithholds, retryWithhold } from '../api/withhold-api';
import { DebitConfirm } from '../components/debit-confirm';
import { withholdCard, withholdColumns, withholdFilters } from '../components/withhold-columns';
import { withholdOutcome } from '../components/withhold-feedback';
import { useWithholdText } from '../withhold.text';
import type { ListRow } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const StartWithholdModal = lazyDialog(
  () => import('../components/start-withhold-modal').then((m) => m.StartWithholdModal),
  (p) => p.open,
);

const ReconcileModal = lazyDialog(
  () => import('../components/reconcile-modal').then((m) => m.ReconcileModal),
  (p) => p.open,
);

type WithholdRow = ListRow<typeof WITHHOLD_DESK>;

/**
 * A failed withholding is retried (a new attempt of the same request, re-quoted by the server and
 * confirmed here first: decision 0065); one whose answer was lost is queried.
 */
function DeskActions({ row }: { row: WithholdRow }) {
  const t = useWithholdText();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const act = useMutation({
    mutationFn: (kind: 'retry' | 'query') => (kind === 'retry' ? retryWithhold(row.id) : queryWithhold(row.id)),
    onSuccess: (done) => withholdOutcome(done.status, t),
    onSettled: () => {
      setConfirming(false);
      return refreshWithholds(client);
    },
  });
  const label = (text: string) => `${text} ${row.billNo} ${t('periodN', { n: row.period })}`;
  if (row.status === WITHHOLD_STATUS.failed)
    return (
      <>
        <Button size="small" type="primary" loading={act.isPending} onClick={() => setConfirming(true)} aria-label={label(t('retry'))}>
          {t('retry')}
        </Button>
        <DebitConfirm
          debit={confirming ? { ...row, retry: true } : null}
          busy={act.isPending}
          onOk={() =>
            act.mutateAsync('retry').then(
              () => undefined,
              () => undefined,
            )
          }
          onCancel={() => setConfirming(false)}
        />
      </>
    );
  if (row.status === WITHHOLD_STATUS.timedOut)
    return (
      <Button size="small" loading={act.isPending} onClick={() => act.mutate('query')} aria-label={label(t('query'))}>
        {t('query')}
      </Button>
    );
  return null;
}

/**
 * /WithholdManager/zhWithholdList, the withholding desk (decision 0047): finance starts a withholding
 * of a due instalment through the channel, retries a failed one, queries one whose answer was lost,
 * and reconciles a day's channel statement against what was posted.
 */
export default function WithholdDeskPage() {
  const t = useWithholdText();
  const { locale } = useLocale();
  const [starting, setStarting] = useState(false);
  const [reconciling, setReconciling] = useState(false);
  const columns: TableColumnsType<WithholdRow> = [
    ...withholdColumns(t, locale),
    { title: t('actions'), key: 'actions', width: 120, fixed: 'right', render: (_, r) => <DeskActions row={r} /> },
  ];
  return (
    <>
      <ListPage
        label={t('deskTitle')}
        source={WITHHOLD_DESK}
        filters={withholdFilters(t, locale)}
        columns={columns}
        card={withholdCard(t, locale, (r) => (
          <DeskActions row={r} />
        ))}
        rowKey={(r) => r.id}
        scrollX={1950}
        toolbar={() => (
          <Space>
            <Button type="primary" onClick={() => setStarting(true)}>
              {t('start')}
            </Button>
            <Button onClick={() => setReconciling(true)}>{t('reconcile')}</Button>
          </Space>
        )}
      />
      <StartWithholdModal open={starting} onClose={() => setStarting(false)} />
      <ReconcileModal open={reconciling} onClose={() => setReconciling(false)} />
    </>
  );
}
