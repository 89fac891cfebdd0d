import { shanghaiMinute } from '@lc/shared';
import { Button, Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { MORTGAGEE_LIST } from '../api/mortgage-api';
import { useMortgageText } from '../mortgage.text';
import { MortgageeDetail, areaName } from '../components/mortgage-detail';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const MortgageeFormModal = lazyDialog(
  () => import('../components/mortgage-form-modal').then((m) => m.MortgageeFormModal),
  (p) => p.open,
);

type MortgageeRow = ListRow<typeof MORTGAGEE_LIST>;

/** /systemSetting/mortgagorManage: the records in the caller's data scope, newest first. */
export default function MortgageeListPage() {
  const t = useMortgageText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  // The table has no detail page for this list: the detail opens beside it.
  const [viewing, setViewing] = useState<number | null>(null);
  const name = (r: MortgageeRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)}>
      {r.name}
    </Button>
  );

  const filters: FilterField<ListFilter<typeof MORTGAGEE_LIST>>[] = [{ kind: 'text', name: 'keyword', label: t('keyword') }];
  const columns: TableColumnsType<MortgageeRow> = [
    { title: t('name'), key: 'name', width: 260, fixed: 'left', render: (_, r) => name(r) },
    { title: t('enabled'), dataIndex: 'enabled', width: 100, render: (v: boolean) => (v ? t('on') : t('off')) },
    { title: t('area'), dataIndex: 'areaCode', width: 120, render: (v: string) => areaName(v, locale) },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: MortgageeRow): CardSpec => ({
    title: name(r),
    fields: [
      { label: t('enabled'), value: r.enabled ? t('on') : t('off') },
      { label: t('area'), value: areaName(r.areaCode, locale) },
      { label: t('createdAt'), value: shanghaiMinute(r.createdAt) },
    ],
  });

  return (
    <>
      <ListPage
        label={t('title')}
        source={MORTGAGEE_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        )}
      />
      <MortgageeFormModal open={adding} onClose={() => setAdding(false)} />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('detailTitle')} size="large" destroyOnHidden>
        {viewing !== null ? <MortgageeDetail id={viewing} /> : null}
      </Drawer>
    </>
  );
}
