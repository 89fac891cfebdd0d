import { type ArchiveRow, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-list';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { ARCHIVE_LIST } from '../api/archive-api';
import { useArchiveText } from '../archive.text';
import { areaName } from '../components/archive-detail';
import { ArchiveFormModal } from '../components/archive-form-modal';

/** /archiveManage/archiveManageList: the records in the caller's data scope, newest first. */
export default function ArchiveListPage() {
  const t = useArchiveText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const name = (r: ArchiveRow) => <Link to={`/archiveManage/archiveManageDetail?id=${r.id}`}>{r.name}</Link>;

  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: t('keyword') }];
  const columns: TableColumnsType<ArchiveRow> = [
    { title: t('name'), key: 'name', width: 260, fixed: 'left', render: (_, r) => name(r) },
    { title: t('area'), dataIndex: 'areaCode', width: 120, render: (v: string) => areaName(v, locale) },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: ArchiveRow): CardSpec => ({
    title: name(r),
    fields: [
      { label: t('area'), value: areaName(r.areaCode, locale) },
      { label: t('createdAt'), value: shanghaiMinute(r.createdAt) },
    ],
  });

  return (
    <>
      <ListPage<ArchiveRow>
        label={t('title')}
        {...ARCHIVE_LIST}
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
      <ArchiveFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
