import { type GrantRow, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-list';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { GRANT_LIST } from '../api/grant-api';
import { useGrantText } from '../grant.text';
import { areaName } from '../components/grant-detail';
import { GrantFormModal } from '../components/grant-form-modal';

/** /billGrantManage/grantHistoryList: the records in the caller's data scope, newest first. */
export default function GrantListPage() {
  const t = useGrantText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const name = (r: GrantRow) => <Link to={`/billGrantManage/grantApproveAdd?id=${r.id}`}>{r.name}</Link>;

  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: t('keyword') }];
  const columns: TableColumnsType<GrantRow> = [
    { title: t('name'), key: 'name', width: 260, fixed: 'left', render: (_, r) => name(r) },
    { title: t('area'), dataIndex: 'areaCode', width: 120, render: (v: string) => areaName(v, locale) },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: GrantRow): CardSpec => ({
    title: name(r),
    fields: [
      { label: t('area'), value: areaName(r.areaCode, locale) },
      { label: t('createdAt'), value: shanghaiMinute(r.createdAt) },
    ],
  });

  return (
    <>
      <ListPage<GrantRow>
        label={t('title')}
        {...GRANT_LIST}
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
      <GrantFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
