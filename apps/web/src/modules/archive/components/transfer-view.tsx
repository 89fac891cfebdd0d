import { type ArchiveLockKind, type ArchiveTransferDetail, shanghaiMinute } from '@lc/shared';
import { Alert, Card, Table } from 'antd';
import type { ReactNode } from 'react';
import { FlowRecordsCard } from '@/components/flow-decision/flow-records-card';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { type Locale, useLocale } from '@/lib/i18n';
import { useTransferText } from '../archive-transfer.text';
import { docTypeName } from './doc-type-name';

type Item = ArchiveTransferDetail['items'][number];
type TransferText = ReturnType<typeof useTransferText>;

/** A transfer's document columns, the same in the old and the new flow. */
export const transferItemColumns = <T extends Pick<Item, 'name' | 'status' | 'docType'>>(t: TransferText, locale: Locale) => [
  { title: t('docName'), dataIndex: 'name' },
  { title: t('stock'), dataIndex: 'status', render: (v: number) => <StatusTag list="archiveStock" code={v} /> },
  { title: t('docType'), key: 'type', render: (_: unknown, r: T) => docTypeName(r.docType, locale) },
];

/** A transfer's approval and custody records, oldest first, in either flow. */
export function TransferRecords({ records }: { records: ArchiveTransferDetail['records'] }) {
  const t = useTransferText();
  return <FlowRecordsCard title={t('records')} records={records} actionLabel={(action) => t(`act_${action}`)} />;
}

/** Someone else's lock of `kind` on the transfer, if any. */
export const otherLock = (d: ArchiveTransferDetail, kind: ArchiveLockKind) => d.locks.find((l) => l.kind === kind && !l.mine);

/** One transfer: its facts, the lock banner, its documents (selectable when returning), and the approval records. */
export function TransferView(p: {
  detail: ArchiveTransferDetail;
  lockKind?: ArchiveLockKind;
  actions?: ReactNode;
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
}) {
  const t = useTransferText();
  const { locale } = useLocale();
  const d = p.detail;
  const other = p.lockKind ? otherLock(d, p.lockKind) : undefined;
  const mine = p.lockKind ? d.locks.some((l) => l.kind === p.lockKind && l.mine) : false;
  return (
    <>
      {other ? <Alert type="warning" showIcon role="alert" title={t('lockedBy', { name: other.holderName })} /> : null}
      {mine ? <Alert type="info" showIcon title={t('lockMine')} /> : null}
      <ReadonlyCard
        title={`${t('detail')} #${d.id}`}
        extra={other ? null : p.actions}
        items={[
          { label: t('billNo'), value: d.billNo },
          { label: t('customer'), value: d.customerName },
          { label: t('status'), value: <StatusTag list="archiveTransferNew" code={d.status} /> },
          { label: t('applicant'), value: d.applicantName },
          { label: t('reason'), value: d.reason },
          { label: t('returnDate'), value: d.returnDate },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
        ]}
      />
      <Card size="small" title={t('items')}>
        <Table<Item>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.items}
          {...(p.selection && !other
            ? {
                rowSelection: {
                  selectedRowKeys: p.selection.selected,
                  onChange: (keys) => p.selection?.onChange(keys.map(Number)),
                  getCheckboxProps: (r: Item) => ({ disabled: r.returnedAt !== null, 'aria-label': r.name }),
                },
              }
            : {})}
          columns={[
            ...transferItemColumns<Item>(t, locale),
            { title: t('returnedAt'), dataIndex: 'returnedAt', render: (v: string | null) => (v ? shanghaiMinute(v) : '') },
          ]}
        />
      </Card>
      <TransferRecords records={d.records} />
    </>
  );
}
