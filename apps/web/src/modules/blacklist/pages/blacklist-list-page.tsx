import { BLACKLIST_STATUS, shanghaiMinute } from '@lc/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { MaskedDataButton } from '@/components/masked-data/masked-data-button';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { BLACKLIST_LIST } from '../api/blacklist-api';
import { useBlacklistText } from '../blacklist.text';
import { RemoveAction } from '../components/remove-action';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const BlacklistFormModal = lazyDialog(
  () => import('../components/blacklist-form-modal').then((m) => m.BlacklistFormModal),
  (p) => p.open,
);

type BlacklistRow = ListRow<typeof BLACKLIST_LIST>;

/** /blackCustomer/blackCustomerList: who the firm will not lend to, and why; ID numbers and mobiles masked. */
export default function BlacklistListPage() {
  const t = useBlacklistText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const status = (s: number) => <StatusTag list="blacklist" code={s} />;
  const removal = (r: BlacklistRow) =>
    r.removedAt ? t('removal', { reason: r.removeReason ?? '', name: r.removedByName ?? '—', time: shanghaiMinute(r.removedAt) }) : '—';
  const actions = (r: BlacklistRow) => (
    <Space size={4} wrap>
      <MaskedDataButton
        entity="blacklist"
        id={r.id}
        labels={{ idCard: t('idCard'), mobile: t('mobile') }}
        buttonProps={{ size: 'small', type: 'link', 'aria-label': `${t('masked')} ${r.name}` }}
      >
        {t('masked')}
      </MaskedDataButton>
      {r.status === BLACKLIST_STATUS.active ? <RemoveAction entry={r} /> : null}
    </Space>
  );

  const filters: FilterField<ListFilter<typeof BLACKLIST_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword'), maxLength: 18 },
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      width: 110,
      options: statusFilterOptions('blacklist', locale),
    },
  ];
  const columns: TableColumnsType<BlacklistRow> = [
    { title: t('name'), dataIndex: 'name', width: 100, fixed: 'left' },
    { title: t('idCard'), dataIndex: 'idCard', width: 190, render: (v: string) => v || '—' },
    { title: t('mobile'), dataIndex: 'mobile', width: 130, render: (v: string) => v || '—' },
    { title: t('reason'), dataIndex: 'reason', width: 240 },
    { title: t('status'), dataIndex: 'status', width: 90, render: (s: number) => status(s) },
    { title: t('addedBy'), dataIndex: 'addedByName', width: 160 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
    { title: t('removeInfo'), key: 'removal', width: 280, render: (_, r) => removal(r) },
    { title: t('actions'), key: 'actions', width: 190, fixed: 'right', render: (_, r) => actions(r) },
  ];
  const card = (r: BlacklistRow): CardSpec => ({
    title: r.name,
    extra: status(r.status),
    fields: [
      { label: t('idCard'), value: r.idCard || '—' },
      { label: t('mobile'), value: r.mobile || '—' },
      { label: t('reason'), value: r.reason },
      { label: t('createdAt'), value: shanghaiMinute(r.createdAt) },
    ],
    actions: [actions(r)],
  });

  return (
    <>
      <ListPage
        label={t('title')}
        source={BLACKLIST_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1550}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        )}
      />
      <BlacklistFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
