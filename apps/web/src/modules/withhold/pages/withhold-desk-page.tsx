import { WITHHOLD_STATUS, type WithholdRow } from '@lc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { WITHHOLD_DESK, queryWithhold, refreshWithholds, retryWithhold } from '../api/withhold-api';
import { ReconcileModal } from '../components/reconcile-modal';
import { StartWithholdModal } from '../components/start-withhold-modal';
import { withholdCard, withholdColumns, withholdFilters } from '../components/withhold-columns';
import { useWithholdText } from '../withhold.text';

/** A failed withholding is retried (a new attempt of the same request); one whose answer was lost is queried. */
function DeskActions({ row }: { row: WithholdRow }) {
  const t = useWithholdText();
  const client = useQueryClient();
  const act = useMutation({
    mutationFn: (kind: 'retry' | 'query') => (kind === 'retry' ? retryWithhold(row.id) : queryWithhold(row.id)),
    onSettled: () => refreshWithholds(client),
  });
  const label = (text: string) => `${text} ${row.billNo} ${t('periodN', { n: row.period })}`;
  if (row.status === WITHHOLD_STATUS.failed)
    return (
      <Button size="small" type="primary" loading={act.isPending} onClick={() => act.mutate('retry')} aria-label={label(t('retry'))}>
        {t('retry')}
      </Button>
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
      <ListPage<WithholdRow>
        label={t('deskTitle')}
        {...WITHHOLD_DESK}
        filters={withholdFilters(t, locale)}
        columns={columns}
        card={withholdCard(t, locale, (r) => (
          <DeskActions row={r} />
        ))}
        rowKey={(r) => r.id}
        scrollX={1500}
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
