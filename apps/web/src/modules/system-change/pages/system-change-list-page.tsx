import { type SystemChangeRow, shanghaiMinute } from '@lc/shared';
import { Button, Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-list';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { SYSTEM_CHANGE_LIST } from '../api/system-change-api';
import { useSystemChangeText } from '../system-change.text';
import { SystemChangeDetail, areaName } from '../components/system-change-detail';
import { SystemChangeFormModal } from '../components/system-change-form-modal';

/** /systemchangeManage/systemChangeApply: the records in the caller's data scope, newest first. */
export default function SystemChangeListPage() {
  const t = useSystemChangeText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  // The table has no detail page for this list: the detail opens beside it.
  const [viewing, setViewing] = useState<number | null>(null);
  const name = (r: SystemChangeRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)}>
      {r.name}
    </Button>
  );

  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: t('keyword') }];
  const columns: TableColumnsType<SystemChangeRow> = [
    { title: t('name'), key: 'name', width: 260, fixed: 'left', render: (_, r) => name(r) },
    { title: t('area'), dataIndex: 'areaCode', width: 120, render: (v: string) => areaName(v, locale) },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: SystemChangeRow): CardSpec => ({
    title: name(r),
    fields: [
      { label: t('area'), value: areaName(r.areaCode, locale) },
      { label: t('createdAt'), value: shanghaiMinute(r.createdAt) },
    ],
  });

  return (
    <>
      <ListPage<SystemChangeRow>
        label={t('title')}
        {...SYSTEM_CHANGE_LIST}
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
      <SystemChangeFormModal open={adding} onClose={() => setAdding(false)} />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('detailTitle')} size="large" destroyOnHidden>
        {viewing !== null ? <SystemChangeDetail id={viewing} /> : null}
      </Drawer>
    </>
  );
}
