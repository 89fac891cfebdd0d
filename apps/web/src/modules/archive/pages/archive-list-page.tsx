import { shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { ARCHIVE_LIST } from '../api/archive-api';
import { useArchiveText } from '../archive.text';
import { ArchiveItemActions } from '../components/archive-item-actions';
import { archiveItemFilters } from '../components/archive-item-filters';
import { docTypeName } from '../components/doc-type-name';
import { archiveBillHref } from '../archive.paths';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow } from '@/lib/api-client';
import { ArchiveItemFormModal } from '../components/lazy-item-form-modal';

type ArchiveItemRow = ListRow<typeof ARCHIVE_LIST>;

/** /archiveManage/archiveManageList: every document in scope with its stock status; the custodian records and stocks them. */
export default function ArchiveListPage() {
  const t = useArchiveText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const bill = (r: ArchiveItemRow) => <Link to={archiveBillHref(r.billId)}>{r.billNo}</Link>;
  const status = (r: ArchiveItemRow) => <StatusTag list="archiveStock" code={r.status} />;
  const filters = archiveItemFilters(t, locale);
  const stage = useBillStageColumn<ArchiveItemRow>();
  const columns: TableColumnsType<ArchiveItemRow> = [
    { title: t('billNo'), key: 'billNo', width: 200, fixed: 'left', render: (_, r) => bill(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 120 },
    { title: t('name'), dataIndex: 'name', width: 200 },
    { title: t('docType'), dataIndex: 'docType', width: 160, render: (v: number) => docTypeName(v, locale) },
    { title: t('status'), key: 'status', width: 110, render: (_, r) => status(r) },
    stage.column,
    { title: t('updatedAt'), dataIndex: 'updatedAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'act', width: 200, render: (_, r) => <ArchiveItemActions item={r} /> },
  ];
  const card = (r: ArchiveItemRow): CardSpec => ({
    title: bill(r),
    extra: status(r),
    fields: [
      stage.field(r),
      { label: t('name'), value: r.name },
      { label: t('customer'), value: r.customerName },
      { label: t('updatedAt'), value: shanghaiMinute(r.updatedAt) },
    ],
  });
  return (
    <>
      <ListPage
        label={t('items')}
        source={ARCHIVE_LIST}
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
      <ArchiveItemFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
