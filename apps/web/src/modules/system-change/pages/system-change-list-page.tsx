import { shanghaiMinute } from '@lc/shared';
import { Button, Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { SYSTEM_CHANGE_LIST } from '../api/system-change-api';
import { ChangeValues } from '../components/change-values';
import { SystemChangeDetail } from '../components/system-change-detail';
import { useSystemChangeText } from '../system-change.text';
import type { ListRow } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const SystemChangeFormModal = lazyDialog(
  () => import('../components/system-change-form-modal').then((m) => m.SystemChangeFormModal),
  (p) => p.open,
);

type SystemChangeRow = ListRow<typeof SYSTEM_CHANGE_LIST>;

/** /systemchangeManage/systemChangeApply: my requests, the approver's inbox, or all in scope; a new request; the detail beside. */
export default function SystemChangeListPage() {
  const t = useSystemChangeText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const no = (r: SystemChangeRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)}>
      {r.billNo}
    </Button>
  );
  const status = (r: SystemChangeRow) => <StatusTag list="systemChange" code={r.status} />;
  const columns: TableColumnsType<SystemChangeRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => no(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('changes'), key: 'changes', width: 260, render: (_, r) => <ChangeValues changes={r.changes} /> },
    { title: t('reason'), dataIndex: 'reason', width: 220 },
    { title: t('status'), key: 'status', width: 110, render: (_, r) => status(r) },
    { title: t('applicant'), dataIndex: 'applicantName', width: 140 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: SystemChangeRow): CardSpec => ({
    title: no(r),
    fields: [
      { label: t('changes'), value: <ChangeValues changes={r.changes} /> },
      { label: t('status'), value: status(r) },
      { label: t('applicant'), value: r.applicantName },
    ],
  });
  const views = (['mine', 'inbox', 'all'] as const).map((v) => ({ value: v, label: t(v) }));
  return (
    <>
      <ListPage
        label={t('title')}
        source={SYSTEM_CHANGE_LIST}
        filters={[
          { kind: 'select', name: 'view', label: t('view'), width: 150, options: views },
          { kind: 'select', name: 'status', label: t('status'), width: 140, options: statusFilterOptions('systemChange', locale) },
          { kind: 'text', name: 'keyword', label: t('keyword') },
        ]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {t('newRequest')}
          </Button>
        )}
      />
      <SystemChangeFormModal open={adding} onClose={() => setAdding(false)} />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('detail')} size="large" destroyOnHidden>
        {viewing !== null ? <SystemChangeDetail id={viewing} /> : null}
      </Drawer>
    </>
  );
}
