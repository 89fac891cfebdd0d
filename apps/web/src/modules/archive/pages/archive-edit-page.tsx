import { type ArchiveItemRow, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { archiveBillQuery } from '../api/archive-api';
import { useArchiveText } from '../archive.text';
import { useArchiveEditText } from '../archive-edit.text';
import { archiveBillHref } from '../archive.paths';
import { docTypeName } from '../components/doc-type-name';
import { ArchiveEditModal } from '../components/archive-edit-modal';
import { ArchiveItemActions } from '../components/archive-item-actions';
import { ArchiveItemFormModal } from '../components/archive-item-form-modal';
import { useBillIdParam } from '../components/use-bill-id-param';

/**
 * /archiveManage/edit?billId= (or ?id=): the custodian edits a bill's archive: adds documents,
 * changes their kind, name, copies and remark (each change a ledger line), deletes or lets them go.
 */
export default function ArchiveEditPage() {
  const t = useArchiveText();
  const e = useArchiveEditText();
  const { locale } = useLocale();
  const billId = useBillIdParam(useSearchParams()[0]);
  const q = useQuery({ ...archiveBillQuery(billId ?? 0), enabled: billId !== null });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ArchiveItemRow | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader
        title={e('editTitle')}
        backTo={billId ? archiveBillHref(billId) : '/archiveManage/archiveManageList'}
        backText={t('back')}
      />
      {billId === null ? <Alert type="info" showIcon title={t('missingId')} /> : null}
      {q.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {billId !== null && !q.data && !q.isError ? <Spin style={{ display: 'block', margin: 24 }} /> : null}
      {q.data ? (
        <Card
          size="small"
          title={`${q.data.billNo} ${q.data.customerName}`}
          extra={
            <Button type="primary" ghost onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          }
        >
          <Table<ArchiveItemRow>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={q.data.items}
            columns={[
              { title: t('name'), dataIndex: 'name' },
              { title: t('docType'), dataIndex: 'docType', render: (v: number) => docTypeName(v, locale) },
              { title: e('copies'), dataIndex: 'copies' },
              { title: t('status'), dataIndex: 'status', render: (v: number) => <StatusTag list="archiveStock" code={v} /> },
              { title: t('remark'), dataIndex: 'remark' },
              { title: t('updatedAt'), dataIndex: 'updatedAt', render: (v: string) => shanghaiMinute(v) },
              {
                title: t('actions'),
                key: 'act',
                render: (_: unknown, r: ArchiveItemRow) => (
                  <Space>
                    {r.status !== 0 ? (
                      <Button size="small" aria-label={e('editOf', { name: r.name })} onClick={() => setEditing(r)}>
                        {e('edit')}
                      </Button>
                    ) : null}
                    <ArchiveItemActions item={r} />
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      ) : null}
      {billId !== null ? <ArchiveItemFormModal open={adding} onClose={() => setAdding(false)} billId={billId} /> : null}
      {editing ? <ArchiveEditModal item={editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}
