import { FIVE_LEVEL_APPROVE_PERMISSION, type FiveLevelChangeRow, shanghaiMinute, statusLabel } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { StatusTag } from '@/components/status-tag/status-tag';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { approveLevelChange, refreshFiveLevels } from '../api/five-level-api';
import { useFiveLevelText } from '../five-level.text';
import { RejectModal } from './reject-modal';

/** A loan's change requests, newest first; an approver decides the one awaiting approval. */
export function ChangeRecords({ changes }: { changes: FiveLevelChangeRow[] }) {
  const t = useFiveLevelText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const canDecide = usePermission(FIVE_LEVEL_APPROVE_PERMISSION);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [approving, setApproving] = useState<number | null>(null);
  const approve = async (id: number) => {
    setApproving(id);
    try {
      await approveLevelChange(id);
      await refreshFiveLevels(client);
    } finally {
      setApproving(null);
    }
  };
  const level = (code: number) => statusLabel('fiveLevel', code, locale);
  const decide = (r: FiveLevelChangeRow) =>
    canDecide && r.status === 1 ? (
      <Space size={4}>
        <Popconfirm title={t('approveConfirm')} onConfirm={() => approve(r.id)} okText={t('approve')} cancelText={t('cancel')}>
          <Button size="small" type="primary" loading={approving === r.id}>
            {t('approve')}
          </Button>
        </Popconfirm>
        <Button size="small" danger onClick={() => setRejecting(r.id)}>
          {t('reject')}
        </Button>
      </Space>
    ) : null;

  const columns: TableColumnsType<FiveLevelChangeRow> = [
    { title: t('fromTo'), key: 'fromTo', width: 140, render: (_, r) => `${level(r.fromLevel)} → ${level(r.toLevel)}` },
    { title: t('reason'), dataIndex: 'reason', width: 200 },
    { title: t('status'), key: 'status', width: 100, render: (_, r) => <StatusTag list="fiveLevelChange" code={r.status} /> },
    { title: t('applicant'), dataIndex: 'applicantName', width: 150 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('decidedBy'), dataIndex: 'decidedByName', width: 150, render: (v: string | null) => v ?? '—' },
    { title: t('comment'), dataIndex: 'decisionComment', width: 180, render: (v: string | null) => v ?? '—' },
    { title: t('actions'), key: 'actions', width: 150, render: (_, r) => decide(r) },
  ];
  return (
    <>
      <Table<FiveLevelChangeRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={changes}
        pagination={false}
        scroll={{ x: 1200 }}
        locale={{ emptyText: t('noRecords') }}
        aria-label={t('records')}
      />
      <RejectModal changeId={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
