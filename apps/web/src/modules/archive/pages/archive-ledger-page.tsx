import { shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { ARCHIVE_LEDGER_LIST } from '../api/archive-api';
import { useArchiveText } from '../archive.text';
import type { ListRow } from '@/lib/api-client';

type ArchiveLedgerRow = ListRow<typeof ARCHIVE_LEDGER_LIST>;

/** /archiveManage/archiveLedgerList: every stock movement in scope, newest first; lines are never changed. */
export default function ArchiveLedgerPage() {
  const t = useArchiveText();
  const stock = (code: number | null) => (code === null ? '—' : <StatusTag list="archiveStock" code={code} />);
  const transfer = (id: number | null) => (id === null ? '' : <Link to={`/getArchivesManage/transferDetail?id=${id}`}>{id}</Link>);
  const columns: TableColumnsType<ArchiveLedgerRow> = [
    { title: t('at'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('billNo'), dataIndex: 'billNo', width: 200 },
    { title: t('name'), dataIndex: 'itemName', width: 200 },
    { title: t('from'), dataIndex: 'fromStatus', width: 110, render: (v: number | null) => stock(v) },
    { title: t('to'), dataIndex: 'toStatus', width: 110, render: (v: number) => stock(v) },
    { title: t('actor'), dataIndex: 'actorName', width: 140 },
    { title: t('reason'), dataIndex: 'reason', width: 200 },
    { title: t('transfer'), dataIndex: 'transferId', width: 100, render: (v: number | null) => transfer(v) },
  ];
  const card = (r: ArchiveLedgerRow): CardSpec => ({
    title: `${r.billNo} · ${r.itemName}`,
    extra: stock(r.toStatus),
    fields: [
      { label: t('at'), value: shanghaiMinute(r.createdAt) },
      { label: t('actor'), value: r.actorName },
      { label: t('reason'), value: r.reason ?? '' },
    ],
  });
  return (
    <ListPage
      label={t('ledgerTitle')}
      source={ARCHIVE_LEDGER_LIST}
      filters={[{ kind: 'text', name: 'billNo', label: t('billNo') }]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
    />
  );
}
