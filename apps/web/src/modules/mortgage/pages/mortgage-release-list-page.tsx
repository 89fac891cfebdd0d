import { shanghaiMinute } from '@lc/shared';
import { Button, Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { MORTGAGE_RELEASE_LIST } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const MortgageReleaseDetail = lazyDialog(() => import('../components/mortgage-release-detail').then((m) => m.MortgageReleaseDetail));

const MortgageReleaseFormModal = lazyDialog(
  () => import('../components/mortgage-release-form-modal').then((m) => m.MortgageReleaseFormModal),
  (p) => p.open,
);

type MortgageReleaseRow = ListRow<typeof MORTGAGE_RELEASE_LIST>;

/** /mortgageRelease: release requests in the caller's scope, newest first. */
export default function MortgageReleaseListPage() {
  const t = useMortgageFlowText();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const no = (r: MortgageReleaseRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)}>
      {r.billNo}
    </Button>
  );
  const status = (r: MortgageReleaseRow) => <StatusTag list="mortgageRelease" code={r.status} />;
  const stage = useBillStageColumn<MortgageReleaseRow>();
  const columns: TableColumnsType<MortgageReleaseRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => no(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('status'), key: 'status', width: 150, render: (_, r) => status(r) },
    stage.column,
    { title: t('exceptionReason'), dataIndex: 'exceptionReason', width: 240 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: MortgageReleaseRow): CardSpec => ({
    title: no(r),
    fields: [stage.field(r), { label: t('customer'), value: r.customerName }, { label: t('status'), value: status(r) }],
  });
  return (
    <>
      <ListPage
        label={t('releases')}
        source={MORTGAGE_RELEASE_LIST}
        filters={[
          { kind: 'select', name: 'status', label: t('status'), width: 170, options: statusFilterOptions('mortgageRelease', locale) },
        ]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() => (
          <>
            <Button type="primary" onClick={() => navigate(MORTGAGE_HREF.releasableBills)}>
              {t('releasableBills')}
            </Button>
            <Button type="primary" ghost onClick={() => setAdding(true)}>
              {t('newRelease')}
            </Button>
          </>
        )}
      />
      <MortgageReleaseFormModal open={adding} onClose={() => setAdding(false)} />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('detail')} size="large" destroyOnHidden>
        {viewing !== null ? <MortgageReleaseDetail id={viewing} /> : null}
      </Drawer>
    </>
  );
}
