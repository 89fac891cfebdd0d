import {
  FIVE_LEVEL_APPROVE_PERMISSION,
  FIVE_LEVEL_MESSAGES,
  type FiveLevelChangeRow,
  fiveLevelRejectBody,
  shanghaiMinute,
  statusLabel,
} from '@lc/shared';
import { Table, type TableColumnsType } from 'antd';
import { ApproveRejectActions } from '@/components/flow-decision/approve-reject-actions';
import { StatusTag } from '@/components/status-tag/status-tag';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { approveLevelChange, fiveLevelKeys, refreshFiveLevels, rejectLevelChange } from '../api/five-level-api';
import { useFiveLevelText } from '../five-level.text';

/**
 * A loan's change requests, newest first; an approver decides the one awaiting approval, never
 * their own request (decision 0062: its applicant is told another person decides).
 */
export function ChangeRecords({ changes }: { changes: FiveLevelChangeRow[] }) {
  const t = useFiveLevelText();
  const { locale } = useLocale();
  const canDecide = usePermission(FIVE_LEVEL_APPROVE_PERMISSION);
  const level = (code: number) => statusLabel('fiveLevel', code, locale);
  const texts = {
    approve: t('approve'),
    approveTitle: t('approveConfirm'),
    reject: t('reject'),
    rejectTitle: t('rejectTitle'),
    comment: t('comment'),
    cancel: t('cancel'),
  };
  const decide = (r: FiveLevelChangeRow) =>
    canDecide && r.status === 1 ? (
      <ApproveRejectActions
        name="five-level-reject"
        madeBy={{ makerId: r.applicantId }}
        awaitingOthers={t('awaitingOthers')}
        approve={() => approveLevelChange(r.id)}
        approvedText={FIVE_LEVEL_MESSAGES.approved[locale]}
        reject={(comment) => rejectLevelChange(r.id, comment)}
        rejectedText={FIVE_LEVEL_MESSAGES.rejected[locale]}
        comment={fiveLevelRejectBody.shape.comment}
        refresh={refreshFiveLevels}
        invalidate={[fiveLevelKeys.all]}
        texts={texts}
        rowLabels={{ approve: t('approve'), reject: t('reject') }}
      />
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
  );
}
