import { type ArchiveItemRow, type ArchiveLedgerRow, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { archiveBillQuery } from '../api/archive-api';
import { useArchiveText } from '../archive.text';
import { ArchiveItemActions } from './archive-item-actions';
import { docTypeName } from './doc-type-name';
import { ArchiveItemFormModal } from './lazy-item-form-modal';

/** A bill's archive: its documents with their stock status (and the custodian's actions when `manage`), then every movement. */
export function ArchiveBillView({ billId, manage }: { billId: number; manage: boolean }) {
  const t = useArchiveText();
  const { locale } = useLocale();
  const q = useQuery(archiveBillQuery(billId));
  const [adding, setAdding] = useState(false);
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = q.data;
  const stock = (code: number | null) => (code === null ? '—' : <StatusTag list="archiveStock" code={code} />);
  return (
    <>
      <ReadonlyCard
        title={d.billNo}
        items={[
          { label: t('billNo'), value: d.billNo },
          { label: t('customer'), value: d.customerName },
        ]}
      />
      <Card
        size="small"
        title={t('itemsCard')}
        extra={
          manage ? (
            <Space>
              <Link to={`/archiveManage/edit?billId=${billId}`}>{t('editArchive')}</Link>
              <Link to={`/archiveManage/audit?billId=${billId}`}>{t('auditArchive')}</Link>
              <Button type="primary" ghost onClick={() => setAdding(true)}>
                {t('add')}
              </Button>
            </Space>
          ) : null
        }
      >
        <Table<ArchiveItemRow>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.items}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            { title: t('docType'), dataIndex: 'docType', render: (v: number) => docTypeName(v, locale) },
            { title: t('status'), dataIndex: 'status', render: (v: number) => stock(v) },
            { title: t('remark'), dataIndex: 'remark' },
            { title: t('updatedAt'), dataIndex: 'updatedAt', render: (v: string) => shanghaiMinute(v) },
            ...(manage
              ? [{ title: t('actions'), key: 'act', render: (_: unknown, r: ArchiveItemRow) => <ArchiveItemActions item={r} /> }]
              : []),
          ]}
        />
      </Card>
      <Card size="small" title={t('ledger')}>
        <Table<ArchiveLedgerRow>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.ledger}
          columns={[
            { title: t('at'), dataIndex: 'createdAt', render: (v: string) => shanghaiMinute(v) },
            { title: t('name'), dataIndex: 'itemName' },
            { title: t('from'), dataIndex: 'fromStatus', render: (v: number | null) => stock(v) },
            { title: t('to'), dataIndex: 'toStatus', render: (v: number) => stock(v) },
            { title: t('actor'), dataIndex: 'actorName' },
            { title: t('reason'), dataIndex: 'reason' },
            { title: t('transfer'), dataIndex: 'transferId' },
          ]}
        />
      </Card>
      {manage ? <ArchiveItemFormModal open={adding} onClose={() => setAdding(false)} billId={billId} /> : null}
    </>
  );
}
