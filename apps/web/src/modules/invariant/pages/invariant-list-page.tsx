import { type InvariantRow, shanghaiMinute } from '@lc/shared';
import { Button, Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-list';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { INVARIANT_LIST } from '../api/invariant-api';
import { useInvariantText } from '../invariant.text';
import { InvariantDetail, areaName } from '../components/invariant-detail';
import { InvariantFormModal } from '../components/invariant-form-modal';

/** /systemSetting/moneyInvariants: the records in the caller's data scope, newest first. */
export default function InvariantListPage() {
  const t = useInvariantText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  // The table has no detail page for this list: the detail opens beside it.
  const [viewing, setViewing] = useState<number | null>(null);
  const name = (r: InvariantRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)}>
      {r.name}
    </Button>
  );

  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: t('keyword') }];
  const columns: TableColumnsType<InvariantRow> = [
    { title: t('name'), key: 'name', width: 260, fixed: 'left', render: (_, r) => name(r) },
    { title: t('area'), dataIndex: 'areaCode', width: 120, render: (v: string) => areaName(v, locale) },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: InvariantRow): CardSpec => ({
    title: name(r),
    fields: [
      { label: t('area'), value: areaName(r.areaCode, locale) },
      { label: t('createdAt'), value: shanghaiMinute(r.createdAt) },
    ],
  });

  return (
    <>
      <ListPage<InvariantRow>
        label={t('title')}
        {...INVARIANT_LIST}
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
      <InvariantFormModal open={adding} onClose={() => setAdding(false)} />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('detailTitle')} size="large" destroyOnHidden>
        {viewing !== null ? <InvariantDetail id={viewing} /> : null}
      </Drawer>
    </>
  );
}
