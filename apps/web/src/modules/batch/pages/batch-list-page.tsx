import { groupAmount, shanghaiMinute } from '@lc/shared';
import { Button, Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { BATCH_LIST } from '../api/batch-api';
import { useBatchText } from '../batch.text';
import { BatchDetailView } from '../components/batch-detail';
import { batchFilters, fundPartyName } from '../components/batch-labels';
import type { ListRow } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const BatchCreateModal = lazyDialog(
  () => import('../components/batch-create-modal').then((m) => m.BatchCreateModal),
  (p) => p.open,
);

type BatchRow = ListRow<typeof BATCH_LIST>;

/** /batchManage/batchBillList: batches of loans pushed to a funding party, newest first; the detail opens beside the list. */
export default function BatchListPage() {
  const t = useBatchText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const batchNo = (r: BatchRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)} aria-label={t('openFor', { batchNo: r.batchNo })}>
      {r.batchNo}
    </Button>
  );
  const status = (r: BatchRow) => <StatusTag list="batchBill" code={r.status} />;

  const columns: TableColumnsType<BatchRow> = [
    { title: t('batchNo'), key: 'batchNo', width: 150, fixed: 'left', render: (_, r) => batchNo(r) },
    { title: t('fundingParty'), key: 'fp', width: 120, render: (_, r) => fundPartyName(r.fundingParty, locale) },
    { title: t('status'), key: 'status', width: 120, render: (_, r) => status(r) },
    { title: t('loanCount'), dataIndex: 'loanCount', width: 90, align: 'right' },
    { title: t('principalTotal'), dataIndex: 'principalTotal', width: 150, align: 'right', render: groupAmount },
    { title: t('withdrawn'), dataIndex: 'withdrawnAmount', width: 150, align: 'right', render: groupAmount },
    { title: t('repaid'), dataIndex: 'repaidAmount', width: 150, align: 'right', render: groupAmount },
    { title: t('createdBy'), dataIndex: 'createdByName', width: 150 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: BatchRow): CardSpec => ({
    title: batchNo(r),
    fields: [
      { label: t('fundingParty'), value: fundPartyName(r.fundingParty, locale) },
      { label: t('status'), value: status(r) },
      { label: t('principalTotal'), value: groupAmount(r.principalTotal) },
      { label: t('loanCount'), value: r.loanCount },
    ],
  });

  return (
    <>
      <ListPage
        label={t('title')}
        source={BATCH_LIST}
        filters={batchFilters(t, locale)}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        )}
      />
      <BatchCreateModal open={adding} onClose={() => setAdding(false)} onCreated={setViewing} />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('detailTitle')} size="large" destroyOnHidden>
        {viewing !== null ? <BatchDetailView id={viewing} /> : null}
      </Drawer>
    </>
  );
}
